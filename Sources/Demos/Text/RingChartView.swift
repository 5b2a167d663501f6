import Foundation
import UIModel

/// A custom-drawn ring and bars (`draw(_:)`): the share of a goal reached as an arc over a faint
/// track, and a week of values as rounded bars filled with a gradient (each bar a clip) under a
/// dashed goal line. Setting `progress` asks for a new drawing.
final class RingChartView: UIView {
    var progress: CGFloat = 0.68 { didSet { setNeedsDisplay() } }
    var values: [CGFloat] = [0.3, 0.55, 0.4, 0.8, 0.65, 0.9, 0.5]
    static let lineWidth: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 90) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = bounds.height
        let center = CGPoint(x: side / 2, y: side / 2), radius = side / 2 - Self.lineWidth / 2
        context.setLineWidth(Self.lineWidth)
        context.setLineCap(.round)
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()
        context.setStrokeColor(UIColor.systemOrange.cgColor)
        context.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        context.strokePath()
        let barWidth: CGFloat = 14, gap: CGFloat = 8
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor], locations: [0, 1])
        var x = side + 24
        for value in values {
            let h = max(value * side, 2)
            context.saveGState()
            UIBezierPath(roundedRect: CGRect(x: x, y: side - h, width: barWidth, height: h), cornerRadius: 4).addClip()
            if let gradient {
                context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: side), options: [])
            }
            context.restoreGState()
            x += barWidth + gap
        }
        // The goal: a dashed line at 75 %.
        let goal = side * 0.25
        context.setStrokeColor(UIColor.systemRed.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.butt)
        context.setLineDash(phase: 0, lengths: [4, 3])
        context.move(to: CGPoint(x: side + 18, y: goal))
        context.addLine(to: CGPoint(x: x - gap + 6, y: goal))
        context.strokePath()
    }
}
