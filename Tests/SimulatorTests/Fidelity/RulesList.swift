import Foundation
import UIModel

extension ReferenceScreens {
    /// Critical Maps' rules list as its snapshot test shows it: a navigation controller's view
    /// (375 × 667 pt) with the large title "Rules" in an opaque white bar under the status bar, over a plain table of
    /// seven self-sizing rows, each a title-2 label 16 pt inside its cell, black, with a
    /// disclosure indicator; no rows drawn below the last (an empty footer view).
    final class RulesList: UITableViewController {
        static let titles = ["Corking!?", "Careful of oncoming traffic", "Hold your horses!", "No hard stops!",
                             "When driving at the head: Stop at the redlights!", "Hang loose", "Have fun!"]

        /// The navigation controller, whose view the test snapshots.
        static func screen() -> UINavigationController {
            let list = RulesList(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            navigation.overrideUserInterfaceStyle = .light
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            bar.backgroundColor = .white
            bar.largeTitleTextAttributes = [.foregroundColor: UIColor.black]
            bar.titleTextAttributes = [.foregroundColor: UIColor.black]
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
            navigation.navigationBar.prefersLargeTitles = true
            navigation.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            // The recording simulator (an iPhone 8) put its 20 pt status bar over the view, and
            // the bar sat below it; a view snapshot here has no status bar.
            navigation.additionalSafeAreaInsets.top = 20
            navigation.view.backgroundColor = .white
            return navigation
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Rules"
            tableView.backgroundColor = .white
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
            tableView.register(RuleCell.self, forCellReuseIdentifier: "rule")
            tableView.tableFooterView = UIView()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.titles.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "rule", for: indexPath) as! RuleCell
            cell.label.text = Self.titles[indexPath.row]
            return cell
        }
    }

    /// A rule's row: a multi-line title-2 label 16 pt inside the content view, and a chevron.
    final class RuleCell: UITableViewCell {
        let label = UILabel()

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            backgroundColor = .white
            accessoryType = .disclosureIndicator
            label.font = .preferredFont(forTextStyle: .title2)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.textColor = .black
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
                contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }
}
