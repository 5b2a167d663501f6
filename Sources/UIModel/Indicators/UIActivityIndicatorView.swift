import Foundation

/// The spinner: eight spokes round a centre, the brightest one stepping round while animating.
/// It hides when stopped unless `hidesWhenStopped` is false. Its motion runs on the display
/// link, so headless runs draw it on their virtual clock.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    nonisolated deinit {}
    override var implicitIsAccessibilityElement: Bool { isAnimating }
    override var implicitAccessibilityLabel: String? { isAnimating ? "In progress" : nil }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    nonisolated public enum Style: Int, Sendable {
        /// 20 pt across.
        case medium = 100
        /// 37 pt across.
        case large = 101
        /// The styles before iOS 13 (deprecated): large and white, medium and white, medium and
        /// grey. Setting one sets the colour too.
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    /// UIKit's sizes (iOS 13 and later).
    static let mediumSide: CGFloat = 20
    static let largeSide: CGFloat = 37
    /// Eight spokes, stepping one spoke on eight times a second (one turn a second, as iOS's).
    static let spokeCount = 8
    static let stepsPerSecond: Double = 8
    /// A spoke's width and length as fractions of the side.
    static let spokeWidthFraction: CGFloat = 0.12
    static let spokeLengthFraction: CGFloat = 0.3
    /// The dimmest spoke's opacity (the leading one is 1).
    static let trailingAlpha: CGFloat = 0.25

    open var style: Style {
        didSet {
            applyStyleColor()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The spokes' colour (default: `secondaryLabel`'s grey, iOS's).
    open var color: UIColor! = .secondaryLabel { didSet { spokes.forEach { $0.backgroundColor = color } } }
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    open private(set) var isAnimating = false

    private var spokes: [UIView] = []
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval?
    private var step = 0

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        applyStyleColor()
        setUpSpokes()
    }

    /// The colour a deprecated style sets: white for `.white` and `.whiteLarge`, grey for `.gray`.
    private func applyStyleColor() {
        switch style {
        case .white, .whiteLarge: color = .white
        case .gray: color = .gray
        case .medium, .large: break
        }
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: .zero)
        setUpSpokes()
        self.frame = frame
    }

    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
        setUpSpokes()
    }

    private func setUpSpokes() {
        isUserInteractionEnabled = false
        for _ in 0..<Self.spokeCount {
            let spoke = UIView(frame: .zero)
            spoke.backgroundColor = color
            spoke.isUserInteractionEnabled = false
            addSubview(spoke)
            spokes.append(spoke)
        }
        frame.size = intrinsicContentSize
        updateHidden()
        updateSpokes()
    }

    private var side: CGFloat { style == .large || style == .whiteLarge ? Self.largeSide : Self.mediumSide }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = nil
        updateHidden()
        let link = CADisplayLink { [weak self] link in self?.advance(to: link.timestamp) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        updateHidden()
    }

    private func updateHidden() { isHidden = hidesWhenStopped && !isAnimating }

    private func advance(to time: CFTimeInterval) {
        let start = startTime ?? time
        startTime = start
        let next = Int(((time - start) * Self.stepsPerSecond).rounded(.down)) % Self.spokeCount
        guard next != step else { return }
        step = next
        updateSpokes()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSpokes()
    }

    /// Places the spokes round the centre, pointing outwards, and fades them behind the leader.
    private func updateSpokes() {
        let s = side
        let width = s * Self.spokeWidthFraction, length = s * Self.spokeLengthFraction
        let radius = s / 2 - length / 2
        for (i, spoke) in spokes.enumerated() {
            let angle = CGFloat(i) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.center = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle + .pi / 2)
            let behind = (step - i + Self.spokeCount) % Self.spokeCount
            spoke.alpha = 1 - (1 - Self.trailingAlpha) * CGFloat(behind) / CGFloat(Self.spokeCount - 1)
        }
    }
}
