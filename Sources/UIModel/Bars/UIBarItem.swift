import Foundation

/// What bar button items and tab bar items share: a title, an image, whether they are enabled.
/// A change re-lays out the bar showing the item.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    nonisolated deinit {}
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?

    public override init() {}

    /// Called by the bar (or bars) showing the item when it changes.
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]

    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
