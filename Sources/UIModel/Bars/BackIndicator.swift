import Foundation

/// The back button's default chevron, as UIKit draws it since iOS 7: a 13 × 21 pt template
/// image of two strokes meeting at a point on the left, with round caps, tinted like the
/// button's title. Kept as a drawing, so it is sharp at every scale.
enum BackIndicator {
    /// The image's size in points (UIKit's `UINavigationBarBackIndicatorDefault`).
    static let size = CGSize(width: 13, height: 21)
    /// The strokes' width in points: the chevron's weight next to a 17 pt regular title.
    static let lineWidth: CGFloat = 2.75
    /// The gap between the chevron and the back title, in points.
    static let titleSpacing: CGFloat = 6

    @MainActor static var image: UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        let image = renderer.image { context in
            let inset = lineWidth / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: size.width - inset, y: inset))
            path.addLine(to: CGPoint(x: inset + 0.5, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width - inset, y: size.height - inset))
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
