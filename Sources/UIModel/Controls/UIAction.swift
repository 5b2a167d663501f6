import Foundation

/// What an action runs when it is performed (UIKit's name).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action, UIKit's replacement for target/selector pairs, and a menu's item.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    nonisolated deinit {}
    nonisolated public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue; elementDidChange() }
    }
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue; elementDidChange() }
    }
    /// The image a menu shows while the action is on (UIKit's iOS 17 addition).
    open var selectedImage: UIImage? { didSet { elementDidChange() } }
    /// The title VoiceOver and the keyboard shortcut overlay use instead of `title`.
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = [] { didSet { elementDidChange() } }
    /// The checkmark a menu shows for the action.
    open var state: UIMenuElement.State = .off { didSet { if state != oldValue { elementDidChange() } } }
    open private(set) var identifier: Identifier
    let handler: UIActionHandler
    /// The control that sent the action while its handler runs.
    open internal(set) var sender: Any?
    /// The event that made the control send the action while its handler runs (nil for
    /// `sendActions(for:)` called from code). UIModel's addition: UIKit hands it only to
    /// selectors that take `(sender, event)`, which `uimodel-port` rewrites into actions reading it.
    public internal(set) var event: UIEvent?

    /// Runs the handler with `sender` and `event` set while it runs (controls and bar items).
    func perform(sender: Any?, event: UIEvent? = nil) {
        self.sender = sender
        self.event = event
        defer { self.sender = nil; self.event = nil }
        handler(self)
    }

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(ActionIdentifiers.next())
        self.handler = handler
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// An action cannot be decoded here (there are no storyboards): nil, as a failed decode.
    public required init?(coder: NSCoder) { nil }

    override var menuAttributes: UIMenuElement.Attributes { attributes }
    override var menuState: UIMenuElement.State { state }
}

/// Default action identifiers: counted, not random UUIDs, so runs stay deterministic.
enum ActionIdentifiers {
    static func next() -> String {
        let runtime = UIModelRuntime.current
        runtime.actionCount += 1
        return "action-\(runtime.actionCount)"
    }
}
