import Foundation

/// A bar that fills from the left as a task progresses, in the tint colour over a light track.
@preconcurrency @MainActor open class UIProgressView: UIView {
    nonisolated deinit {}
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    override var implicitAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    nonisolated public enum Style: Int, Sendable {
        /// The rounded bar of most screens.
        case `default`
        /// The square-ended bar of a toolbar, on a clear track.
        case bar
    }

    /// UIKit's progress view (iOS 14 and later): 4 pt tall, round-ended in the default style.
    package static let barHeight: CGFloat = 4
    /// How long `setProgress(_:animated: true)` takes (UIKit's is about a quarter second).
    static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default { didSet { updateLook() } }
    /// How far along, kept within 0...1; NaN becomes 0 (UIKit's clamp drops it the same way).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The filled part (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateLook() } }
    /// The unfilled part (nil: `systemFill`, or clear for the bar style).
    open var trackTintColor: UIColor? { didSet { updateLook() } }

    private let fill = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpProgressView()
    }

    private func setUpProgressView() {
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
        updateLook()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.clampedLikeUIKit(0, 1)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) { self.updateLook() }
        } else {
            updateLook()
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    open override func tintColorDidChange() { updateLook() }

    private func updateLook() {
        let rounded = progressViewStyle == .default
        let radius = rounded ? bounds.height / 2 : 0
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        fill.layer.cornerRadius = radius
        let track = trackTintColor ?? (rounded ? .systemFill : .clear)
        if backgroundColor != track { backgroundColor = track }
        let color = progressTintColor ?? tintColor
        if fill.backgroundColor != color { fill.backgroundColor = color }
        let target = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        if fill.frame != target { fill.frame = target }
    }
}
