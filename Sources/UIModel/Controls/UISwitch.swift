import Foundation

/// An on/off switch. A tap flips it (a drag that ends on it too, as on iOS): the thumb slides
/// across on a spring, the track fills with `onTintColor`, and the switch sends `.valueChanged`.
/// Setting `isOn` or calling `setOn(_:animated:)` sends nothing, as in UIKit. VoiceOver reads it
/// as a switch button with the value "1" or "0" (UIKit's).
@preconcurrency @MainActor open class UISwitch: UIControl {
    nonisolated deinit {}
    // Accessibility: a switch button whose value is its state.
    override var implicitAccessibilityTraits: UIAccessibilityTraits {
        super.implicitAccessibilityTraits.union([.button, .toggleButton])
    }
    override var implicitAccessibilityValue: String? { isOn ? "1" : "0" }

    /// UIKit's switch (iOS 7 and later): 51 × 31 pt whatever frame it is given; the thumb is
    /// 27 pt across, 2 pt inside the track.
    package static let switchSize = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// The thumb's slide: a critically damped spring that settles in about 0.35 s (measured
    /// from screen recordings of iOS 17's switch).
    static let slideDuration: TimeInterval = 0.35
    /// The off track: iOS's `secondarySystemFill`.
    static let offTrackColor = UIColor.secondarySystemFill

    /// On or off; setting it moves the thumb at once (`setOn(_:animated:)` can slide it).
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track's colour when on (nil: iOS's system green).
    open var onTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    private let track = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        frame.size = Self.switchSize
        setUpSwitch()
    }

    static let thumbShadow: (opacity: Float, radius: CGFloat, offset: CGFloat) = (opacity: 0.12, radius: 3, offset: 3)

    private func setUpSwitch() {
        backgroundColor = nil
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        // The thumb's shadow as measured around it in switches recorded on the iOS Simulator
        // (iOS 11 to 14): 12 % black, 3 pt down, blurred 3 pt.
        thumb.layer.shadowOpacity = Self.thumbShadow.opacity
        thumb.layer.shadowRadius = Self.thumbShadow.radius
        thumb.layer.shadowOffset = CGSize(width: 0, height: Self.thumbShadow.offset)
        addSubview(track)
        addSubview(thumb)
        updateLook()
    }

    /// A switch that performs `primaryAction` when the user flips it.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(withDuration: Self.slideDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState]) { self.updateLook() }
        } else {
            updateLook()
        }
    }

    open override var intrinsicContentSize: CGSize { Self.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    override func stateDidChange() { updateLook() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    /// Track colour and thumb position for the current state (the switch's own size, at its
    /// top left, as UIKit draws it whatever the frame). Only what differs is set: setting a
    /// property outside an animation stops its animation, and a layout pass or a highlight
    /// during the slide must not.
    private func updateLook() {
        let trackFrame = CGRect(origin: .zero, size: Self.switchSize)
        if track.frame != trackFrame { track.frame = trackFrame }
        let trackColor = isOn ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        if track.backgroundColor != trackColor { track.backgroundColor = trackColor }
        let x = isOn ? Self.switchSize.width - Self.thumbInset - Self.thumbDiameter : Self.thumbInset
        let thumbFrame = CGRect(x: x, y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
        if thumb.frame != thumbFrame { thumb.frame = thumbFrame }
        let thumbColor = thumbTintColor ?? .white
        if thumb.backgroundColor != thumbColor { thumb.backgroundColor = thumbColor }
        let fade = isEnabled ? 1 : Self.disabledAlpha
        for v in [track, thumb] where v.alpha != fade { v.alpha = fade }
    }

    override var claimsSingleTaps: Bool { isEnabled }

    /// How much a disabled switch fades (UIKit's: about half).
    static let disabledAlpha: CGFloat = 0.5

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking, let touch = touches.first, isInsideForTracking(touch) {
            setOn(!isOn, animated: true)
            sendActions(for: .valueChanged, with: event)
        }
        super.touchesEnded(touches, with: event)
    }
}
