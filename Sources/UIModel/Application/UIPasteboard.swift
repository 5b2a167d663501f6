import Foundation

/// The pasteboard copy and paste go through (UIKit's `UIPasteboard`). `general` belongs to the
/// app's runtime and lives in memory; the window also hands copied text to the desktop's
/// clipboard. Items are dictionaries from a type identifier to a value, as in UIKit. `Sendable`
/// and not isolated, as in UIKit: its items are kept under a lock.
nonisolated open class UIPasteboard: NSObject, @unchecked Sendable {
    deinit {}

    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    nonisolated public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Posted with the pasteboard as the object when its items change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The type identifiers UIKit's conveniences use.
    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.png"
    static let colorType = "com.apple.uikit.color"

    /// The system-wide pasteboard of the running app.
    open class var general: UIPasteboard { withMainActorState { UIModelRuntime.current.pasteboard } }

    open private(set) var name: Name
    /// Counts the changes to the items (it starts at 0).
    open var changeCount: Int { state.withLock { $0.changeCount } }
    private let state = LockedValue<(items: [[String: Any]], changeCount: Int)>(([], 0))
    private var storedItems: [[String: Any]] { state.withLock { $0.items } }

    @MainActor init(name: Name) { self.name = name }

    /// The items, each a dictionary from type identifier to value.
    open var items: [[String: Any]] {
        get { storedItems }
        set {
            state.withLock { $0 = (newValue, $0.changeCount + 1) }
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
            if name == .general {
                let text = string
                withMainActorState { UIModelRuntime.current.pasteboardStringDidChange?(text) }
            }
        }
    }
    open var numberOfItems: Int { storedItems.count }
    /// The types of the first item.
    open var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    open func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setValue(data, forPasteboardType: pasteboardType) }
    open func addItems(_ items: [[String: Any]]) { self.items = storedItems + items }
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }

    private func values<T>(_ type: String, as: T.Type) -> [T] { storedItems.compactMap { $0[type] as? T } }
    private func set<T>(_ values: [T]?, _ type: String) { items = (values ?? []).map { [type: $0] } }

    open var string: String? {
        get { values(Self.textType, as: String.self).first }
        set { set(newValue.map { [$0] }, Self.textType) }
    }
    open var strings: [String]? {
        get { let s = values(Self.textType, as: String.self); return s.isEmpty ? nil : s }
        set { set(newValue, Self.textType) }
    }
    open var url: URL? {
        get { values(Self.urlType, as: URL.self).first }
        set { set(newValue.map { [$0] }, Self.urlType) }
    }
    open var urls: [URL]? {
        get { let u = values(Self.urlType, as: URL.self); return u.isEmpty ? nil : u }
        set { set(newValue, Self.urlType) }
    }
    open var image: UIImage? {
        get { values(Self.imageType, as: UIImage.self).first }
        set { set(newValue.map { [$0] }, Self.imageType) }
    }
    open var images: [UIImage]? {
        get { let i = values(Self.imageType, as: UIImage.self); return i.isEmpty ? nil : i }
        set { set(newValue, Self.imageType) }
    }
    open var color: UIColor? {
        get { values(Self.colorType, as: UIColor.self).first }
        set { set(newValue.map { [$0] }, Self.colorType) }
    }
    open var colors: [UIColor]? {
        get { let c = values(Self.colorType, as: UIColor.self); return c.isEmpty ? nil : c }
        set { set(newValue, Self.colorType) }
    }
    open var hasStrings: Bool { !values(Self.textType, as: String.self).isEmpty }
    open var hasURLs: Bool { !values(Self.urlType, as: URL.self).isEmpty }
    open var hasImages: Bool { !values(Self.imageType, as: UIImage.self).isEmpty }
    open var hasColors: Bool { !values(Self.colorType, as: UIColor.self).isEmpty }
}
