import UIModel

/// A base controller that adopts the table's protocols; its subclasses implement the optional
/// methods they need, as UIKit apps do.
class BaseListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    weak var scrollObserver: UIScrollViewDelegate?
    var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FruitCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    // UIKit's default, so that subclasses' tableView(_:didSelectRowAt:) is called (uimodel-port)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    // UIKit's default, so that subclasses' tableView(_:heightForRowAt:) is called (uimodel-port)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

// MARK: - Scrolling
extension BaseListController {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollObserver?.scrollViewDidScroll(scrollView)
    }
}

final class FruitListController: BaseListController {
    var picked: [String] = []
    var appearances = 0

    override func viewDidLoad() {
        rows = ["Apple", "Banana", "Cherry"]
        super.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(rows[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

/// A cell with a subtitle whatever style it is registered with.
final class FruitCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table view controller that edits as most apps do: it moves and deletes rows and relies on
/// UIKit for reorder controls and swipe to delete.
final class GroceryListController: UITableViewController {
    var items = ["Bread", "Eggs", "Milk"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    // UIKit shows reorder controls for a data source that moves rows (uimodel-port)
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    // UIKit lets a swipe delete a row of a data source that commits edits (uimodel-port)
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? true,
              self.tableView(tableView, editingStyleForRowAt: indexPath) == .delete else { return nil }
        let title = self.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            done(true)
        }])
    }
}
