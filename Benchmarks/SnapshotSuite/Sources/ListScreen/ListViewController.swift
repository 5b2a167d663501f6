import UIKit

/// A rounded card with a shadow and a title, as list screens put above their rows.
public final class HeaderCard: UIView {
    let title = UILabel()

    public init(text: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        title.text = text
        title.font = .preferredFont(forTextStyle: .title2)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// An inset-grouped list of 20 rows (title, subtitle, a disclosure or a checkmark) under a
/// header card. With `loadsLater`, the rows arrive in a main-queue block after the view loads.
public final class ListViewController: UITableViewController {
    let seed: Int
    let loadsLater: Bool
    var rows: [String] = []

    public init(seed: Int, loadsLater: Bool = false) {
        self.seed = seed
        self.loadsLater = loadsLater
        super.init(style: .insetGrouped)
        title = "List \(seed)"
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 150))
        let card = HeaderCard(text: "Header \(seed)")
        card.frame = header.bounds.insetBy(dx: 20, dy: 15)
        card.autoresizingMask = [.flexibleWidth]
        header.addSubview(card)
        tableView.tableHeaderView = header
        if loadsLater {
            DispatchQueue.main.async { self.load() }
        } else {
            load()
        }
    }

    func load() {
        rows = (0..<20).map { "Row \($0) of \(seed)" }
        tableView.reloadData()
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        content.secondaryText = "Detail \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row.isMultiple(of: 2) ? .disclosureIndicator : .checkmark
        return cell
    }
}
