import UIModel

/// The classic pin: a round head in `pinTintColor` on a needle whose tip is the annotation's
/// point. Deprecated in iOS 16 in favour of markers, still in wide use.
open class MKPinAnnotationView: MKAnnotationView {
    /// The head's colour (red by default).
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor() { didSet { setNeedsDisplay() } }
    /// Whether the pin drops in when added (the simulator shows it at once).
    open var animatesDrop = false

    public static func redPinColor() -> UIColor { .systemRed }
    public static func greenPinColor() -> UIColor { .systemGreen }
    public static func purplePinColor() -> UIColor { .systemPurple }

    /// The pin's size in points, its needle's tip at the bottom middle.
    static let size = CGSize(width: 16, height: 39)

    public required init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        setUpPin()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPin()
    }

    private func setUpPin() {
        bounds.size = Self.size
        backgroundColor = .clear
        contentMode = .redraw
    }

    override var anchorOffset: CGPoint { CGPoint(x: 0, y: -bounds.height / 2) }

    open override func draw(_ rect: CGRect) {
        guard image == nil, let context = UIGraphicsGetCurrentContext() else { return }
        let w = bounds.width, h = bounds.height
        // The needle: a thin grey line from the head down to the point.
        context.setStrokeColor(UIColor(white: 0.55, alpha: 1).cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: w / 2, y: w / 2))
        context.addLine(to: CGPoint(x: w / 2, y: h - 1))
        context.strokePath()
        // The head, with a highlight.
        let head = CGRect(x: 1, y: 1, width: w - 2, height: w - 2)
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 1.5, color: UIColor(white: 0, alpha: 0.3).cgColor)
        context.setFillColor((pinTintColor ?? .systemRed).cgColor)
        context.fillEllipse(in: head)
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.setFillColor(UIColor(white: 1, alpha: 0.45).cgColor)
        context.fillEllipse(in: CGRect(x: head.minX + 3, y: head.minY + 2.5, width: head.width * 0.35, height: head.height * 0.35))
    }
}
