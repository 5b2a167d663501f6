import Foundation

/// A row of segments, one selected, drawn as iOS 13 and later draw it: a rounded fill with the
/// selected segment raised on a white (dark: grey) plate that slides to the segment the user
/// taps. A tap selects on release and sends `.valueChanged` (and performs the segment's action);
/// setting `selectedSegmentIndex` sends nothing. `isMomentary` segments light up only while
/// touched.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    nonisolated deinit {}
    override var implicitAccessibilityValue: String? {
        selectedSegmentIndex == Self.noSegment ? nil : titleForSegment(at: selectedSegmentIndex)
    }

    /// No segment selected.
    public static let noSegment = -1

    /// UIKit's segmented control (iOS 13 and later): 32 pt tall, corners of 8 pt (the plate's 7,
    /// 2 pt inside), 13 pt titles (the selected one semibold), 1 × 16 pt dividers.
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let plateInset: CGFloat = 2
    static let fontSize: CGFloat = 13
    static let dividerSize = CGSize(width: 1, height: 16)
    /// Padding each side of a segment's content when sizing to fit.
    static let contentPadding: CGFloat = 12
    /// The plate's slide (the same critically damped spring as the switch's thumb).
    static let slideDuration = UISwitch.slideDuration
    /// The selected plate's colour: white, or a grey in dark mode (iOS's).
    static let plateColor = UIColor.dynamic(light: .white, dark: UIColor(r255: 99, 99, 102))

    struct SegmentItem {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: sized automatically.
        var width: CGFloat = 0
        let label = UILabel(frame: .zero)
        let imageView = UIImageView(frame: .zero)
        /// The background image for its state, when the app set background images.
        let background = UIImageView(frame: .zero)
    }

    var segments: [SegmentItem] = []
    var dividers: [UIImageView] = []
    let plate = UIView(frame: .zero)
    /// The background and divider images and content offsets set per bar metrics.
    var barMetricsLook = BarMetricsLook()
    /// The segment under a touch that is down (drawn dimmed), or nil.
    var pressedSegment: Int?

    /// The selected segment, or `noSegment`. An index out of range is refused with a warning.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                UIKitWarning.log("UISegmentedControl.selectedSegmentIndex \(newValue) is out of 0..<\(segments.count); ignored")
                return
            }
            selected = newValue
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    var selected = UISegmentedControl.noSegment
    /// Segments that light up while touched and do not stay selected.
    open var isMomentary = false
    /// Segments as wide as their content (true) or all equally wide (false).
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// The selected plate's colour (nil: white, or grey in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpSegmentedControl()
    }

    private func setUpSegmentedControl() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        plate.isUserInteractionEnabled = false
        plate.layer.cornerRadius = Self.cornerRadius - Self.plateInset
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isHidden = true
        addSubview(plate)
    }

    /// Segments from `items`: each a `String` title or a `UIImage` (anything else is skipped with
    /// a warning, where UIKit would raise).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpSegmentedControl()
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                UIKitWarning.log("UISegmentedControl(items:) takes strings and images, not \(type(of: item)); skipped")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Segments from actions: each titled (or imaged) after its action, which runs when it is tapped.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    open var numberOfSegments: Int { segments.count }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: action.image == nil ? action.title : nil, image: action.image, action: action), at: segment)
    }

    /// Inserts at `index`, clamped to the ends as UIKit does; a selection after it moves along.
    private func insert(_ segment: SegmentItem, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segment.label.font = .systemFont(ofSize: Self.fontSize)
        segment.label.textAlignment = .center
        segment.label.isUserInteractionEnabled = false
        addSubview(segment.label)
        addSubview(segment.imageView)
        segment.background.isUserInteractionEnabled = false
        insertSubview(segment.background, at: 0)
        segments.insert(segment, at: i)
        if selected != Self.noSegment, selected >= i { selected += 1 }
        let divider = UIImageView(frame: .zero)
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = .separator
        insertSubview(divider, aboveSubview: plate)
        dividers.append(divider)
        segmentsChanged()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        removed.background.removeFromSuperview()
        dividers.removeLast().removeFromSuperview()
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        segmentsChanged()
    }

    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The segments' title attributes (font, colour, ...) for a state (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`); a state without its own takes the normal state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes a segment's title is drawn with in `state`: the state's over the normal state's.
    private func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let normal = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        return normal.merging(titleAttributes[state.rawValue] ?? [:]) { $1 }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for the segment (0: automatic). Negative widths and NaN are taken as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width > 0 ? width : 0
        segmentsChanged()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    private func segmentsChanged() {
        for s in segments {
            s.label.text = s.title
            s.imageView.image = s.image
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The widest the segment's title is in the normal and selected states, or its image.
    private func contentWidth(_ s: SegmentItem) -> CGFloat {
        var text: CGFloat = 0
        for (state, weight) in [(UIControl.State.normal, UIFont.Weight.regular), (.selected, .semibold)] {
            guard let title = s.title else { break }
            var attributes = resolvedTitleAttributes(for: state)
            if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: Self.fontSize, weight: weight) }
            text = max(text, title.size(withAttributes: attributes).width.rounded(.up))
        }
        return max(text, s.image?.size.width ?? 0) + 2 * Self.contentPadding
    }

    open override var intrinsicContentSize: CGSize {
        let widths = segments.map { $0.width > 0 ? $0.width : contentWidth($0) }
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(segments.count)
        return CGSize(width: total, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's frame: fixed widths first, then the rest shared equally (or in proportion
    /// to content with `apportionsSegmentWidthsByContent`).
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let spare = max(bounds.width - fixed, 0)
        let contentTotal = automatic.reduce(CGFloat(0)) { $0 + contentWidth($1) }
        var x = bounds.minX
        return segments.map { s in
            let w: CGFloat
            if s.width > 0 {
                w = s.width
            } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                w = spare * contentWidth(s) / contentTotal
            } else {
                w = spare / CGFloat(automatic.count)
            }
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (i, s) in segments.enumerated() {
            let isSelected = i == selected
            s.label.font = .systemFont(ofSize: Self.fontSize, weight: isSelected ? .semibold : .regular)
            s.label.frame = frames[i].insetBy(dx: 4, dy: 0)
            s.imageView.frame = frames[i]
            s.imageView.contentMode = .center
            let enabled = isEnabled && s.isEnabled
            s.label.textColor = enabled ? .label : .tertiaryLabel
            let state: UIControl.State = !enabled ? .disabled : isSelected ? .selected : pressedSegment == i ? .highlighted : .normal
            s.label.setText(s.title, attributes: resolvedTitleAttributes(for: state))
            let dim: CGFloat = pressedSegment == i && !isSelected ? 0.5 : 1
            s.label.alpha = dim
            s.imageView.alpha = enabled ? dim : 0.3
        }
        for (i, divider) in dividers.enumerated() {
            let boundary = i + 1
            guard boundary < frames.count else { divider.isHidden = true; continue }
            divider.isHidden = boundary == selected || boundary - 1 == selected
            if divider.image != nil { divider.image = nil; divider.backgroundColor = .separator }
            divider.frame = CGRect(x: frames[boundary].minX - Self.dividerSize.width / 2, y: bounds.midY - Self.dividerSize.height / 2,
                                   width: Self.dividerSize.width, height: Self.dividerSize.height)
        }
        let plateColor = selectedSegmentTintColor ?? Self.plateColor
        if plate.backgroundColor != plateColor { plate.backgroundColor = plateColor }
        let shown = selected != Self.noSegment && frames.indices.contains(selected)
        plate.isHidden = !shown
        if shown {
            let target = frames[selected].insetBy(dx: Self.plateInset, dy: Self.plateInset)
            if plate.frame != target { plate.frame = target }
        }
        applyBarMetricsLook(frames: frames)
    }

    // MARK: Touches

    override var triggersPrimaryActionOnTouchUp: Bool { false }
    override var claimsSingleTaps: Bool { isEnabled }

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
            ?? (point.x < bounds.midX ? (segments.isEmpty ? nil : 0) : (segments.isEmpty ? nil : segments.count - 1))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        pressedSegment = touches.first.flatMap { segment(at: $0.location(in: self)) }
        setNeedsLayout()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        pressedSegment = isTouchInside ? touches.first.flatMap { segment(at: $0.location(in: self)) } : nil
        setNeedsLayout()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedSegment = nil; setNeedsLayout() }
        guard isTracking, let touch = touches.first, bounds.contains(touch.location(in: self)),
              let index = segment(at: touch.location(in: self)), segments[index].isEnabled else {
            super.touchesEnded(touches, with: event)
            return
        }
        let changed = index != selected || isMomentary
        if changed {
            selected = index
            setNeedsLayout()
            UIView.animate(withDuration: Self.slideDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction]) { self.layoutIfNeeded() }
        }
        super.touchesEnded(touches, with: event)
        if changed {
            segments[index].action?.perform(sender: self, event: event)
            sendValueChanged(with: event)
        }
        if isMomentary {
            selected = Self.noSegment
            setNeedsLayout()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedSegment = nil
        setNeedsLayout()
        super.touchesCancelled(touches, with: event)
    }
}
