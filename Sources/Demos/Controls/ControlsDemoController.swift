import Foundation
import UIModel

/// The "controls" demo: a tab bar app. Settings is an inset-grouped table of switches, a
/// slider, a segmented control and a stepper, whose values change what the rows show (the
/// accent segment retints the whole app), under a large title that collapses as the table
/// scrolls; its General rows push screens with inline titles. Notes is a text view; Status
/// shows progress views, activity indicators and a page control. The Notes tab carries a badge
/// counting the notes' lines.
final class ControlsDemoController: UITabBarController {
    init(back: (() -> Void)?) {
        super.init(nibName: nil, bundle: nil)
        let settings = SettingsTableController(back: back)
        let settingsTab = UINavigationController(rootViewController: settings)
        settingsTab.navigationBar.prefersLargeTitles = true
        settingsTab.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"),
                                              selectedImage: UIImage(systemName: "gearshape.fill"))
        let notes = NotesViewController()
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "doc.text"),
                                        selectedImage: UIImage(systemName: "doc.text.fill"))
        notes.loadViewIfNeeded()  // its badge counts the lines from the start
        let status = StatusViewController()
        status.tabBarItem = UITabBarItem(title: "Status", image: UIImage(systemName: "chart.bar"),
                                         selectedImage: UIImage(systemName: "chart.bar.fill"))
        viewControllers = [settingsTab, notes, status]
        tabBar.accessibilityIdentifier = "controls.tabBar"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "controls"
    }
}

/// Settings rows: each a title, what it shows on the right, and what it changes.
private final class SettingsTableController: UITableViewController {
    private let back: (() -> Void)?
    private let wifi = UISwitch()
    private let bluetooth = UISwitch()
    private let brightness = UISlider()
    private let accent = UISegmentedControl(items: ["Blue", "Green", "Orange"])
    private let textSize = UIStepper()
    private let textSizeLabel = UILabel()
    private static let sections = ["Connections", "Display", "General"]
    /// The General rows, each pushing a screen of facts.
    private static let general: [(title: String, facts: [(String, String)])] = [
        ("About", [("Name", "Simulator"), ("Model", "iPhone 15"), ("Capacity", "128 GB"), ("Songs", "0")]),
        ("Software Update", [("Version", "UIModel 1.0"), ("Status", "Up to date")]),
        ("Storage", [("Used", "41 GB"), ("Available", "87 GB")]),
        ("Language & Region", [("Language", "English"), ("Region", "United Kingdom"), ("Calendar", "Gregorian")]),
        ("Keyboard", [("Auto-Correction", "On"), ("Smart Punctuation", "On")]),
        ("Fonts", [("Installed", "Roboto")]),
    ]

    init(back: (() -> Void)?) {
        self.back = back
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        tableView.accessibilityIdentifier = "controls.settings"
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "\u{2039} Gallery", style: .plain,
                                                               primaryAction: UIAction { _ in back() })
        }
        wifi.isOn = true
        wifi.accessibilityIdentifier = "controls.wifi"
        bluetooth.accessibilityIdentifier = "controls.bluetooth"
        brightness.value = 0.6
        brightness.frame.size = CGSize(width: 160, height: UISlider.sliderHeight)
        brightness.accessibilityIdentifier = "controls.brightness"
        accent.selectedSegmentIndex = 0
        accent.accessibilityIdentifier = "controls.accent"
        accent.addAction(UIAction { [weak self] _ in self?.accentChanged() }, for: .valueChanged)
        textSize.minimumValue = 12
        textSize.maximumValue = 24
        textSize.value = 17
        textSize.accessibilityIdentifier = "controls.textSize"
        textSize.addAction(UIAction { [weak self] _ in self?.updateTextSizeLabel() }, for: .valueChanged)
        for control in [wifi, bluetooth] {
            control.addAction(UIAction { [weak self] _ in self?.tableView.reloadData() }, for: .valueChanged)
        }
        updateTextSizeLabel()
    }

    private static let accents: [UIColor] = [.systemBlue, .systemGreen, .systemOrange]

    /// Retints the window: every control's tint follows it.
    private func accentChanged() {
        view.window?.tintColor = Self.accents[max(accent.selectedSegmentIndex, 0)]
    }

    private func updateTextSizeLabel() {
        textSizeLabel.text = "\(Int(textSize.value)) pt"
        textSizeLabel.font = .systemFont(ofSize: CGFloat(textSize.value))
        textSizeLabel.sizeToFit()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sections[section] }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "The accent colour tints every control in the app." : nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        [2, 4, Self.general.count][section]
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 2 else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        let row = Self.general[indexPath.row]
        navigationController?.pushViewController(FactsTableController(title: row.title, facts: row.facts), animated: true)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        cell.selectionStyle = indexPath.section == 2 ? .default : .none
        cell.accessoryType = indexPath.section == 2 ? .disclosureIndicator : .none
        cell.accessoryView = nil
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            content.text = "Wi-Fi"
            content.image = UIImage(systemName: "wifi")
            cell.accessoryView = wifi
        case (0, 1):
            content.text = bluetooth.isOn ? "Bluetooth" : "Bluetooth (off)"
            content.image = UIImage(systemName: "antenna.radiowaves.left.and.right")
            cell.accessoryView = bluetooth
        case (1, 0):
            content.text = "Brightness"
            content.image = UIImage(systemName: "sun.max")
            cell.accessoryView = brightness
        case (1, 1):
            content.text = "Accent"
            content.image = UIImage(systemName: "paintpalette")
            cell.accessoryView = accent
        case (1, 2):
            content.text = "Text Size"
            cell.accessoryView = textSize
        case (2, let row):
            content.text = Self.general[row].title
        default:
            content.text = "Sample"
            cell.accessoryView = textSizeLabel
        }
        cell.contentConfiguration = content
        return cell
    }
}

/// A pushed settings screen: rows of a name and a value, under an inline title (its
/// `largeTitleDisplayMode` is `.never`, as Settings' inner screens are).
private final class FactsTableController: UITableViewController {
    private let facts: [(String, String)]

    init(title: String, facts: [(String, String)]) {
        self.facts = facts
        super.init(style: .insetGrouped)
        self.title = title
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = facts[indexPath.row].0
        content.secondaryText = facts[indexPath.row].1
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}

/// A text view filling the tab; the tab's badge counts its lines, and a tap on the bar ends
/// editing.
private final class NotesViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Notes"
        textView.font = .systemFont(ofSize: 17)
        textView.text = "Buy oat milk\nCall the plumber about the kitchen tap, which has dripped since Tuesday\nBook the train"
        textView.delegate = self
        textView.accessibilityIdentifier = "controls.notes"
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        updateBadge()
    }

    func textViewDidChange(_ textView: UITextView) { updateBadge() }

    private func updateBadge() {
        let lines = textView.text.split(separator: "\n").count
        tabBarItem.badgeValue = lines > 0 ? String(lines) : nil
    }
}

/// Progress views filling at different rates, spinners and a page control.
private final class StatusViewController: UIViewController {
    private let upload = UIProgressView(progressViewStyle: .default)
    private let download = UIProgressView(progressViewStyle: .default)
    private let pages = UIPageControl()
    private let pageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        upload.progress = 0.3
        download.progress = 0.75
        download.progressTintColor = .systemGreen
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        medium.startAnimating()
        large.startAnimating()
        pages.numberOfPages = 5
        pages.accessibilityIdentifier = "controls.pages"
        pages.addAction(UIAction { [weak self] _ in self?.updatePageLabel() }, for: .valueChanged)
        pageLabel.font = .preferredFont(forTextStyle: .footnote)
        pageLabel.textColor = .secondaryLabel
        pageLabel.textAlignment = .center
        upload.accessibilityIdentifier = "controls.upload"
        updatePageLabel()
        let refresh = UIButton(type: .system, primaryAction: UIAction(title: "Advance") { [weak self] _ in self?.advance() })
        refresh.accessibilityIdentifier = "controls.advance"
        let spinners = UIStackView(arrangedSubviews: [medium, large])
        spinners.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [caption("Upload"), upload, caption("Download"), download, spinners, pages, pageLabel, refresh])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        return label
    }

    private func advance() {
        upload.setProgress(upload.progress >= 1 ? 0 : upload.progress + 0.2, animated: true)
        download.setProgress(download.progress >= 1 ? 0 : download.progress + 0.1, animated: true)
    }

    private func updatePageLabel() { pageLabel.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)" }
}
