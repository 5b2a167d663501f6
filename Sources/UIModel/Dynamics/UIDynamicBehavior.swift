import Foundation

/// A behaviour of a dynamic animator, made of child behaviours; `action` runs every step.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    nonisolated deinit {}
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    public var action: (() -> Void)?
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsChanged()
    }

    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Adds an item to one of this behaviour's lists (once) and tells the animator.
    func insert(_ item: UIDynamicItem, into items: inout [UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes an item from one of this behaviour's lists and tells the animator.
    func remove(_ item: UIDynamicItem, from items: inout [UIDynamicItem]) {
        items.removeAll { $0 === item }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Every behaviour in this tree, this one first.
    func flattened(into out: inout [UIDynamicBehavior]) {
        out.append(self)
        for c in childBehaviors { c.flattened(into: &out) }
    }

    /// The items this behaviour acts on.
    var dynamicItems: [UIDynamicItem] { [] }

    /// Adds this behaviour's acceleration on `body` for one step (points per second²).
    func accelerate(_ body: DynamicBody) {}
    /// Applies per-step velocity changes (damping, added velocities, impulses).
    func adjustVelocity(_ body: DynamicBody, step: CGFloat) {}
    /// Resolves contacts between the bodies after they moved (collisions).
    func solveContacts(_ bodies: [DynamicBody], step: CGFloat) {}
    /// Sets the materials of the bodies this behaviour describes (item behaviours).
    func describeMaterial(_ body: DynamicBody) {}
}
