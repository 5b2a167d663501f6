import Foundation

extension UIViewController {
    /// Adds a child controller (its view is the caller's to place). Calls `willMove(toParent:)`
    /// on the child, as UIKit does; the caller calls `didMove(toParent:)` when done.
    func baseAddChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else {
            UIKitWarning.log("addChild: a controller cannot contain itself or an ancestor; ignored")
            return
        }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
        childController.isMovingToParentPending = true
    }

    /// Detaches from the parent. The caller calls `willMove(toParent: nil)` first, as in UIKit;
    /// this calls `didMove(toParent: nil)`. The insets the parent's bars gave the child's safe
    /// area go with the parent.
    func baseRemoveFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        containerSafeAreaInsets = .zero
        isMovingFromParentPending = true
        didMove(toParent: nil)
    }

    var baseChildren: [UIViewController] { childStorage }
    var baseParent: UIViewController? { parentStorage }

    private func isDescendantController(of other: UIViewController) -> Bool {
        var p = parentStorage
        while let cur = p {
            if cur === other { return true }
            p = cur.parentStorage
        }
        return false
    }
}

/// UIKit logs misuse ("Attempt to present … while a presentation is in progress") and carries
/// on; so does the simulator, on standard error.
package enum UIKitWarning {
    /// The current runtime's warnings, newest last: at most the last 200 (tests read them).
    package static var history: [String] { UIModelRuntime.current.warnings }
    /// How many warnings the current runtime has logged in all.
    package static var count: Int { UIModelRuntime.current.warningCount }

    /// Forgets the warnings (a new simulated app starts with none).
    static func reset() {
        UIModelRuntime.current.warnings = []
        UIModelRuntime.current.warningCount = 0
    }

    /// Callable from any thread (value types warn too): kept in the calling thread's runtime
    /// (`UIModelRuntime.current`).
    nonisolated package static func log(_ message: String) {
        withMainActorState { UIModelRuntime.current.logWarning(message) }
        FileHandle.standardError.write(Data("UIModel warning: \(message)\n".utf8))
    }

    /// Logs `message` the first time this runtime sees it (a font stand-in named in every cell
    /// would otherwise fill the log).
    nonisolated package static func logOnce(_ message: String) {
        guard withMainActorState({ UIModelRuntime.current.warnedOnce.insert(message).inserted }) else { return }
        log(message)
    }
}
