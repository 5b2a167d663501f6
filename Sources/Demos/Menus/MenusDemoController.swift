import Foundation
import UIModel

/// The "menus" demo: a list of documents. A long press (or a right click in the window) on a
/// row lifts it with a context menu: actions with images, an inline row of medium elements, a
/// Share submenu, a single-choice Tag section and a destructive Delete. The Sort button in the
/// navigation bar opens a menu of single-choice orders; the pop-up button above the list
/// filters by kind and shows its choice as its title. Pulling the list down refreshes it; Edit
/// shows delete controls, and reorder controls in the Manual order.
final class MenusDemoController: UINavigationController {
    init(back: (() -> Void)?) {
        super.init(rootViewController: DocumentListController(back: back))
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class DocumentListController: UITableViewController {
    private struct Document { var name: String; var kind: String; var size: Int; var tag: String? }
    private let back: (() -> Void)?
    private var documents: [Document] = [
        Document(name: "Budget 2026", kind: "Sheet", size: 48, tag: "Work"),
        Document(name: "Holiday plans", kind: "Note", size: 3, tag: nil),
        Document(name: "Keynote draft", kind: "Slides", size: 2_100, tag: "Work"),
        Document(name: "Recipes", kind: "Note", size: 12, tag: "Home"),
        Document(name: "Reading list", kind: "Note", size: 1, tag: nil),
        Document(name: "Tax return", kind: "Sheet", size: 96, tag: "Home"),
        Document(name: "Trip photos", kind: "Album", size: 54_000, tag: nil),
    ]
    private var sortKey = "Name"
    private var kindFilter = "All"
    private let filterButton = UIButton(type: .system)

    init(back: (() -> Void)?) {
        self.back = back
        super.init(style: .insetGrouped)
        title = "Documents"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "menus.list"
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "\u{2039} Gallery", style: .plain,
                                                               primaryAction: UIAction { _ in back() })
        }
        let sort = UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: ["Name", "Size", "Kind", "Manual"].map { key in
            UIAction(title: key, state: key == sortKey ? .on : .off) { [weak self] _ in self?.sortKey = key; self?.reload() }
        })
        let sortItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: sort)
        sortItem.accessibilityIdentifier = "menus.sort"
        editButtonItem.accessibilityIdentifier = "menus.edit"
        navigationItem.rightBarButtonItems = [sortItem, editButtonItem]

        filterButton.accessibilityIdentifier = "menus.filter"
        filterButton.showsMenuAsPrimaryAction = true
        filterButton.changesSelectionAsPrimaryAction = true
        filterButton.menu = UIMenu(children: ["All", "Note", "Sheet", "Slides", "Album"].map { kind in
            UIAction(title: kind) { [weak self] _ in self?.kindFilter = kind; self?.reload() }
        })
        filterButton.contentHorizontalAlignment = .leading
        filterButton.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        filterButton.autoresizingMask = [.flexibleWidth]
        filterButton.frame = header.bounds.insetBy(dx: 20, dy: 0)
        header.addSubview(filterButton)
        tableView.tableHeaderView = header

        // Pull to refresh: a new document arrives a second later.
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Checking for documents…")
        refresh.addAction(UIAction { [weak self] _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                guard let self else { return }
                self.documents.append(Document(name: "Inbox \(self.documents.count + 1)", kind: "Note", size: 2, tag: nil))
                self.reload()
                self.refreshControl?.endRefreshing()
            }
        }, for: .valueChanged)
        refreshControl = refresh
    }

    private var shown: [Document] {
        let kept = documents.filter { kindFilter == "All" || $0.kind == kindFilter }
        switch sortKey {
        case "Size": return kept.sorted { $0.size < $1.size }
        case "Kind": return kept.sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
        case "Manual": return kept
        default: return kept.sorted { $0.name < $1.name }
        }
    }

    private func reload() { tableView.reloadData() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "document") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "document")
        let d = shown[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = d.name
        content.secondaryText = "\(d.kind) · \(ByteCount.format(kilobytes: d.size))" + (d.tag.map { " · \($0)" } ?? "")
        content.image = UIImage(systemName: d.kind == "Album" ? "photo" : "doc.text")
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = "menus.row\(indexPath.row)"
        return cell
    }

    // Editing: Delete removes a document; in the Manual order rows can be dragged.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let name = shown[indexPath.row].name
        documents.removeAll { $0.name == name }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        sortKey == "Manual" && kindFilter == "All"
    }

    override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
        documents.insert(documents.remove(at: from.row), at: to.row)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let name = shown[indexPath.row].name
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            self?.menu(for: name)
        }
    }

    /// The context menu of the document called `name`.
    private func menu(for name: String) -> UIMenu {
        let edit = UIMenu(options: .displayInline, preferredElementSize: .medium, children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
            UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { _ in },
            UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { [weak self] _ in self?.rename(name) },
        ])
        let share = UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: [
            UIAction(title: "Mail", image: UIImage(systemName: "envelope")) { _ in },
            UIAction(title: "Messages", image: UIImage(systemName: "message")) { _ in },
        ])
        let current = documents.first { $0.name == name }?.tag
        let tags = UIMenu(title: "Tag", options: [.displayInline, .singleSelection], children: ["Work", "Home"].map { tag in
            UIAction(title: tag, state: tag == current ? .on : .off) { [weak self] _ in self?.setTag(tag, of: name) }
        })
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
            self?.documents.removeAll { $0.name == name }
            self?.reload()
        }
        return UIMenu(title: name, children: [edit, share, tags, UIMenu(options: .displayInline, children: [delete])])
    }

    private func rename(_ name: String) {
        guard let i = documents.firstIndex(where: { $0.name == name }) else { return }
        documents[i].name = name + " copy"
        reload()
    }

    private func setTag(_ tag: String, of name: String) {
        guard let i = documents.firstIndex(where: { $0.name == name }) else { return }
        documents[i].tag = tag
        reload()
    }
}

/// Sizes as the Files app shows them.
private enum ByteCount {
    static func format(kilobytes: Int) -> String {
        kilobytes >= 1_000 ? "\(kilobytes / 1_000) MB" : "\(kilobytes) KB"
    }
}
