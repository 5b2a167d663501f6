import Foundation

/// A continuous value picked by dragging a thumb along a track. As in UIKit the thumb is
/// dragged, not jumped to (a touch on the track away from the thumb does nothing), the value
/// moves with the finger relative to where the thumb was grabbed, and `.valueChanged` is sent
/// while dragging (`isContinuous`) or once on release. Setting `value` sends nothing.
/// VoiceOver reads it as adjustable, with the value as a percentage (UIKit's).
@preconcurrency @MainActor open class UISlider: UIControl {
    nonisolated deinit {}
    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.adjustable) }
    override var implicitAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// UIKit's slider (iOS 7 and later): 31 pt tall, a 4 pt track, a 28 pt thumb.
    package static let sliderHeight: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// How far beside the thumb a touch still grabs it (UIKit's thumb hit area is about 44 pt wide).
    static let thumbHitSlop: CGFloat = 8

    /// The value, kept within `minimumValue...maximumValue`. NaN becomes `minimumValue`, as
    /// UIKit's MAX/MIN clamp turns it.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0.5
    /// Raising the minimum above the maximum raises the maximum too (UIKit's).
    open var minimumValue: Float = 0 {
        didSet {
            if minimumValue.isNaN { minimumValue = 0 }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Lowering the maximum below the minimum lowers the minimum too (UIKit's).
    open var maximumValue: Float = 1 {
        didSet {
            if maximumValue.isNaN { maximumValue = 1 }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether `.valueChanged` is sent during the drag (true) or only when it ends.
    open var isContinuous = true
    /// The track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The track right of the thumb (nil: `systemFill`).
    open var maximumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    private let minimumTrack = UIView(frame: .zero)
    private let maximumTrack = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)
    /// Where the touch landed relative to the thumb's centre, so the thumb does not jump to it.
    private var grabOffset: CGFloat = 0
    private var valueAtGrab: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpSlider()
    }

    private func setUpSlider() {
        backgroundColor = nil
        for track in [maximumTrack, minimumTrack] {
            track.isUserInteractionEnabled = false
            track.layer.cornerRadius = Self.trackHeight / 2
            addSubview(track)
        }
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        updateLook()
    }

    /// A slider that performs `primaryAction` when the user changes its value.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.clampedLikeUIKit(minimumValue, maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        if animated {
            UIView.animate(withDuration: UISwitch.slideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.updateLook()
            }
        } else {
            updateLook()
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.sliderHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: Self.sliderHeight) }

    /// The track's rectangle: the full width, `trackHeight` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: its edges stay within the track at either end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let x = rect.minX + CGFloat(fraction(of: value)) * max(rect.width - d, 0)
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    private func fraction(of value: Float) -> Float {
        let range = maximumValue - minimumValue
        return range > 0 ? (value - minimumValue) / range : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    override func stateDidChange() { updateLook() }
    open override func tintColorDidChange() { updateLook() }

    /// Track pieces and thumb for the current value; only what differs is set, so a layout pass
    /// does not stop an animated change.
    private func updateLook() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = thumbFrame.midX
        Self.set(minimumTrack, frame: CGRect(x: track.minX, y: track.minY, width: max(split - track.minX, 0), height: track.height),
                 color: minimumTrackTintColor ?? tintColor)
        Self.set(maximumTrack, frame: CGRect(x: split, y: track.minY, width: max(track.maxX - split, 0), height: track.height),
                 color: maximumTrackTintColor ?? .systemFill)
        Self.set(thumb, frame: thumbFrame, color: thumbTintColor ?? .white)
        let fade = isEnabled ? 1 : UISwitch.disabledAlpha
        for v in [minimumTrack, maximumTrack, thumb] where v.alpha != fade { v.alpha = fade }
    }

    private static func set(_ view: UIView, frame: CGRect, color: UIColor) {
        if view.frame != frame { view.frame = frame }
        if view.backgroundColor != color { view.backgroundColor = color }
    }

    // MARK: Tracking

    override var triggersPrimaryActionOnTouchUp: Bool { false }

    private var thumbHitRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
            .insetBy(dx: -Self.thumbHitSlop, dy: -Self.thumbHitSlop)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled, thumbHitRect.contains(touch.location(in: self)) else { return }
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        grabOffset = touch.location(in: self).x - thumbFrame.midX
        valueAtGrab = storedValue
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isTracking else { return }
        let track = trackRect(forBounds: bounds)
        let travel = max(track.width - Self.thumbDiameter, 1)
        let centre = touch.location(in: self).x - grabOffset
        let f = Float((centre - track.minX - Self.thumbDiameter / 2) / travel)
        let old = storedValue
        setValue(minimumValue + f * (maximumValue - minimumValue), animated: false)
        if isContinuous, storedValue != old { sendValueChanged(with: event) }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        if !isContinuous, storedValue != valueAtGrab { sendValueChanged(with: event) }
        super.touchesEnded(touches, with: event)
    }
}
