import Foundation

/// A closure-based action, UIKit's replacement for target/selector pairs.
@preconcurrency @MainActor open class UIAction: NSObject {
    nonisolated deinit {}
    nonisolated public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action while its handler runs.
    public internal(set) var sender: Any?
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

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(ActionIdentifiers.next())
        self.handler = handler
    }
}

/// Default action identifiers: counted, not random UUIDs, so runs stay deterministic.
enum ActionIdentifiers {
    static func next() -> String {
        let runtime = UIModelRuntime.current
        runtime.actionCount += 1
        return "action-\(runtime.actionCount)"
    }
}
