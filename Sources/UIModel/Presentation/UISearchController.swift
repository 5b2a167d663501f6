import Foundation

/// Gets told when the search text changes (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller appear and go (UIKit's `UISearchControllerDelegate`).
@preconcurrency @MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Hears a search bar (UIKit's `UISearchBarDelegate`).
@preconcurrency @MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field with an optional Cancel button.
@preconcurrency @MainActor open class UISearchBar: UIView, UITextFieldDelegate, UITextInputTraits {
    nonisolated deinit {}
    open private(set) var searchTextField = UITextField(frame: .zero)
    open weak var delegate: UISearchBarDelegate?
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue; textChanged() }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    // Text input traits: its search field's.
    open var keyboardType: UIKeyboardType { get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue } }
    open var returnKeyType: UIReturnKeyType { get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue } }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType { get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue } }
    open var spellCheckingType: UITextSpellCheckingType { get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue } }
    open var smartQuotesType: UITextSmartQuotesType { get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue } }
    open var smartDashesType: UITextSmartDashesType { get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue } }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool { get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue } }
    open var textContentType: UITextContentType! { get { searchTextField.textContentType } set { searchTextField.textContentType = newValue } }

    open var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }

    /// Shows or hides Cancel, the field sliding to make room when animated.
    open func setShowsCancelButton(_ showCancelButton: Bool, animated: Bool) {
        showsCancelButton = showCancelButton
        if animated, window != nil {
            UIView.animate(withDuration: UISearchBar.cancelSlideDuration) { self.layoutIfNeeded() }
        }
    }

    /// How long Cancel takes to slide in or out (UIKit's keyboard-paced 0.25 s).
    static let cancelSlideDuration: TimeInterval = 0.25

    /// An image drawn behind the bar, stretched to it (an empty `UIImage()`, the usual way to
    /// remove the background: nothing, as this bar draws none of its own).
    open var backgroundImage: UIImage? {
        didSet {
            backgroundImageView.image = backgroundImage
            backgroundImageView.isHidden = backgroundImage.map { $0.size == .zero } ?? true
        }
    }
    private lazy var backgroundImageView: UIImageView = {
        let view = UIImageView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isHidden = true
        insertSubview(view, at: 0)
        return view
    }()
    let cancelButton = UIButton(type: .system)
    /// The search controller that owns this bar, if any.
    weak var searchController: UISearchController?

    /// UIKit's search bar height.
    package static let height: CGFloat = 56
    /// UIKit's search field: 36 pt high, its text 30 pt in, after the magnifying glass.
    static let fieldHeight: CGFloat = 36
    static let glassWidth: CGFloat = 30

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        backgroundColor = nil
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.placeholder = "Search"
        // UIKit's search field leads with a magnifying glass, in the secondary label colour as
        // its placeholder is.
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: Self.glassWidth, height: Self.fieldHeight)
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        searchTextField.plainPlaceholderColor = .secondaryLabel
        // A search field starts in lower case, as UIKit's search bar (autocapitalization none).
        searchTextField.autocapitalizationType = .none
        searchTextField.accessibilityIdentifier = "searchField"
        // UIKit's search field: a Search return key, enabled once there is text.
        searchTextField.returnKeyType = .search
        searchTextField.enablesReturnKeyAutomatically = true
        searchTextField.delegate = self
        searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.accessibilityIdentifier = "searchCancel"
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    private func textChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.textChanged()
    }

    private func cancelTapped() {
        searchTextField.text = ""
        delegate?.searchBarCancelButtonClicked(self)
        if let sc = searchController { sc.isActive = false } else { searchTextField.resignFirstResponder() }
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        if let sc = searchController, !sc.isActive { sc.isActive = true }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width < .greatestFiniteMagnitude ? size.width : 320, height: Self.height)
    }

    /// Cancel takes the bar button item appearance proxies that reach it
    /// (`UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])`), as iOS's
    /// Cancel, a bar button item, does.
    private func styleCancelButton() {
        let proxied = UIBarButtonItemAppearanceProxy.resolved(for: UIBarButtonItem.self, in: self, state: .normal)
        cancelButton.tintColor = proxied.tint
        cancelButton.setAttributedTitle(proxied.attributes.map { NSAttributedString(string: "Cancel", attributes: $0) }, for: .normal)
    }

    override func traitsDidChange() {
        super.traitsDidChange()
        styleCancelButton()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The field keeps the bar's layout margins at its sides (8 pt, and the safe area), as in
        // UIKit, and is centred vertically.
        let m = layoutMargins, height = min(Self.fieldHeight, bounds.height)
        let b = CGRect(x: m.left, y: (bounds.height - height) / 2, width: max(bounds.width - m.left - m.right, 0), height: height)
        let cancelWidth: CGFloat = showsCancelButton ? 68 : 0
        searchTextField.frame = CGRect(x: b.minX, y: b.minY, width: max(b.width - cancelWidth, 0), height: b.height)
        cancelButton.frame = CGRect(x: b.maxX - cancelWidth + 8, y: b.minY, width: max(cancelWidth - 8, 0), height: b.height)
    }
}

/// Drives a search bar (UIKit's `UISearchController`). Put `searchBar` in your view; typing in
/// it activates the controller (the Cancel button appears, `searchResultsUpdater` hears every
/// change) and Cancel deactivates it. With a `searchResultsController`, its view covers the
/// content below the bar while the controller is active; without one, the updater filters the
/// content in place (UIKit's `searchResultsController: nil` pattern).
@preconcurrency @MainActor open class UISearchController: UIViewController {
    nonisolated deinit {}
    open private(set) var searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.height))
    open private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the search is dimmed while it is active.
    ///
    /// Stored, no effect here: no dimming view is drawn; a results controller's view covers the content, and without one the content is filtered in place.
    open var obscuresBackgroundDuringPresentation = true
    /// The iOS 8 name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether activating the search moves a navigation bar's search bar up in place of the
    /// bar's row and large title (UIKit's default), the content following it.
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true

    /// A search controller with no results controller (it filters the content in place).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Activating shows the Cancel button, focuses the field and shows the results controller;
    /// deactivating clears the text and hides them again.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { activate() } else { deactivate() }
        }
    }

    /// The controller whose view holds the search bar (found through the responder chain).
    private var hostController: UIViewController? {
        var r: UIResponder? = searchBar.superview
        while let cur = r {
            if let vc = cur as? UIViewController { return vc }
            r = cur.next
        }
        return nil
    }

    private func activate() {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if !searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.becomeFirstResponder() }
        (hostController as? UINavigationController)?.searchPresentationChanged()
        if let results = searchResultsController, let host = hostController, let hostView = host.viewIfLoaded {
            host.addChild(results)
            let top = searchBar.convert(searchBar.bounds, to: hostView).maxY
            results.view.frame = CGRect(x: 0, y: top, width: hostView.bounds.width, height: max(hostView.bounds.height - top, 0))
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            results.view.isHidden = false
            results.beginAppearanceTransition(true, animated: false)
            hostView.addSubview(results.view)
            results.endAppearanceTransition()
            results.didMove(toParent: host)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        searchBar.showsCancelButton = false
        if !(searchBar.text ?? "").isEmpty { searchBar.searchTextField.text = "" }
        searchBar.searchTextField.resignFirstResponder()
        if let results = searchResultsController, results.parent != nil {
            results.willMove(toParent: nil)
            results.beginAppearanceTransition(false, animated: false)
            results.view.removeFromSuperview()
            results.endAppearanceTransition()
            results.removeFromParent()
        }
        (hostController as? UINavigationController)?.searchPresentationChanged()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    func textChanged() {
        if !isActive { isActive = true } else { searchResultsUpdater?.updateSearchResults(for: self) }
        // The controller showing the search bar updates its empty state for the new text.
        if let host = hostController {
            host.contentUnavailable.searchText = searchBar.text
            host.setNeedsUpdateContentUnavailableConfiguration()
        }
    }
}
