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

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The title's text attributes (font, colour, ...) for a state; other states fall back to
    /// the normal state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes the title is drawn with in `state`: the state's over the normal state's.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let normal = titleAttributes[UIControl.State.normal.rawValue]
        guard let own = titleAttributes[state.rawValue], state != .normal else { return normal }
        return (normal ?? [:]).merging(own) { $1 }
    }

    /// Called by the bar (or bars) showing the item when it changes.
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]

    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
