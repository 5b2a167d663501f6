import Foundation

/// A continuous value picked by dragging a thumb along a track. As in UIKit the thumb is
/// dragged, not jumped to (a touch on the track away from the thumb does nothing), the value
/// moves with the finger relative to where the thumb was grabbed, and `.valueChanged` is sent
/// while dragging (`isContinuous`) or once on release. Setting `value` sends nothing.
/// VoiceOver reads it as adjustable, with the value as a percentage (UIKit's).
@preconcurrency @MainActor open class UISlider: UIControl {
    nonisolated deinit {}
    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.adjustable) }

    /// VoiceOver's adjustment: a tenth of the range up or down, then `.valueChanged`.
    open override func accessibilityIncrement() { adjustForAccessibility(by: 1) }
    open override func accessibilityDecrement() { adjustForAccessibility(by: -1) }

    private func adjustForAccessibility(by direction: Float) {
        guard isEnabled else { return }
        let old = value
        setValue(value + direction * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendValueChanged(with: nil) }
    }
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
    /// The images set for each state (`setThumbImage(_:for:)` and the track images), by state.
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// What shows the current images on the thumb and the two track pieces.
    private let thumbImageView = UIImageView(frame: .zero)
    private let minimumTrackImageView = UIImageView(frame: .zero)
    private let maximumTrackImageView = UIImageView(frame: .zero)
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
        for (piece, imageView) in [(minimumTrack, minimumTrackImageView), (maximumTrack, maximumTrackImageView), (thumb, thumbImageView)] {
            imageView.isHidden = true
            imageView.isUserInteractionEnabled = false
            piece.addSubview(imageView)
        }
        updateLook()
    }

    // MARK: Images

    /// The thumb's image for `state` (nil: the state falls back to the normal state's, and
    /// without one the slider draws its round white thumb). The thumb takes the image's size.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        imagesChanged()
    }

    /// The track's image left of the thumb for `state`: stretched along the track (make it
    /// resizable to keep its caps), which takes the image's height.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        imagesChanged()
    }

    /// The track's image right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        imagesChanged()
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    open var currentThumbImage: UIImage? { current(thumbImages) }
    open var currentMinimumTrackImage: UIImage? { current(minimumTrackImages) }
    open var currentMaximumTrackImage: UIImage? { current(maximumTrackImages) }

    /// The image for the current state, else the normal state's.
    private func current(_ images: [UInt: UIImage]) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    private func imagesChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
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

    /// UIKit's 31 points, or the thumb image's height when that is taller.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(Self.sliderHeight, currentThumbImage?.size.height ?? 0))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, thumbSize.width), height: intrinsicContentSize.height)
    }

    /// The thumb's size: its image's, else UIKit's 28-point circle.
    private var thumbSize: CGSize {
        currentThumbImage.map { $0.size } ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The track's rectangle: the full width, `trackHeight` tall (or as tall as its images),
    /// centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0, Self.trackHeight)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The thumb's rectangle for `value`: its edges stay within the track at either end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let x = rect.minX + CGFloat(fraction(of: value)) * max(rect.width - size.width, 0)
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
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
                 color: currentMinimumTrackImage == nil ? minimumTrackTintColor ?? tintColor : .clear)
        Self.set(maximumTrack, frame: CGRect(x: split, y: track.minY, width: max(track.maxX - split, 0), height: track.height),
                 color: currentMaximumTrackImage == nil ? maximumTrackTintColor ?? .systemFill : .clear)
        Self.set(thumb, frame: thumbFrame, color: currentThumbImage == nil ? thumbTintColor ?? .white : .clear)
        let shadow: Float = currentThumbImage == nil ? 0.25 : 0
        if thumb.layer.shadowOpacity != shadow { thumb.layer.shadowOpacity = shadow }
        for (piece, imageView, image) in [(minimumTrack, minimumTrackImageView, currentMinimumTrackImage),
                                          (maximumTrack, maximumTrackImageView, currentMaximumTrackImage),
                                          (thumb, thumbImageView, currentThumbImage)] {
            imageView.isHidden = image == nil
            if imageView.image !== image { imageView.image = image }
            let frame = CGRect(origin: .zero, size: piece.bounds.size)
            if imageView.frame != frame { imageView.frame = frame }
        }
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
        let travel = max(track.width - thumbSize.width, 1)
        let centre = touch.location(in: self).x - grabOffset
        let f = Float((centre - track.minX - thumbSize.width / 2) / travel)
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
