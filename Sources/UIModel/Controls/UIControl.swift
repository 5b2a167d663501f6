import Foundation

/// A view that tracks a touch and sends actions for control events (touch down, drag, up inside
/// or outside, cancel), highlighting itself while the touch is inside.
@preconcurrency @MainActor open class UIControl: UIView {
    nonisolated deinit {}
    // Accessibility: controls are elements; dimmed while disabled, "Selected" while selected.
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    nonisolated public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // UIKit's raw values.
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    nonisolated public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How far outside its bounds a tracked touch still counts as inside. UIKit uses a generous
    /// margin so a finger that slips a little still triggers touchUpInside (70 pt, as observed on iOS).
    package static let touchTrackingMargin: CGFloat = 70

    /// Where a control places its content across its width (UIKit's values; buttons honour it).
    nonisolated public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// Where a control places its content down its height (UIKit's values; buttons honour it).
    nonisolated public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with `.leading` and `.trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(action: UIAction, events: Event)] = []
    /// The identifiers of the actions added, in order.
    var actionIdentifiers: [UIAction.Identifier] { actions.map(\.action.identifier) }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }


    /// Whether a touch lifted inside triggers the primary action (buttons). Controls that hold a
    /// value (sliders, steppers, segmented controls) trigger it with `.valueChanged` instead.
    var triggersPrimaryActionOnTouchUp: Bool { true }

    /// Sends `.valueChanged` and `.primaryActionTriggered`, as a value control does when the user
    /// changes its value.
    func sendValueChanged(with event: UIEvent?) {
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }

    /// Called when highlighted, selected or enabled changes: subclasses refresh their look.
    func stateDidChange() {}

    /// UIKit uniques actions by identifier: one with the identifier of an action already added
    /// replaces it, and is sent for the events of both calls.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the actions for `controlEvents` with the touch event that caused them.
    /// Each action goes through `sendAction(_:)`, which subclasses may override as in UIKit.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        let outer = sendingEvent
        sendingEvent = event
        defer { sendingEvent = outer }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// The touch event the actions being sent answer (nil when code sends them).
    private var sendingEvent: UIEvent?

    open func sendAction(_ action: UIAction) {
        action.perform(sender: self, event: sendingEvent)
    }



    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Whether `touch` is within the tracking margin (subclasses decide on release with it too).
    func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchTrackingMargin, dy: -Self.touchTrackingMargin).contains(touch.location(in: self))
    }

    // MARK: Tracking: what a custom control overrides (UIKit's order: begin on touch down, continue
    // on each move while it returns true, end on touch up, cancel when the touch is cancelled).

    /// Starts tracking `touch`; return false to stop tracking it (no more continue or end calls).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Each move of a tracked touch; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (nil when there was none).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Menus

    /// Whether a long press shows the control's menu (a button's `menu` turns it on).
    open var isContextMenuInteractionEnabled: Bool {
        get { ownMenuInteraction != nil }
        set {
            guard newValue != (ownMenuInteraction != nil) else { return }
            if newValue {
                let interaction = UIContextMenuInteraction(delegate: self)
                ownMenuInteraction = interaction
                addInteraction(interaction)
            } else if let interaction = ownMenuInteraction {
                interaction.dismissMenu()
                ownMenuInteraction = nil
                removeInteraction(interaction)
            }
        }
    }

    /// The interaction that shows the control's menu, while it has one.
    open var contextMenuInteraction: UIContextMenuInteraction? { ownMenuInteraction }
    private var ownMenuInteraction: UIContextMenuInteraction?

    /// Whether a touch down shows the menu instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false

    /// Where the menu attaches to the control (the side nearer it is the side the menu aligns to).
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    /// The control's menu for a press at `location`; none for a plain control.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// An action of the control's menu was chosen (a pop-up button shows it as its title).
    func menuDidChoose(_ action: UIAction) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled else { return }
        if showsMenuAsPrimaryAction, let interaction = ownMenuInteraction {
            // The menu opens on touch down, as iOS opens a button's menu; the control sends nothing.
            interaction.presentMenu(at: touch.location(in: nil))
            return
        }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
        if !isTracking {
            isTouchInside = false
            isHighlighted = false
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isTracking else { return }
        let inside = isInsideForTracking(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
        if !continueTracking(touch, with: event) {
            isTracking = false
            isTouchInside = false
            isHighlighted = false
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isTracking else { return }
        let inside = isInsideForTracking(touch)
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        endTracking(touch, with: event)
        if inside {
            sendActions(for: triggersPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside,
                        with: event)
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }
}

extension UIControl: UIContextMenuInteractionDelegate {}
