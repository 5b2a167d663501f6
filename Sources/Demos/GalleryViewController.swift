import Foundation
import UIModel

/// The simulator's home screen: a list of the demos; tapping a row opens it.
final class GalleryViewController: UIViewController {
    private weak var navigator: SceneNavigator?
    private let titleLabel = UILabel(frame: .zero)
    private let subtitleLabel = UILabel(frame: .zero)
    private let list = UIView(frame: .zero)
    private var rows: [GalleryRow] = []

    init(navigator: SceneNavigator) {
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
        title = "Gallery"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "gallery"
        titleLabel.text = "UIModel Simulator"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        subtitleLabel.text = "UIKit-style views, animations, transitions and size classes on Linux. Pick a demo."
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 12
        list.clipsToBounds = true
        for entry in SceneCatalog.demos {
            let row = GalleryRow(entry: entry)
            row.addAction(UIAction { [weak self] _ in self?.navigator?.open(scene: entry.name) }, for: .touchUpInside)
            rows.append(row)
            list.addSubview(row)
        }
        [titleLabel, subtitleLabel, list].forEach { view.addSubview($0) }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let width = min(b.width - 32, 600)
        let x = (b.width - width) / 2
        titleLabel.frame = CGRect(x: x, y: 60, width: width, height: 41)
        let sub = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        subtitleLabel.frame = CGRect(x: x, y: 106, width: width, height: sub.height)
        var y: CGFloat = 0
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: width, height: GalleryRow.height)
            y += GalleryRow.height
        }
        list.frame = CGRect(x: x, y: subtitleLabel.frame.maxY + 20, width: width, height: y)
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
