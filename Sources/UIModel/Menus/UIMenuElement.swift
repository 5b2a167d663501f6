import Foundation

/// What a menu holds: actions, submenus and deferred elements. UIKit's abstract base class; its
/// title, subtitle and image are what a menu row shows.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    nonisolated deinit {}

    /// How an element looks and behaves in a menu (UIKit's raw values).
    nonisolated public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the element destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A checkmark state: `.on` shows a checkmark, `.mixed` a dash (UIKit's raw values).
    nonisolated public enum State: Int, Sendable { case off, on, mixed }

    var storedTitle: String
    var storedSubtitle: String?
    var storedImage: UIImage?

    open var title: String { storedTitle }
    open var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue; elementDidChange() }
    }
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
        super.init()
    }

    /// An element cannot be decoded here (there are no storyboards): nil, as a failed decode.
    public required init?(coder: NSCoder) { nil }

    /// Elements the menu shows in its rows: overridden by each kind.
    var menuAttributes: Attributes { [] }
    var menuState: State { .off }

    /// Tells an open menu showing this element to redraw it.
    func elementDidChange() {
        UIModelRuntime.current.menuElementsDidChange()
    }
}
