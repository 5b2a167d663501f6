import Foundation

/// The glyphs UIKit draws for system buttons and bar items, at UIKit's sizes and stroke weights,
/// kept as drawings (sharp at every scale) and shown as templates in the tint colour.
enum ButtonTypeGlyph {
    /// `.contactAdd`'s circled plus as iOS draws it: a 24⅓ × 23⅔ pt image with, at its centre, a
    /// 1.55 pt ring of 21⅔ pt outside diameter and a plus of 1.54 pt strokes with round ends,
    /// 10.5 pt across (measured in the @3x image of `UIButton(type: .contactAdd)` on the iOS
    /// Simulator). It is a drawing, not a symbol image as on iOS: `isSymbolImage` is false.
    static let contactAddSize = CGSize(width: 73.0 / 3, height: 71.0 / 3)
    static let contactAddRing: (radius: CGFloat, width: CGFloat) = (radius: 10.05, width: 1.55)
    static let contactAddPlus: (halfLength: CGFloat, width: CGFloat) = (halfLength: 4.47, width: 1.54)

    @MainActor static var contactAdd: UIImage {
        let image = UIGraphicsImageRenderer(size: contactAddSize).image { _ in
            let c = CGPoint(x: contactAddSize.width / 2, y: contactAddSize.height / 2)
            UIColor.black.setStroke()
            let ring = UIBezierPath(arcCenter: c, radius: contactAddRing.radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.lineWidth = contactAddRing.width
            ring.stroke()
            let plus = UIBezierPath()
            let h = contactAddPlus.halfLength
            plus.move(to: CGPoint(x: c.x - h, y: c.y))
            plus.addLine(to: CGPoint(x: c.x + h, y: c.y))
            plus.move(to: CGPoint(x: c.x, y: c.y - h))
            plus.addLine(to: CGPoint(x: c.x, y: c.y + h))
            plus.lineWidth = contactAddPlus.width
            plus.lineCapStyle = .round
            plus.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The Add bar item's plus as iOS draws it: 17⅔ × 18 pt of 1.5 pt strokes with square ends
    /// (measured in the @3x image of `UIBarButtonItem(barButtonSystemItem: .add)` in a
    /// navigation bar on the iOS Simulator). A drawing, not a symbol image as on iOS.
    static let barAddSize = CGSize(width: 53.0 / 3, height: 18)
    static let barAddLineWidth: CGFloat = 1.5

    @MainActor static var barAdd: UIImage {
        let image = UIGraphicsImageRenderer(size: barAddSize).image { _ in
            UIColor.black.setStroke()
            let plus = UIBezierPath()
            plus.move(to: CGPoint(x: 0, y: barAddSize.height / 2))
            plus.addLine(to: CGPoint(x: barAddSize.width, y: barAddSize.height / 2))
            plus.move(to: CGPoint(x: barAddSize.width / 2, y: 0))
            plus.addLine(to: CGPoint(x: barAddSize.width / 2, y: barAddSize.height))
            plus.lineWidth = barAddLineWidth
            plus.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
