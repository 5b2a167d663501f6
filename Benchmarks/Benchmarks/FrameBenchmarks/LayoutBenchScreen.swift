import UIModel

/// A screen of 100 table-like rows (a row view with an icon, a title, a subtitle and an
/// accessory: 5 views), laid out either by constraints (19 per row, plus the labels' intrinsic
/// sizes) or by hand with frames in `layoutSubviews`, for comparing the two.
final class LayoutBenchScreen {
    static let rowCount = 100
    let root: UIView

    init(autoLayout: Bool) {
        root = autoLayout ? UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)) : HandLayoutRoot(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var previous: UIView?
        for i in 0..<Self.rowCount {
            let row = autoLayout ? UIView() : HandLayoutRow()
            let icon = UIView(), title = UILabel(), subtitle = UILabel(), accessory = UIView()
            title.text = "Row \(i + 1)"
            subtitle.text = "Subtitle of row \(i + 1)"
            subtitle.font = .systemFont(ofSize: 13)
            root.addSubview(row)
            for v in [icon, title, subtitle, accessory] { row.addSubview(v) }
            guard autoLayout else { continue }
            for v in [row, icon, title, subtitle, accessory] { v.translatesAutoresizingMaskIntoConstraints = false }
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                subtitle.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
                accessory.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                accessory.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                accessory.widthAnchor.constraint(equalToConstant: 24),
                accessory.heightAnchor.constraint(equalToConstant: 24),
            ])
            previous = row
        }
    }
}

/// Stacks its rows by hand: each as tall as its labels need.
private final class HandLayoutRoot: UIView {
    override func layoutSubviews() {
        var y: CGFloat = 0
        for row in subviews {
            let labels = row.subviews.compactMap { $0 as? UILabel }
            let height = max(44, 8 + labels.reduce(0) { $0 + $1.intrinsicContentSize.height } + 2 + 8)
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
    }
}

private final class HandLayoutRow: UIView {
    override func layoutSubviews() {
        let (icon, title, subtitle, accessory) = (subviews[0], subviews[1], subviews[2], subviews[3])
        let b = bounds
        icon.frame = CGRect(x: 16, y: (b.height - 40) / 2, width: 40, height: 40)
        accessory.frame = CGRect(x: b.width - 16 - 24, y: (b.height - 24) / 2, width: 24, height: 24)
        let textX = icon.frame.maxX + 12, maxWidth = accessory.frame.minX - 8 - textX
        let t = title.intrinsicContentSize, s = subtitle.intrinsicContentSize
        title.frame = CGRect(x: textX, y: 8, width: min(t.width, maxWidth), height: t.height)
        subtitle.frame = CGRect(x: textX, y: title.frame.maxY + 2, width: min(s.width, maxWidth), height: s.height)
    }
}
