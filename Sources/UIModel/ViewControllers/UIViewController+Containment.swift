import Foundation

extension UIViewController {
    /// Adds a child controller (its view is the caller's to place). Calls `willMove(toParent:)`
    /// on the child, as UIKit does; the caller calls `didMove(toParent:)` when done.
    public func addChild(_ childController: UIViewController) {
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
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        containerSafeAreaInsets = .zero
        isMovingFromParentPending = true
        didMove(toParent: nil)
    }

    public var children: [UIViewController] { childStorage }
    public var parent: UIViewController? { parentStorage }

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
public enum UIKitWarning {
    /// Every warning so far, newest last (tests read it).
    nonisolated(unsafe) public private(set) static var history: [String] = []

    /// Forgets the warnings (a new simulated app starts with none).
    static func reset() { history = [] }

    static func log(_ message: String) {
        history.append(message)
        FileHandle.standardError.write(Data("UIModel warning: \(message)\n".utf8))
    }
}
