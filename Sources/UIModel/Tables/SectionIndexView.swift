import Foundation

/// A table's section index: the data source's titles down the trailing edge, in the tint, over
/// the rows. A finger on it (or sliding along it) scrolls the table to the section of the title
/// under it, at once, as UIKit does.
final class SectionIndexView: UIView {
    nonisolated deinit {}
    unowned let table: UITableView
    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    private var tracking = false { didSet { refreshBackground() } }

    /// UIKit's strip: 11 pt semibold titles, 16 pt wide, about 14 pt per title (measured on iOS 17).
    static let width: CGFloat = 16
    static let titleHeight: CGFloat = 14
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Table index"
        accessibilityIdentifier = "sectionIndex"
    }

    required init?(coder: NSCoder) { nil }

    func show(_ titles: [String]) {
        guard titles != self.titles else { return refreshColours() }
        self.titles = titles
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let l = UILabel(frame: .zero)
            l.text = title
            l.font = Self.font
            l.textAlignment = .center
            addSubview(l)
            return l
        }
        refreshColours()
        setNeedsLayout()
    }

    private func refreshColours() {
        for l in labels { l.textColor = table.sectionIndexColor ?? tintColor }
        refreshBackground()
    }

    private func refreshBackground() {
        backgroundColor = tracking ? table.sectionIndexTrackingBackgroundColor : table.sectionIndexBackgroundColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColours()
    }

    /// The titles' block, centred down the strip.
    private var firstTitleY: CGFloat { (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, l) in labels.enumerated() {
            l.frame = CGRect(x: 0, y: firstTitleY + CGFloat(i) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tracking = true
        jump(to: touches.first)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { jump(to: touches.first) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tracking = false }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tracking = false }

    /// Scrolls the table to the section of the title under `touch`.
    private func jump(to touch: UITouch?) {
        guard let touch, !titles.isEmpty else { return }
        let i = min(max(Int((touch.location(in: self).y - firstTitleY) / Self.titleHeight), 0), titles.count - 1)
        guard let dataSource = table.dataSource else { return }
        let section = dataSource.tableView(table, sectionForSectionIndexTitle: titles[i], at: i)
        guard section >= 0, section < table.numberOfSections else { return }
        accessibilityValue = titles[i]
        let top = table.rect(forSection: section).minY - table.adjustedContentInset.top
        let range = table.offsetRange.y
        table.setContentOffset(CGPoint(x: table.contentOffset.x, y: range.clamp(top)), animated: false)
    }
}

extension UITableView {
    /// Shows the data source's index titles down the trailing edge of what is in view.
    func layOutSectionIndex() {
        if sectionIndexTitles == nil { sectionIndexTitles = .some(dataSource?.sectionIndexTitles(for: self)) }
        // Rows are counted only for a table with titles (this runs on every scrolled frame).
        guard let titles = sectionIndexTitles ?? nil, !titles.isEmpty,
              sectionIndexMinimumDisplayRowCount <= 0
                || (0..<numberOfSections).reduce(0, { $0 + numberOfRows(inSection: $1) }) >= sectionIndexMinimumDisplayRowCount else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? SectionIndexView(table: self)
        if index.superview !== self { addSubview(index) } else if subviews.last !== index { bringSubviewToFront(index) }
        sectionIndex = index
        index.show(titles)
        let inset = adjustedContentInset
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.minX + safeAreaInsets.left : bounds.maxX - safeAreaInsets.right - SectionIndexView.width
        let frame = CGRect(x: x, y: bounds.minY + inset.top, width: SectionIndexView.width,
                           height: max(bounds.height - inset.top - inset.bottom, 0))
        if index.frame != frame { index.frame = frame }
    }
}
