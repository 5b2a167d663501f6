import UIKit

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
}

// MARK: - Scrolling
extension BaseListController {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollObserver?.scrollViewDidScroll?(scrollView)
    }
}

final class FruitListController: BaseListController {
    var picked: [String] = []
    var appearances = 0

    override func viewDidLoad() {
        rows = ["Apple", "Banana", "Cherry"]
        super.viewDidLoad()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(rows[indexPath.row])
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
}

extension FruitListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

/// A cell with a subtitle whatever style it is registered with.
final class FruitCell: UITableViewCell {
    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
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
}

extension GroceryListController {
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}
