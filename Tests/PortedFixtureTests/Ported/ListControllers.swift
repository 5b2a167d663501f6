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
