import Foundation

/// What a trait-change handler is called with: the view or controller, and its traits before.
public typealias UITraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// A registration `registerForTraitChanges` returns, to unregister with.
@preconcurrency @MainActor public protocol UITraitChangeRegistration: AnyObject {}

/// Views and controllers: they call registered handlers when the traits they name change
/// (after `traitCollectionDidChange`, with `UITraitCollection.current` set to the new traits).
@preconcurrency @MainActor public protocol UITraitChangeObservable: AnyObject {}

final class TraitChangeRegistration: UITraitChangeRegistration {
    nonisolated deinit {}
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the registration's traits differs between the two collections.
    func matches(_ old: UITraitCollection, _ new: UITraitCollection) -> Bool {
        traits.contains { trait in
            guard let system = trait as? any SystemTrait.Type else { return false }
            return system.value(in: old) != system.value(in: new)
        }
    }
}

/// Where a view or controller keeps its registrations.
@MainActor protocol TraitRegistrationStore: UITraitChangeObservable {
    var traitRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the receiver and its previous traits whenever one of `traits` changes.
    /// The handler names the receiver's type, as UIKit's does: `{ (self: Self, previous:
    /// UITraitCollection) in ... }`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitChangeObservable>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let me = object as? Environment { handler(me, previous) }
        }
        (self as? TraitRegistrationStore)?.traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        (self as? TraitRegistrationStore)?.traitRegistrations.removeAll { $0 === registration }
    }
}

extension UIView: UITraitChangeObservable, TraitRegistrationStore {}
extension UIViewController: UITraitChangeObservable, TraitRegistrationStore {}

/// What `UITraitCollection.current` reads: the view or controller being laid out, drawn or told
/// of new traits (its traits are worked out only when asked), or a collection made current.
/// Kept as the objects themselves, so a layout pass pushes one without allocating.
enum TraitSource {
    case environment(UITraitEnvironment)
    case traits(UITraitCollection)
}

extension UITraitCollection {
    /// The traits colours resolve against now (`UIColor.cgColor`): the view's or controller's
    /// while UIModel lays it out, draws it or tells it of new traits; else what the app set;
    /// else the main screen's. As in UIKit, each thread has its own (see `UIModelRuntime.current`).
    nonisolated public static var current: UITraitCollection {
        get {
            withMainActorState {
                let runtime = UIModelRuntime.current
                switch runtime.traitSources.last {
                case .environment(let e)?: return e.traitCollection
                case .traits(let t)?: return t
                case nil: break
                }
                return runtime.currentTraits ?? UIScreen.main.traitCollection
            }
        }
        set { withMainActorState { UIModelRuntime.current.currentTraits = newValue } }
    }

    /// Runs `actions` with these traits as `current`.
    nonisolated public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let runtime = withMainActorState { UIModelRuntime.current }
        withMainActorState { runtime.traitSources.append(.traits(self)) }
        defer { withMainActorState { _ = runtime.traitSources.removeLast() } }
        try actions()
    }

    /// Runs `body` with `environment`'s traits as `current` (read only when asked).
    @MainActor static func withCurrent<T>(of environment: UITraitEnvironment, _ body: () throws -> T) rethrows -> T {
        let runtime = UIModelRuntime.current
        runtime.traitSources.append(.environment(environment))
        defer { runtime.traitSources.removeLast() }
        return try body()
    }
}
