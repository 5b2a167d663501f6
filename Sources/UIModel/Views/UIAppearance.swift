import Foundation

/// UIKit's appearance proxy (`UIView.appearance()`, `appearance(for:)`), for `tintColor` and
/// `backgroundColor`: a value set on the proxy applies to every view of that class (and its
/// subclasses) whose traits contain the proxy's traits. Where several proxies match, the one for
/// the most derived class wins, then the one with more traits specified, then the last set.
/// A tint set on the view itself wins over the proxies; a proxy's background applies to views
/// whose own `backgroundColor` is nil. Values are re-applied whenever a view's traits change,
/// so `appearance(for: compact height).tintColor = .red` turns red on rotation.
@preconcurrency @MainActor public class UIAppearanceProxy {
    nonisolated deinit {}
    let viewClass: AnyClass
    let traits: UITraitCollection?
    /// Distance from UIView in the class hierarchy (more derived classes win).
    let depth: Int
    var order = 0

    init(viewClass: AnyClass, traits: UITraitCollection?) {
        self.viewClass = viewClass
        self.traits = traits
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

    static func proxy(for cls: AnyClass, traits: UITraitCollection?) -> UIAppearanceProxy {
        proxy(for: cls, traits: traits) { UIAppearanceProxy(viewClass: $0, traits: $1) }
    }

    /// The proxy for `cls` and `traits`, made by `make` the first time (a bar's proxy has the
    /// bar's properties).
    static func proxy<P: UIAppearanceProxy>(for cls: AnyClass, traits: UITraitCollection?,
                                            make: (AnyClass, UITraitCollection?) -> P) -> P {
        if let p = proxies.first(where: { $0.viewClass == cls && $0.traits == traits }) as? P { return p }
        let p = make(cls, traits)
        proxies.removeAll { $0.viewClass == cls && $0.traits == traits }
        proxies.append(p)
        return p
    }

    /// The winning proxy value for `view`, read by `value`.
    static func value<T>(for view: UIView, _ value: (UIAppearanceProxy) -> T?) -> T? {
        guard !proxies.isEmpty else { return nil }
        let traits = view.traitCollection
        var best: UIAppearanceProxy?
        var bestValue: T?
        for p in proxies {
            guard let v = value(p), traits.containsTraits(in: p.traits), isKind(view, of: p.viewClass) else { continue }
            if let b = best {
                let lhs = (p.depth, p.traits?.specifiedCount ?? 0, p.order), rhs = (b.depth, b.traits?.specifiedCount ?? 0, b.order)
                guard lhs > rhs else { continue }
            }
            best = p
            bestValue = v
        }
        return bestValue
    }

    static func isKind(_ view: UIView, of cls: AnyClass) -> Bool {
        var c: AnyClass? = type(of: view)
        while let cur = c {
            if cur == cls { return true }
            c = _getSuperclass(cur)
        }
        return false
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
