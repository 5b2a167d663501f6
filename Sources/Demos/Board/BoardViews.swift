import Foundation
import UIModel

/// A carousel card: a colour with its title at the bottom.
final class CardCell: UICollectionViewCell {
    private let title = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = .white
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ name: String, colour: UIColor) {
        title.text = name
        contentView.backgroundColor = colour
        accessibilityIdentifier = "board.card.\(name)"
    }
}

/// A grid tile: a symbol and a name on a tinted square, outlined while the pointer is over it.
final class TileCell: UICollectionViewCell {
    private let symbol = UIImageView()
    private let name = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 14
        contentView.layer.borderColor = UIColor.systemBlue.cgColor
        symbol.tintColor = .systemBlue
        symbol.contentMode = .scaleAspectFit
        name.font = .systemFont(ofSize: 13, weight: .medium)
        name.textAlignment = .center
        for v in [symbol, name] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            symbol.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            symbol.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -9),
            symbol.widthAnchor.constraint(equalToConstant: 30),
            symbol.heightAnchor.constraint(equalToConstant: 30),
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            name.topAnchor.constraint(equalTo: symbol.bottomAnchor, constant: 6),
        ])
        addGestureRecognizer(UIHoverGestureRecognizer { [unowned self] in
            let over = $0.state == .began || $0.state == .changed
            contentView.layer.borderWidth = over ? 2 : 0
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ title: String) {
        name.text = title
        let symbols = ["Mail": "envelope.fill", "Chat": "message.fill", "Notes": "square.and.pencil", "News": "newspaper.fill",
                       "Maps": "map.fill", "Music": "music.note"]
        symbol.image = UIImage(systemName: symbols[title] ?? "square.grid.2x2")
        accessibilityIdentifier = "board.tile.\(title)"
    }
}

/// An unread count in a red circle (hidden at zero).
final class BadgeView: UICollectionReusableView {
    private let count = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 12
        count.font = .boldSystemFont(ofSize: 13)
        count.textColor = .white
        count.textAlignment = .center
        count.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(count)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        count.frame = bounds
    }

    func show(_ n: Int) {
        count.text = "\(n)"
        isHidden = n == 0
    }
}

/// The grid's rounded background, behind its tiles.
final class SectionBackground: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 20
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
