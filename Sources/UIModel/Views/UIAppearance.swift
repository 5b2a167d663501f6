import Foundation

/// UIKit's appearance proxy (`UIView.appearance()`, `appearance(for:)`,
/// `appearance(whenContainedInInstancesOf:)`), for `tintColor` and `backgroundColor`: a value set
/// on the proxy applies to every view of that class (and its subclasses) whose traits contain the
/// proxy's traits and that sits inside instances of its container classes (views or view
/// controllers, the first the innermost). Where several proxies match, the one with more
/// containers wins, then the one for the most derived class, then the one with more traits
/// specified, then the last set.
/// A tint set on the view itself wins over the proxies; a proxy's background applies to views
/// whose own `backgroundColor` is nil. Values are re-applied whenever a view's traits change,
/// so `appearance(for: compact height).tintColor = .red` turns red on rotation.
@preconcurrency @MainActor public class UIAppearanceProxy {
    nonisolated deinit {}
    let viewClass: AnyClass
    let traits: UITraitCollection?
    /// The classes the view must sit inside, innermost first (none: anywhere).
    let containers: [AnyClass]
    /// Distance from UIView in the class hierarchy (more derived classes win).
    let depth: Int
    var order = 0

    init(viewClass: AnyClass, traits: UITraitCollection?, containers: [AnyClass] = []) {
        self.viewClass = viewClass
        self.traits = traits
        self.containers = containers
        var d = 0
        var c: AnyClass? = viewClass
        while let cur = c, cur != UIView.self { d += 1; c = _getSuperclass(cur) }
        depth = d
    }

    public var tintColor: UIColor? { didSet { changed() } }
    public var backgroundColor: UIColor? { didSet { changed() } }

    /// The values set through this proxy by property name (a bar's `isTranslucent`, its
    /// background image for a bar metrics): what every view of the class takes unless set on it.
    private var settings: [String: Any] = [:]

    /// The value set for `key` (the calling property's name by default), or nil.
    func setting<T>(_ key: String = #function) -> T? { settings[key] as? T }

    func set(_ value: Any?, for key: String = #function) {
        settings[key] = value
        changed()
    }

    func changed() {
        let runtime = UIModelRuntime.current
        runtime.appearanceOrder += 1
        order = runtime.appearanceOrder
        UIModelRuntime.current.windowSystem.setNeedsAppearanceUpdate()
    }
}

enum UIAppearanceRegistry {
    static var proxies: [UIAppearanceProxy] {
        get { UIModelRuntime.current.appearanceProxies }
        set { UIModelRuntime.current.appearanceProxies = newValue }
    }

    static func proxy(for cls: AnyClass, traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type] = []) -> UIAppearanceProxy {
        proxy(for: cls, traits: traits, containers: containers) { UIAppearanceProxy(viewClass: $0, traits: $1, containers: $2) }
    }

    /// The proxy for `cls`, `traits` and `containers`, made by `make` the first time (a bar's
    /// proxy has the bar's properties).
    static func proxy<P: UIAppearanceProxy>(for cls: AnyClass, traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type] = [],
                                            make: (AnyClass, UITraitCollection?, [AnyClass]) -> P) -> P {
        let classes: [AnyClass] = containers.map { $0 as AnyClass }
        func same(_ p: UIAppearanceProxy) -> Bool {
            p.viewClass == cls && p.traits == traits && p.containers.map(ObjectIdentifier.init) == classes.map(ObjectIdentifier.init)
        }
        if let p = proxies.first(where: same) as? P { return p }
        let p = make(cls, traits, classes)
        proxies.removeAll(where: same)
        proxies.append(p)
        return p
    }

    /// The winning proxy value for `view`, read by `value`.
    static func value<T>(for view: UIView, _ value: (UIAppearanceProxy) -> T?) -> T? {
        winningValue(for: type(of: view), traits: view.traitCollection, containersFrom: view.superview, value)
    }

    /// The winning proxy value for an item of `itemClass` (a bar button item) shown in
    /// `container`: proxies of the item's class, their containers sought from the container out.
    static func value<T>(forItemOf itemClass: AnyClass, in container: UIView, _ value: (UIAppearanceProxy) -> T?) -> T? {
        winningValue(for: itemClass, traits: container.traitCollection, containersFrom: container, value)
    }

    /// Among the proxies with a value for an object of `cls` with `traits`, whose containers are
    /// found from `start` out, the value of the one that wins.
    private static func winningValue<T>(for cls: AnyClass, traits: UITraitCollection, containersFrom start: UIView?,
                                        _ value: (UIAppearanceProxy) -> T?) -> T? {
        guard !proxies.isEmpty else { return nil }
        var best: UIAppearanceProxy?
        var bestValue: T?
        for p in proxies {
            guard let v = value(p), traits.containsTraits(in: p.traits), inherits(cls, from: p.viewClass),
                  isContained(startingAt: start, in: p.containers) else { continue }
            if let b = best {
                let lhs = (p.containers.count, p.depth, p.traits?.specifiedCount ?? 0, p.order)
                let rhs = (b.containers.count, b.depth, b.traits?.specifiedCount ?? 0, b.order)
                guard lhs > rhs else { continue }
            }
            best = p
            bestValue = v
        }
        return bestValue
    }

    /// Whether `start` and the views around it hold instances of `containers` (innermost
    /// first): each found further out than the one before, among the views and the controllers
    /// whose views they are.
    static func isContained(startingAt start: UIView?, in containers: [AnyClass]) -> Bool {
        guard !containers.isEmpty else { return true }
        var remaining = containers[...]
        var current: UIView? = start
        while let v = current, let wanted = remaining.first {
            if inherits(type(of: v), from: wanted) {
                remaining = remaining.dropFirst()
            } else if let controller = v.next as? UIViewController, controller.viewIfLoaded === v,
                      inherits(type(of: controller), from: wanted) {
                remaining = remaining.dropFirst()
            }
            current = v.superview
        }
        return remaining.isEmpty
    }

    /// Forgets every proxy (tests, and the simulator when it switches scenes).
    static func reset() { proxies.removeAll() }
}

extension UIView {
    /// Removes every appearance proxy value (the simulator does this when it switches scenes).
    static func resetAppearance() {
        UIAppearanceRegistry.reset()
        UIModelRuntime.current.windowSystem.setNeedsAppearanceUpdate()
    }
}

/// What may contain views an appearance proxy is about: views and view controllers.
public protocol UIAppearanceContainer: NSObjectProtocol {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
