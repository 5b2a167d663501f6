import Foundation
import UIModel

/// The "adaptive" demo (iOS 8's adaptivity): a split view with a list of items and a
/// detail showing the smiling face (a crying face in compact height, from the asset catalog)
/// in the appearance tint (green in regular height, red in compact height), the current traits,
/// and buttons for a popover, an alert with a text field, an action sheet, a
/// half-height custom presentation and a search sheet. Resize the window or pick a preset:
/// the split collapses and separates, the popover becomes a sheet and back, the face and tint
/// switch.
final class AdaptiveDemoController: DemoViewController, UISplitViewControllerDelegate {
    static let items = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]
    let split = UISplitViewController()
    let list = ItemListController(items: AdaptiveDemoController.items)

    init(back: (() -> Void)?) { super.init(title: "Adaptive", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "adaptive"
        // Two lines: the tint follows the vertical size class.
        UIView.appearance(for: UITraitCollection(verticalSizeClass: .compact)).tintColor = .systemRed
        UIView.appearance(for: UITraitCollection(verticalSizeClass: .regular)).tintColor = .systemGreen
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        split.viewControllers = [UINavigationController(rootViewController: list), FaceDetailController(item: nil)]
        split.view.accessibilityIdentifier = "split"
        addChild(split)
        view.addSubview(split.view)
        split.didMove(toParent: self)
        addHeader()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        split.view.frame = CGRect(x: 0, y: contentMinY, width: b.width, height: max(b.height - contentMinY, 0))
    }

    /// With no item selected, collapsing keeps only the list (the classic iOS 8 delegate).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        (secondaryViewController as? FaceDetailController)?.item == nil
    }
}

/// The primary column: the items as a table; a tap shows the item's detail with
/// `showDetailViewController`, which the split view turns into a push when collapsed.
final class ItemListController: UITableViewController {
    let items: [String]

    init(items: [String]) {
        self.items = items
        super.init(style: .plain)
        title = "Fruit"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        tableView.accessibilityIdentifier = "list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: ItemCell.identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        ItemCell.dequeue(from: tableView, for: indexPath, item: items[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        select(items[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func select(_ item: String) {
        showDetailViewController(FaceDetailController(item: item), sender: self)
    }
}

/// The lists' rows: the item's name, identified as "row:<item>".
enum ItemCell {
    static let identifier = "item"

    static func dequeue(from tableView: UITableView, for indexPath: IndexPath, item: String) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "row:\(item)"
        return cell
    }
}

/// The secondary column: the face (an asset-catalog template image, tinted by the appearance
/// proxies), the traits as text, and the presentation buttons.
final class FaceDetailController: UIViewController {
    let item: String?
    let face = UIImageView(image: UIImage(named: "Face"))
    let nameLabel = UILabel(frame: .zero)
    let traitsLabel = UILabel(frame: .zero)
    let resultLabel = UILabel(frame: .zero)
    private(set) var buttons: [UIButton] = []
    private let halfSheet = HalfSheetTransitioning()

    init(item: String?) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item ?? "Detail"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "detail:\(item ?? "none")"
        face.accessibilityIdentifier = "face"
        face.contentMode = .scaleAspectFit
        nameLabel.text = item ?? "No selection"
        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        traitsLabel.font = .systemFont(ofSize: 13)
        traitsLabel.textColor = .secondaryLabel
        traitsLabel.numberOfLines = 0
        traitsLabel.accessibilityIdentifier = "traits"
        resultLabel.font = .systemFont(ofSize: 13)
        resultLabel.accessibilityIdentifier = "result"
        [face, nameLabel, traitsLabel, resultLabel].forEach { view.addSubview($0) }
        let actions: [(String, (UIButton) -> Void)] = [
            ("Popover", { [weak self] in self?.showPopover(from: $0) }),
            ("Alert", { [weak self] _ in self?.showAlert() }),
            ("Action sheet", { [weak self] in self?.showActionSheet(from: $0) }),
            ("Half sheet", { [weak self] _ in self?.showHalfSheet() }),
            ("Search", { [weak self] _ in self?.showSearch() }),
        ]
        for (title, action) in actions {
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            b.accessibilityIdentifier = title.lowercased().replacingOccurrences(of: " ", with: "-")
            b.layer.cornerRadius = 8
            b.layer.borderWidth = 1
            b.layer.borderColor = UIColor.systemGray4.cgColor
            // The button reaches its handler as the action's sender: capturing `b` here would
            // make a cycle (button → action → closure → button) and leak every detail screen.
            b.addAction(UIAction { if let sender = $0.sender as? UIButton { action(sender) } }, for: .touchUpInside)
            view.addSubview(b)
            buttons.append(b)
        }
        updateTraitsText()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateTraitsText()
        viewIfLoaded?.setNeedsLayout()
    }

    private func updateTraitsText() {
        let t = traitCollection
        let idiom = t.userInterfaceIdiom == .pad ? "pad" : t.userInterfaceIdiom == .phone ? "phone" : "unspecified"
        let style = t.userInterfaceStyle == .dark ? "dark" : "light"
        traitsLabel.text = "width \(t.horizontalSizeClass) · height \(t.verticalSizeClass)\n@\(Int(t.displayScale))x · \(idiom) · \(style)"
    }

    /// Regular height: the face above the text and a column of buttons. Compact height: the
    /// face on the left, the text and a grid of buttons beside it.
    override func viewDidLayoutSubviews() {
        let b = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 12)
        let compactHeight = traitCollection.verticalSizeClass == .compact
        let side: CGFloat = compactHeight ? min(90, b.height) : min(120, b.width)
        var textX = b.minX, y = b.minY
        if compactHeight {
            face.frame = CGRect(x: b.minX, y: b.minY, width: side, height: side)
            textX = b.minX + side + 16
        } else {
            face.frame = CGRect(x: b.midX - side / 2, y: b.minY, width: side, height: side)
            y = face.frame.maxY + 12
        }
        let textWidth = max(b.maxX - textX, 0)
        nameLabel.frame = CGRect(x: textX, y: y, width: textWidth, height: 28)
        traitsLabel.frame = CGRect(x: textX, y: nameLabel.frame.maxY + 2, width: textWidth, height: 36)
        resultLabel.frame = CGRect(x: textX, y: traitsLabel.frame.maxY + 2, width: textWidth, height: 18)
        y = resultLabel.frame.maxY + 10
        let columns = compactHeight || b.width > 500 ? 3 : 2
        let gap: CGFloat = 8
        let w = (textWidth - gap * CGFloat(columns - 1)) / CGFloat(columns)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: textX + CGFloat(i % columns) * (w + gap), y: y + CGFloat(i / columns) * 44, width: max(w, 0), height: 36)
        }
    }

    // MARK: Presentations

    func showPopover(from button: UIButton) {
        let content = PopoverContentController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 260, height: 150)
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        present(content, animated: true)
    }

    func showAlert() {
        let alert = UIAlertController(title: "Hello", message: "What is your name?", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.resultLabel.text = "Alert cancelled" })
        let ok = UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            let name = alert?.textFields?.first?.text ?? ""
            self?.resultLabel.text = "Hello, \(name.isEmpty ? "stranger" : name)!"
        }
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }

    func showActionSheet(from button: UIButton) {
        let sheet = UIAlertController(title: "Share \(item ?? "nothing")", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { [weak self] _ in self?.resultLabel.text = "Copied" })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.resultLabel.text = "Deleted" })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.resultLabel.text = "Sheet cancelled" })
        sheet.popoverPresentationController?.sourceView = button
        present(sheet, animated: true)
    }

    func showHalfSheet() {
        let sheet = HalfSheetContentController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = halfSheet
        present(sheet, animated: true)
    }

    func showSearch() {
        let search = SearchListController(items: AdaptiveDemoController.items)
        search.modalPresentationStyle = .formSheet
        present(search, animated: true)
    }
}

/// A message and a Close button that dismisses: the popover's and the half sheet's content.
class MessageController: UIViewController {
    let label = UILabel(frame: .zero)
    let close = UIButton(type: .system)
    private let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .secondarySystemBackground
        view.accessibilityIdentifier = identifier
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        close.setTitle("Close", for: .normal)
        close.accessibilityIdentifier = "close"
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(close)
    }

    /// The message at `top`, `height` tall, and the button below it.
    func layout(top: CGFloat, height: CGFloat) {
        let b = view.bounds
        label.frame = CGRect(x: 12, y: top, width: max(b.width - 24, 0), height: height)
        close.frame = CGRect(x: b.midX - 50, y: top + height + 10, width: 100, height: 36)
    }
}

/// Popover content: says how it is shown and which width it sees (a popover's content is
/// horizontally compact).
final class PopoverContentController: MessageController {
    init() { super.init(identifier: "popoverContent") }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLayoutSubviews() {
        let style = presentationController?.adaptedStyle == .popover ? "a popover" : "a sheet"
        label.text = "Shown as \(style)\nwidth \(traitCollection.horizontalSizeClass)"
        layout(top: 16, height: 60)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { viewIfLoaded?.setNeedsLayout() }
}

/// A custom presentation: the presented view takes the lower half, the presenter stays
/// visible behind a dimming view that fades in alongside; a tap on the dimming view dismisses.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView(frame: .zero)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = container.bounds
        dimming.accessibilityIdentifier = "halfSheetDimming"
        dimming.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }))
        container.insertSubview(dimming, at: 0)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.4 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class HalfSheetContentController: MessageController {
    init() { super.init(identifier: "halfSheet") }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.cornerRadius = 12
        label.text = "A half-height custom presentation"
    }

    override func viewDidLayoutSubviews() { layout(top: 24, height: 24) }
}

/// A search sheet: a UISearchController's bar over a table of the items, filtered as you type.
final class SearchListController: UIViewController, UISearchResultsUpdating, UITableViewDataSource {
    let items: [String]
    let search = UISearchController(searchResultsController: nil)
    let table = UITableView(frame: .zero, style: .plain)
    private(set) var shown: [String]
    let done = UIButton(type: .system)

    init(items: [String]) {
        self.items = items
        shown = items
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "searchSheet"
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search fruit"
        view.addSubview(search.searchBar)
        done.setTitle("Done", for: .normal)
        done.accessibilityIdentifier = "done"
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
        table.register(UITableViewCell.self, forCellReuseIdentifier: ItemCell.identifier)
        table.dataSource = self
        table.accessibilityIdentifier = "searchTable"
        view.addSubview(table)
    }

    /// The filter: rows whose title contains the search text (case-insensitive).
    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        shown = items.filter { text.isEmpty || $0.lowercased().contains(text) }
        table.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        ItemCell.dequeue(from: tableView, for: indexPath, item: shown[indexPath.row])
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        done.frame = CGRect(x: b.maxX - 76, y: 8, width: 68, height: 32)
        search.searchBar.frame = CGRect(x: 0, y: 44, width: b.width, height: UISearchBar.height)
        let top = 44 + UISearchBar.height
        table.frame = CGRect(x: 0, y: top, width: b.width, height: max(b.height - top, 0))
    }
}
