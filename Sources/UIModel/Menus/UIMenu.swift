import Foundation

/// A titled group of menu elements: the menu a button, bar button item or context menu shows,
/// a submenu of another menu, or (with `.displayInline`) a section of its parent.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    nonisolated deinit {}

    /// A menu's identity (UIKit's system menus have their own; an app's default to a counter).
    nonisolated public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children (UIKit's raw values).
    nonisolated public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children appear in the parent, set off by separators, under the menu's title.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one of its actions turns it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children are shown side by side as icons (drawn here as a row of small elements).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the menu draws its children: `.large` rows (title and image), or `.medium`
    /// (image above title) and `.small` (image only) tiles side by side.
    nonisolated public enum ElementSize: Int, Sendable { case small, medium, large
        /// Chosen by the system: rows, as `.large`.
        public static let automatic = ElementSize.large
    }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open var preferredElementSize: ElementSize = .large { didSet { elementDidChange() } }
    open private(set) var children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("menu-\(MenuIdentifiers.next())")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu can only be made in code here: decoding gives nil.
    public required init?(coder: NSCoder) { nil }

    /// The same menu (title, image, identifier, options) with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that are on, in this menu and the inline menus within it.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let m = child as? UIMenu { return m.options.contains(.displayInline) ? m.selectedElements : [] }
            return child.menuState == .on ? [child] : []
        }
    }

    override var menuAttributes: Attributes { options.contains(.destructive) ? .destructive : [] }

    /// Every action of the menu, its submenus included, in order.
    var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let a = child as? UIAction { return [a] }
            if let m = child as? UIMenu { return m.allActions }
            return []
        }
    }

    /// Turns `chosen` on and the other actions of its single-selection group off.
    func select(_ chosen: UIAction) {
        for a in allActions where a !== chosen && a.state != .off { a.state = .off }
        chosen.state = .on
    }
}

/// Default menu identifiers: counted, so runs stay deterministic.
enum MenuIdentifiers {
    static func next() -> Int {
        let runtime = UIModelRuntime.current
        runtime.menuCount += 1
        return runtime.menuCount
    }
}

/// A menu element whose children are loaded when the menu opens: the menu shows a loading row
/// until `elementProvider` calls its completion with the elements. A cached element keeps what
/// it loaded for every later opening; an uncached one loads again each time.
@preconcurrency @MainActor open class UIDeferredMenuElement: UIMenuElement {
    nonisolated deinit {}
    public typealias Provider = (@escaping ([UIMenuElement]) -> Void) -> Void
    let provider: Provider
    let isCached: Bool
    /// What the provider gave, once it has (cached elements only keep it).
    var loaded: [UIMenuElement]?

    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isCached = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping Provider) {
        provider = elementProvider
        isCached = false
        super.init(title: "", image: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// An element that asks its provider again each time the menu opens.
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider (unless cached elements are there); `update` runs when it answers.
    func load(_ update: @escaping ([UIMenuElement]) -> Void) {
        if isCached, let loaded { return update(loaded) }
        var answered = false
        provider { [weak self] elements in
            guard !answered else { return }
            answered = true
            if self?.isCached == true { self?.loaded = elements }
            update(elements)
        }
    }
}
