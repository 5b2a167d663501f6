import Foundation

/// How much a constraint matters (UIKit's `UILayoutPriority`, 1...1000): required ones must
/// hold; weaker ones give way to stronger ones.
nonisolated public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    // UIKit's values (UILayoutPriority in UIKit's NSLayoutConstraint.h).
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + d) }
    public static func - (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - d) }
}

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    nonisolated deinit {}
    nonisolated public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        /// An edge or centre of the item's layout margins (a view's `layoutMarginsGuide`); the
        /// same edge as the plain attribute for an item with no margins (a layout guide).
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The plain attribute a margin attribute measures, and whether it is a margin one.
        var withoutMargins: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }
    }

    nonisolated public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    // `@exclusivity(unchecked)` below: accesses on the layout path skip the runtime's exclusivity
    // check; none overlaps another (see LayoutEngine's note).
    @exclusivity(unchecked) public private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    @exclusivity(unchecked) public private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    open private(set) var multiplier: CGFloat

    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                UIKitWarning.log("NSLayoutConstraint: a constant of \(constant) is not a number; \(oldValue) is kept for \(self)")
                constant = oldValue
                return
            }
            if isActive, let host { host.layoutConstantChanged(self) }
        }
    }

    @exclusivity(unchecked) open var priority: UILayoutPriority {
        didSet {
            priority = UILayoutPriority(min(max(priority.rawValue.isNaN ? oldValue.rawValue : priority.rawValue, 1), 1000))
            guard priority != oldValue else { return }
            // UIKit: "Mutating a priority from required to not on an installed constraint (or
            // vice-versa) is not supported."
            if isActive, (oldValue == .required) != (priority == .required) {
                UIKitWarning.log("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                                 + "You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            if isActive { host?.layoutEngineChanged() }
        }
    }

    open var identifier: String?
    /// Whether layout uses it. Activating installs it on the items' nearest common ancestor.
    open var isActive: Bool {
        get { host != nil }
        set { if newValue { activateSelf(notifying: true) } else { deactivateSelf() } }
    }
    /// The view whose `constraints` hold it while active.
    @exclusivity(unchecked) weak var host: UIView?
    /// Set while UIKit's unsatisfiable-constraints recovery has broken it: it stays active but
    /// does not take part.
    @exclusivity(unchecked) var isBroken = false

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    /// An empty constraint (no items, `.notAnAttribute`), as UIKit's `init()` makes: its constant,
    /// priority and identifier can be set; activating it logs that it has no item. The designated
    /// initializer, as in UIKit: a subclass of the app's (a layout library's) that declares none
    /// of its own inherits `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        priority = .required
        super.init()
    }

    /// The anchors' way in: their items are objects already (an `Any` cast to `AnyObject` bridges).
    convenience init(_ view1: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ view2: AnyObject?, _ attr2: Attribute,
                     multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = attr2
        if multiplier.isFinite {
            self.multiplier = multiplier
        } else {
            UIKitWarning.log("NSLayoutConstraint: a multiplier of \(multiplier) is not a number; 1 is used")
        }
        if c.isFinite {
            constant = c
        } else {
            UIKitWarning.log("NSLayoutConstraint: a constant of \(c) is not a number; 0 is used")
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        // The engine is told once per host, not once per constraint (consecutive constraints
        // of one call are mostly installed on the same view).
        var notified: UIView?
        for c in constraints {
            if let host = c.activateSelf(notifying: false), host !== notified {
                host.layoutEngineChanged()
                notified = host
            }
        }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: Items

    /// The view an item lays out in: itself, or a layout guide's owning view.
    static func hostView(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    var firstView: UIView? { Self.hostView(of: firstItem) }
    var secondView: UIView? { Self.hostView(of: secondItem) }

    /// Installs it on its items' nearest common ancestor, returning the view it was installed
    /// on (nil when it already was, or cannot be); `notifying` false leaves telling the layout
    /// engine to the caller.
    @discardableResult
    private func activateSelf(notifying: Bool) -> UIView? {
        guard host == nil else { return nil }
        guard let first = firstView else {
            UIKitWarning.log("Unable to activate constraint \(self): its first item is not in a view hierarchy")
            return nil
        }
        let ancestor: UIView
        if let second = secondView {
            guard let common = first.nearestCommonAncestor(with: second) else {
                UIKitWarning.log("Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) and "
                                 + "\(anchorDescription(secondItem, secondAttribute)) because they have no common ancestor. "
                                 + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
                return nil
            }
            ancestor = common
        } else {
            ancestor = first
        }
        ancestor.install(self, notifying: notifying)
        return ancestor
    }

    private func deactivateSelf() {
        host?.removeConstraint(self)
    }

    func installed(on view: UIView?) {
        host = view
        isBroken = false
    }

    private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "<\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)>"
    }

    /// What UIKit prints for a constraint; `NSObject`'s own off the main actor.
    nonisolated open override var description: String {
        isOnMainActor ? MainActor.assumeIsolated { constraintDescription } : super.description
    }

    private var constraintDescription: String {
        func item(_ o: AnyObject?) -> String {
            guard let o else { return "" }
            if let v = o as? UIView, let id = v.accessibilityIdentifier { return "\(type(of: v))(\(id))" }
            return "\(type(of: o))"
        }
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem.map { "\(item($0)).\(secondAttribute)" } ?? ""
        if secondItem != nil, multiplier != 1 { rhs += "*\(multiplier)" }
        if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
        let id = identifier.map { "'\($0)' " } ?? ""
        let p = priority == .required ? "" : " (priority \(priority.rawValue))"
        return "<NSLayoutConstraint \(id)\(item(firstItem)).\(firstAttribute) \(rel) \(rhs)\(p)>"
    }
}
