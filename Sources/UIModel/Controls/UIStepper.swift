import Foundation

/// A pair of − and + buttons that step a value. As in UIKit the value changes when a half is
/// touched down (not on release), holding it repeats the step (`autorepeat`), the value stays in
/// `minimumValue...maximumValue` (or wraps round with `wraps`), and a half that cannot step
/// further is dimmed. Setting `value` sends nothing.
@preconcurrency @MainActor open class UIStepper: UIControl {
    nonisolated deinit {}
    override var implicitAccessibilityTraits: UIAccessibilityTraits { super.implicitAccessibilityTraits.union(.adjustable) }
    override var implicitAccessibilityValue: String? {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// UIKit's stepper (iOS 13 and later): 94 × 32 pt whatever frame it is given, two 47 pt halves.
    package static let stepperSize = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The divider between the halves: 1 pt wide, 18 pt tall.
    static let dividerSize = CGSize(width: 1, height: 18)
    static let glyphFontSize: CGFloat = 24
    /// Autorepeat: the first repeat after 0.5 s held, then one every 0.1 s (UIKit's feel, measured
    /// from screen recordings).
    static let repeatDelay: CFTimeInterval = 0.5
    static let repeatInterval: CFTimeInterval = 0.1

    /// The value, kept within `minimumValue...maximumValue`; NaN becomes `minimumValue`.
    open var value: Double {
        get { storedValue }
        set {
            let clamped = newValue.clampedLikeUIKit(minimumValue, maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            updateLook()
        }
    }
    private var storedValue: Double = 0
    open var minimumValue: Double = 0 {
        didSet {
            if minimumValue.isNaN { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
            updateLook()
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if maximumValue.isNaN { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
            updateLook()
        }
    }
    /// The step; must be above zero. UIKit raises an exception for zero, a negative step or NaN;
    /// here such a value is refused with a warning and the step stays as it was.
    open var stepValue: Double = 1 {
        didSet {
            guard !(stepValue > 0) else { return }
            UIKitWarning.log("UIStepper.stepValue must be greater than 0, not \(stepValue); ignored")
            stepValue = oldValue
        }
    }
    /// Whether holding a half repeats its step.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent on every step while held (true) or once on release.
    open var isContinuous = true
    /// Whether stepping past one end goes round to the other.
    open var wraps = false { didSet { updateLook() } }

    private let decrementLabel = UILabel(frame: .zero)
    private let incrementLabel = UILabel(frame: .zero)
    private let divider = UIView(frame: .zero)
    private let highlight = UIView(frame: .zero)
    /// The half being held: -1 (decrement), +1 (increment), 0 (none).
    private var heldDirection = 0
    private var heldSince: CFTimeInterval = 0
    private var repeats = 0
    private var valueAtTouchDown: Double = 0
    private var repeatLink: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        setUpStepper()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        frame.size = Self.stepperSize
        setUpStepper()
    }

    private func setUpStepper() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        highlight.isUserInteractionEnabled = false
        highlight.backgroundColor = .tertiarySystemFill
        highlight.layer.cornerRadius = Self.cornerRadius
        highlight.isHidden = true
        addSubview(highlight)
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = .opaqueSeparator
        addSubview(divider)
        for (label, glyph) in [(decrementLabel, "−"), (incrementLabel, "+")] {
            label.text = glyph
            label.font = .systemFont(ofSize: Self.glyphFontSize)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        updateLook()
    }

    open override var intrinsicContentSize: CGSize { Self.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    override func stateDidChange() { updateLook() }

    private var canDecrement: Bool { isEnabled && (wraps || storedValue > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || storedValue < maximumValue) }

    private func updateLook() {
        let half = Self.stepperSize.width / 2, h = Self.stepperSize.height
        decrementLabel.frame = CGRect(x: 0, y: 0, width: half, height: h)
        incrementLabel.frame = CGRect(x: half, y: 0, width: half, height: h)
        divider.frame = CGRect(x: half - Self.dividerSize.width / 2, y: (h - Self.dividerSize.height) / 2,
                               width: Self.dividerSize.width, height: Self.dividerSize.height)
        decrementLabel.textColor = canDecrement ? .label : .tertiaryLabel
        incrementLabel.textColor = canIncrement ? .label : .tertiaryLabel
        highlight.isHidden = heldDirection == 0 || !isHighlighted
        highlight.frame = CGRect(x: heldDirection > 0 ? half : 0, y: 0, width: half, height: h)
    }

    // MARK: Stepping

    override var triggersPrimaryActionOnTouchUp: Bool { false }
    override var claimsSingleTaps: Bool { isEnabled }

    /// VoiceOver's adjustment: one step up or down, then `.valueChanged`.
    open override func accessibilityIncrement() { if isEnabled, step(1) { sendValueChanged(with: nil) } }
    open override func accessibilityDecrement() { if isEnabled, step(-1) { sendValueChanged(with: nil) } }

    /// One step in `direction`; true when the value changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        let old = storedValue
        var next = storedValue + Double(direction) * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        value = next
        return storedValue != old
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled else { return }
        let direction = touch.location(in: self).x < Self.stepperSize.width / 2 ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return }
        super.touchesBegan(touches, with: event)
        heldDirection = direction
        valueAtTouchDown = storedValue
        heldSince = UIModelRuntime.current.clock.animationEngine.now
        repeats = 0
        if step(direction), isContinuous { sendValueChanged(with: event) }
        updateLook()
        if autorepeat { startRepeating() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        if !isContinuous, storedValue != valueAtTouchDown { sendValueChanged(with: event) }
        stopRepeating()
        super.touchesEnded(touches, with: event)
        updateLook()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        stopRepeating()
        super.touchesCancelled(touches, with: event)
        updateLook()
    }

    private func startRepeating() {
        let link = CADisplayLink { [weak self] link in self?.repeatIfDue(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        repeatLink = link
    }

    private func stopRepeating() {
        repeatLink?.invalidate()
        repeatLink = nil
        heldDirection = 0
    }

    /// Steps once for every repeat due by `time` while the finger stays on the control.
    private func repeatIfDue(at time: CFTimeInterval) {
        guard heldDirection != 0, isTracking, isTouchInside else { return }
        // The user's seconds: slow animations do not slow the repeats.
        while time - heldSince >= UIModelRuntime.current.clock.userInterval(Self.repeatDelay + Double(repeats) * Self.repeatInterval) {
            repeats += 1
            if step(heldDirection), isContinuous { sendValueChanged(with: nil) }
        }
    }
}
