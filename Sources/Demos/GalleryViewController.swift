import Foundation
import UIModel

/// The simulator's home screen: every demo in an inset-grouped table under a large title and a
/// line of introduction, as Settings lists its panes; it scrolls (drag or wheel), the bar fills
/// in as the list goes under it, and tapping a row opens its demo.
final class GalleryViewController: UITableViewController {
    private weak var navigator: SceneNavigator?
    private static let cellIdentifier = "demo"

    init(navigator: SceneNavigator) {
        self.navigator = navigator
        super.init(style: .insetGrouped)
        title = "UIModel Simulator"
        navigationItem.backButtonTitle = "Gallery"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The gallery in a navigation controller with large titles.
    static func inNavigationController(navigator: SceneNavigator) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: GalleryViewController(navigator: navigator))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "gallery"
        tableView.register(GalleryCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.tableHeaderView = GalleryHeaderView()
    }

    /// The header takes the table's width and the height its text needs at that width.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let width = tableView.bounds.width
        let height = header.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel).height
        if header.frame.size != CGSize(width: width, height: height) {
            header.frame = CGRect(x: 0, y: 0, width: width, height: height)
            tableView.tableHeaderView = header
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        SceneCatalog.demos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? GalleryCell)?.show(SceneCatalog.demos[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigator?.open(scene: SceneCatalog.demos[indexPath.row].name)
    }
}

/// One demo: its title, a line saying what it shows, and a disclosure indicator.
final class GalleryCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        textLabel?.font = .systemFont(ofSize: 17, weight: .medium)
        detailTextLabel?.font = .systemFont(ofSize: 13)
        detailTextLabel?.textColor = .secondaryLabel
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ entry: SceneCatalog.Entry) {
        accessibilityIdentifier = "row." + entry.name
        textLabel?.text = entry.title
        detailTextLabel?.text = entry.subtitle
        // VoiceOver reads the row as one button: the demo's title, then what it shows.
        accessibilityLabel = entry.title
        accessibilityHint = entry.subtitle
        accessibilityTraits = .button
    }
}

/// The gallery's line of introduction under the large title, on the sections' margins.
final class GalleryHeaderView: UIView {
    private let introduction = UILabel(frame: .zero)

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        introduction.text = "UIKit-style views, animations, transitions and size classes on Linux. Pick a demo."
        introduction.font = .systemFont(ofSize: 15)
        introduction.textColor = .secondaryLabel
        introduction.numberOfLines = 0
        introduction.translatesAutoresizingMaskIntoConstraints = false
        addSubview(introduction)
        // On the table's margins, as the large title and the sections are; 4 pt above, 8 pt to
        // the first section.
        preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            introduction.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            introduction.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            introduction.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            introduction.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
