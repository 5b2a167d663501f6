import Foundation
import UIModel

/// The simulator's home screen: a list of the demos; tapping a row opens it.
final class GalleryViewController: UIViewController {
    private weak var navigator: SceneNavigator?
    private let titleLabel = UILabel(frame: .zero)
    private let subtitleLabel = UILabel(frame: .zero)
    private let list = UIStackView()

    init(navigator: SceneNavigator) {
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
        title = "Gallery"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The column of title, subtitle and list: 16 pt below the safe area, within the margins,
    /// at most `maxWidth` wide and centred.
    static let maxWidth: CGFloat = 600

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "gallery"
        titleLabel.text = "UIModel Simulator"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        subtitleLabel.text = "UIKit-style views, animations, transitions and size classes on Linux. Pick a demo."
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        list.axis = .vertical
        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 12
        list.clipsToBounds = true
        for entry in SceneCatalog.demos {
            let row = GalleryRow(entry: entry)
            row.addAction(UIAction { [weak self] _ in self?.navigator?.open(scene: entry.name) }, for: .touchUpInside)
            row.heightAnchor.constraint(equalToConstant: GalleryRow.height).isActive = true
            list.addArrangedSubview(row)
        }
        let column = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, list])
        column.axis = .vertical
        column.spacing = 5
        column.setCustomSpacing(20, after: subtitleLabel)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let fullWidth = column.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
        fullWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.centerXAnchor.constraint(equalTo: view.layoutMarginsGuide.centerXAnchor),
            column.widthAnchor.constraint(lessThanOrEqualToConstant: Self.maxWidth),
            column.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
            fullWidth,
        ])
    }
}

/// One demo in the gallery list: title, subtitle and a chevron; grey while pressed.
final class GalleryRow: UIControl {
    static let height: CGFloat = 68
    private let title = UILabel(frame: .zero)
    private let subtitle = UILabel(frame: .zero)
    private let chevron = UILabel(frame: .zero)

    init(entry: SceneCatalog.Entry) {
        super.init(frame: .zero)
        accessibilityIdentifier = "row." + entry.name
        // A custom control says nothing by itself: VoiceOver reads the row as one button.
        accessibilityLabel = entry.title
        accessibilityHint = entry.subtitle
        accessibilityTraits = .button
        backgroundColor = .secondarySystemGroupedBackground
        title.text = entry.title
        title.font = .systemFont(ofSize: 17, weight: .medium)
        subtitle.text = entry.subtitle
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        chevron.text = "\u{203A}"
        chevron.font = .systemFont(ofSize: 24)
        chevron.textColor = .systemGray3
        [title, subtitle, chevron].forEach { addSubview($0) }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray5 : .secondarySystemGroupedBackground }
    }

    override func layoutSubviews() {
        let b = bounds
        title.frame = CGRect(x: 16, y: 12, width: b.width - 48, height: 22)
        subtitle.frame = CGRect(x: 16, y: 36, width: b.width - 48, height: 18)
        chevron.frame = CGRect(x: b.width - 28, y: 0, width: 16, height: b.height)
    }
}
