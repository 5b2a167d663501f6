import UIModel

/// The balloon marker iOS shows for an annotation: a round balloon in `markerTintColor` standing
/// on the annotation's point, with a glyph (text, an image, or a pin) and the title under it.
/// Selected, the balloon grows and shows `selectedGlyphImage`.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (nil: red, as iOS's default).
    open var markerTintColor: UIColor? { didSet { refresh() } }
    /// The glyph's colour (nil: white).
    open var glyphTintColor: UIColor? { didSet { refresh() } }
    /// Up to a few characters shown in the balloon in place of the glyph image.
    open var glyphText: String? { didSet { refresh() } }
    open var glyphImage: UIImage? { didSet { refresh() } }
    open var selectedGlyphImage: UIImage? { didSet { refresh() } }
    open var titleVisibility: MKFeatureVisibility = .adaptive { didSet { refresh() } }
    open var subtitleVisibility: MKFeatureVisibility = .adaptive { didSet { refresh() } }
    /// Whether the marker animates in when added (the simulator shows it at once).
    open var animatesWhenAdded = false

    /// The balloon's size unselected and selected, in points (as iOS draws markers).
    static let balloonSize = CGSize(width: 30, height: 39)
    static let selectedBalloonSize = CGSize(width: 44, height: 57)

    private let balloon = MarkerBalloonView()
    private let glyphView = UIImageView()
    private let glyphLabel = UILabel()
    private let titleLabel = UILabel()

    public required init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        setUpMarker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpMarker()
    }

    private func setUpMarker() {
        bounds.size = Self.balloonSize
        balloon.isUserInteractionEnabled = false
        glyphLabel.textAlignment = .center
        glyphLabel.adjustsFontSizeToFitWidth = true
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 11, weight: .semibold)
        titleLabel.numberOfLines = 2
        addSubview(balloon)
        addSubview(glyphView)
        addSubview(glyphLabel)
        addSubview(titleLabel)
        displayPriority = .required
        refresh()
    }

    override var anchorOffset: CGPoint { CGPoint(x: 0, y: -bounds.height / 2) }

    open override var annotation: MKAnnotation? { didSet { refresh() } }

    open override func prepareForDisplay() {
        super.prepareForDisplay()
        refresh()
    }

    override func selectionChanged() {
        refresh()
        mapView?.annotationViewChanged(self)
    }

    /// Lays the balloon, glyph and title out for the current state.
    private func refresh() {
        let size = isSelected ? Self.selectedBalloonSize : Self.balloonSize
        bounds.size = size
        balloon.frame = CGRect(origin: .zero, size: size)
        balloon.color = markerTintColor ?? .systemRed
        balloon.setNeedsDisplay()
        let glyphColor = glyphTintColor ?? .white
        let head = CGRect(x: 0, y: 0, width: size.width, height: size.width)
        let glyphSide = size.width * 0.5
        let glyphRect = CGRect(x: head.midX - glyphSide / 2, y: head.midY - glyphSide / 2, width: glyphSide, height: glyphSide)
        if let text = glyphText, !text.isEmpty {
            glyphLabel.isHidden = false
            glyphView.isHidden = true
            glyphLabel.text = text
            glyphLabel.textColor = glyphColor
            glyphLabel.font = .systemFont(ofSize: isSelected ? 17 : 12, weight: .semibold)
            glyphLabel.frame = head.insetBy(dx: 3, dy: 3)
        } else {
            glyphLabel.isHidden = true
            glyphView.isHidden = false
            let image = (isSelected ? selectedGlyphImage ?? glyphImage : glyphImage) ?? UIImage(systemName: "mappin")
            glyphView.image = image?.withRenderingMode(.alwaysTemplate)
            glyphView.tintColor = glyphColor
            glyphView.contentMode = .scaleAspectFit
            glyphView.frame = glyphRect
        }
        // The title shows under the balloon (unless hidden); the subtitle only while selected.
        var lines: [String] = []
        if titleVisibility != .hidden, let title = annotation?.title ?? nil, !title.isEmpty { lines.append(title) }
        if isSelected || subtitleVisibility == .visible, subtitleVisibility != .hidden,
           let subtitle = annotation?.subtitle ?? nil, !subtitle.isEmpty { lines.append(subtitle) }
        titleLabel.isHidden = lines.isEmpty
        titleLabel.text = lines.joined(separator: "\n")
        titleLabel.textColor = .label
        let width: CGFloat = 120
        let fit = titleLabel.sizeThatFits(CGSize(width: width, height: 40))
        titleLabel.frame = CGRect(x: (size.width - min(fit.width, width)) / 2, y: size.height + 2,
                                  width: min(fit.width, width), height: fit.height)
    }
}

/// A marker's balloon: a circle with a point under it, with a thin darker rim and a soft shadow.
final class MarkerBalloonView: UIView {
    var color: UIColor = .systemRed

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let w = bounds.width, h = bounds.height
        let r = w / 2 - 1
        let path = CGMutablePath()
        // The circle's lower sides run down to the point at the bottom middle.
        let angle = CGFloat.pi / 5
        path.addArc(center: CGPoint(x: w / 2, y: r + 1), radius: r, startAngle: .pi / 2 + angle, endAngle: .pi / 2 - angle, clockwise: false)
        path.addLine(to: CGPoint(x: w / 2, y: h - 1))
        path.closeSubpath()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor(white: 0, alpha: 0.3).cgColor)
        context.setFillColor(color.cgColor)
        context.addPath(path)
        context.fillPath()
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.15).cgColor)
        context.setLineWidth(0.5)
        context.addPath(path)
        context.strokePath()
    }
}
