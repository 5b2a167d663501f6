import Foundation

/// How a list section looks: the table styles, separators, and where headers and footers come from.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The collection view's background (nil: the appearance's).
    public var backgroundColor: UIColor?

    public init(appearance: Appearance) { self.appearance = appearance }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

/// The space a section provider lays a section out in.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection
}

/// One section of a compositional layout. Sections here are lists: rows the collection view's
/// width (inset in an inset-grouped list), each as tall as its cell needs.
open class NSCollectionLayoutSection {
    let list: UICollectionLayoutListConfiguration

    init(list: UICollectionLayoutListConfiguration) { self.list = list }

    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}

/// A layout made of sections from a provider (or one section for all). Its list sections size
/// rows from their cells, estimated at 44 pt until measured; a plain list pins its headers.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    /// A row's or header's height before its view is measured (UIKit's estimate: 44).
    static let estimatedRowHeight: CGFloat = 44

    private let provider: SectionProvider
    private var frames = LayoutFrames()
    private var sections: [UICollectionLayoutListConfiguration] = []
    private var measuredWidth: CGFloat = -1

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(list: configuration))
    }

    open override func prepare() {
        guard let cv = collectionView else { return }
        let width = cv.bounds.width
        if width != measuredWidth {
            // Text wraps differently at another width: measure again.
            frames.measured = [:]
            frames.measuredSupplementary = [:]
            measuredWidth = width
        }
        let environment = LayoutEnvironment(contentSize: cv.bounds.size, traitCollection: cv.traitCollection)
        let fallback = UICollectionLayoutListConfiguration(appearance: .plain)
        sections = (0..<cv.numberOfSections).map { provider($0, environment)?.list ?? fallback }
        if let first = sections.first {
            let background = first.backgroundColor ?? (first.isGrouped ? .systemGroupedBackground : .systemBackground)
            if cv.backgroundColor != background { cv.backgroundColor = background }
        }
        frames.items = []
        frames.supplementary = [:]
        frames.pinsHeaders = sections.first?.appearance == .plain
        var y: CGFloat = 0
        for (s, list) in sections.enumerated() {
            let inset = list.appearance == .insetGrouped ? max(cv.layoutMargins.left, UITableView.insetGroupedMinimumInset) : 0
            let rowWidth = max(width - 2 * inset, 0)
            if list.headerMode == .supplementary {
                y += supplementary(UICollectionView.elementKindSectionHeader, s, CGRect(x: inset, y: y, width: rowWidth, height: 0))
            } else if list.isGrouped {
                y += UITableView.groupedSpacing
            }
            let top = y
            var rows: [UICollectionViewLayoutAttributes] = []
            for i in 0..<cv.numberOfItems(inSection: s) {
                let ip = IndexPath(item: i, section: s)
                let a = UICollectionViewLayoutAttributes(forCellWith: ip)
                a.frame = CGRect(x: inset, y: y, width: rowWidth, height: frames.measured[ip]?.height ?? Self.estimatedRowHeight)
                y += a.frame.height
                rows.append(a)
            }
            frames.items.append(rows)
            if list.appearance == .insetGrouped, y > top {
                let card = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.listCardKind, with: IndexPath(item: 0, section: s))
                card.frame = CGRect(x: inset, y: top, width: rowWidth, height: y - top)
                card.zIndex = -1
                frames.supplementary[UICollectionView.listCardKind, default: [:]][s] = card
            }
            if list.footerMode == .supplementary {
                y += supplementary(UICollectionView.elementKindSectionFooter, s, CGRect(x: inset, y: y, width: rowWidth, height: 0))
            }
        }
        frames.contentSize = CGSize(width: width, height: y)
    }

    /// Adds a header or footer at `frame` (its height measured or estimated); returns the height.
    private func supplementary(_ kind: String, _ s: Int, _ frame: CGRect) -> CGFloat {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
        a.frame = frame
        a.frame.size.height = frames.measuredSupplementary[kind]?[s]?.height ?? Self.estimatedRowHeight
        if kind == UICollectionView.elementKindSectionHeader { a.zIndex = 1 }
        frames.supplementary[kind, default: [:]][s] = a
        return a.frame.height
    }

    open override var collectionViewContentSize: CGSize { frames.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let top = collectionView.map { $0.bounds.minY + $0.adjustedContentInset.top } ?? 0
        return frames.elements(in: rect, visibleTop: top)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { frames.item(indexPath) }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.supplementary[elementKind]?[indexPath.section]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.preparedSize ?? .zero)
    }

    override func isEstimated(_ indexPath: IndexPath, kind: String?) -> Bool {
        guard let kind else { return frames.measured[indexPath] == nil }
        return kind != UICollectionView.listCardKind && frames.measuredSupplementary[kind]?[indexPath.section] == nil
    }

    override func measured(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> Bool {
        var h = size.height
        if !h.isFinite || h <= 0 { h = Self.estimatedRowHeight }
        h = h.rounded(.up)
        let old: CGFloat?
        if let kind {
            old = frames.supplementary[kind]?[indexPath.section]?.frame.height
            frames.measuredSupplementary[kind, default: [:]][indexPath.section] = CGSize(width: size.width, height: h)
        } else {
            old = frames.item(indexPath)?.frame.height
            frames.measured[indexPath] = CGSize(width: size.width, height: h)
        }
        guard old != h else { return false }
        needsPrepare = true
        return true
    }

    override func carryMeasurements(_ plan: BatchUpdates.Plan) { frames.carry(plan) }

    private func list(_ s: Int) -> UICollectionLayoutListConfiguration? { sections.indices.contains(s) ? sections[s] : nil }

    override func style(_ view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard let list = list(indexPath.section) else { return }
        if kind == nil, let cell = view as? UICollectionViewListCell, !cell.hasOwnBackground {
            cell.setDefaultBackground(list.appearance == .plain ? .systemBackground : list.appearance == .grouped ? .secondarySystemGroupedBackground : .clear)
        }
        if kind == UICollectionView.elementKindSectionHeader, list.appearance == .plain, view.backgroundColor == nil {
            view.backgroundColor = .secondarySystemBackground  // pinned over the rows
        }
    }

    override func listAppearance(_ section: Int) -> UICollectionLayoutListConfiguration.Appearance? { list(section)?.appearance }

    override func showsSeparator(after indexPath: IndexPath) -> Bool {
        guard let list = list(indexPath.section) else { return true }
        let last = indexPath.item == (frames.items.indices.contains(indexPath.section) ? frames.items[indexPath.section].count - 1 : 0)
        return list.showsSeparators && !(last && list.appearance != .plain)
    }
}
