import Foundation

/// A transition between two controllers of a storyboard. `perform()` does what the segue's
/// kind does (show, show detail, present modally or as a popover); a subclass named as a custom
/// segue's class overrides it.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    nonisolated deinit {}
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    /// What `perform()` does for a segue of one of Interface Builder's kinds, or the block of
    /// `init(identifier:source:destination:performHandler:)`.
    var performHandler: (() -> Void)?

    /// Required here (UIKit's is not): the storyboard makes a custom segue's class from its
    /// type, which Swift allows only through a required initializer.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition.
    open func perform() { performHandler?() }
}

/// Where an unwind segue starts: its source, its action and its sender, as
/// `canPerformUnwindSegueAction(_:from:sender:)` receives them.
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    nonisolated deinit {}
    open private(set) var source: UIViewController
    /// The unwind action's name (`"unwindToList:"`): Linux has no selectors.
    open private(set) var unwindAction: Selector
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
