import Foundation

/// How a list section looks: the table styles, separators, and where headers and footers come from.
nonisolated public struct UICollectionLayoutListConfiguration {
    nonisolated public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    nonisolated public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    nonisolated public enum FooterMode: Int, Sendable { case none, supplementary }

    public private(set) var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The collection view's background (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// The actions a row shows when swiped, by the item's index path (nil: it does not swipe
    /// that way).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

/// The space a section provider lays a section out in.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

nonisolated struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection
}

/// A layout made of sections from a provider (or one section for all). List sections size
/// rows from their cells, estimated at 44 pt until measured, and a plain list pins its headers;
/// group sections repeat their group over their items (see `GroupSectionLayout`).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    nonisolated deinit {}
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    /// A row's or header's height before its view is measured (UIKit's estimate: 44).
    static let estimatedRowHeight: CGFloat = 44

    private let provider: SectionProvider
    private var frames = LayoutFrames()
    private var sections: [NSCollectionLayoutSection] = []
    /// Group sections' items with an estimated side, and whether the width is one.
    private var estimatedItems: [IndexPath: Bool] = [:]
    private var bands: [Int: OrthogonalBand] = [:]
    private var measuredWidth: CGFloat = -1

    /// The spacing between sections and the layout's own headers and footers; setting it lays
    /// the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
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
        let inset = cv.adjustedContentInset
        let container = CGSize(width: width, height: max(cv.bounds.height - inset.top - inset.bottom, 0))
        sections = (0..<cv.numberOfSections).map { s in
            let section = provider(s, environment) ?? NSCollectionLayoutSection(list: UICollectionLayoutListConfiguration(appearance: .plain))
            if section.listIgnoresGroupSettings {
                UIKitWarning.log("section \(s) is a list: its content insets, group spacing, orthogonal scrolling, boundary and decoration items are not used")
            }
            return section
        }
        if let first = sections.first?.list {
            let background = first.backgroundColor ?? (first.isGrouped ? .systemGroupedBackground : .systemBackground)
            if cv.backgroundColor != background { cv.backgroundColor = background }
        }
        frames.items = []
        frames.supplementary = [:]
        frames.pinned = [:]
        frames.attached = [:]
        frames.decorations = []
        estimatedItems = [:]
        bands = [:]
        var y: CGFloat = 0
        let global = configuration.boundarySupplementaryItems
        for item in global where item.alignment == .top { y += layoutSupplementary(item, top: y, in: container) }
        for (s, section) in sections.enumerated() {
            if s > 0 { y += configuration.interSectionSpacing }
            if let list = section.list {
                y = layOutList(list, s, top: y, width: width, in: cv)
            } else if let group = section.group {
                let laid = GroupSectionLayout(section: section, group: group, index: s, itemCount: cv.numberOfItems(inSection: s), top: y,
                                              container: container, measured: frames.measured, measuredSupplementary: frames.measuredSupplementary)
                frames.items.append(laid.items)
                for a in laid.supplementary { frames.supplementary[a.representedElementKind!, default: [:]][s] = a }
                for a in laid.pinned { frames.pinned[a.representedElementKind!, default: []].insert(s) }
                if !laid.attached.isEmpty { frames.attached[s] = laid.attached }
                frames.decorations += laid.decorations
                estimatedItems.merge(laid.estimated) { $1 }
                bands[s] = laid.band
                y = laid.bottom
            }
        }
        for item in global where item.alignment == .bottom { y += layoutSupplementary(item, top: y, in: container) }
        frames.contentSize = CGSize(width: width, height: y)
    }

    /// Places one of the layout's own headers or footers across the whole width at `top`;
    /// returns the height it takes (none when it does not extend the content).
    private func layoutSupplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem, top: CGFloat, in container: CGSize) -> CGFloat {
        let size = item.layoutSize.resolved(in: container, measured: frames.measuredSupplementary[item.elementKind]?[0])
        let (a, advance) = item.placed(x: 0, y: top, size: size, section: 0)
        frames.supplementary[item.elementKind, default: [:]][0] = a
        if item.pinToVisibleBounds, item.alignment == .top { frames.pinned[item.elementKind, default: []].insert(0) }
        return advance
    }

    /// Places list section `s` from `top`; returns where it ends.
    private func layOutList(_ list: UICollectionLayoutListConfiguration, _ s: Int, top: CGFloat, width: CGFloat, in cv: UICollectionView) -> CGFloat {
        var y = top
        let inset = list.appearance == .insetGrouped ? max(cv.layoutMargins.left, UITableView.insetGroupedMinimumInset) : 0
        let rowWidth = max(width - 2 * inset, 0)
        if list.headerMode == .supplementary {
            y += supplementary(UICollectionView.elementKindSectionHeader, s, CGRect(x: inset, y: y, width: rowWidth, height: 0))
            // A plain list's headers stay at the top while their section shows.
            if list.appearance == .plain { frames.pinned[UICollectionView.elementKindSectionHeader, default: []].insert(s) }
        } else if list.isGrouped {
            y += UITableView.groupedSpacing
        }
        let rowsTop = y
        var rows: [UICollectionViewLayoutAttributes] = []
        for i in 0..<cv.numberOfItems(inSection: s) {
            let ip = IndexPath(item: i, section: s)
            let a = UICollectionViewLayoutAttributes(forCellWith: ip)
            a.frame = CGRect(x: inset, y: y, width: rowWidth, height: frames.measured[ip]?.height ?? Self.estimatedRowHeight)
            y += a.frame.height
            rows.append(a)
        }
        frames.items.append(rows)
        if list.appearance == .insetGrouped, y > rowsTop {
            let card = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.listCardKind, with: IndexPath(item: 0, section: s))
            card.frame = CGRect(x: inset, y: rowsTop, width: rowWidth, height: y - rowsTop)
            card.zIndex = -1
            frames.supplementary[UICollectionView.listCardKind, default: [:]][s] = card
        }
        if list.footerMode == .supplementary {
            y += supplementary(UICollectionView.elementKindSectionFooter, s, CGRect(x: inset, y: y, width: rowWidth, height: 0))
        }
        return y
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
        let sideways = sidewaysOffsets()
        let found = frames.elements(in: rect, visibleTop: top, sideways: sideways)
        guard let cv = collectionView, sections.contains(where: { $0.visibleItemsInvalidationHandler != nil }) else { return found }
        // Each section with a handler gets its items on screen (copies, so what it changes
        // lasts this pass only), in the section's own unscrolled coordinates.
        var result: [UICollectionViewLayoutAttributes] = []
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for a in found {
            let s = a.indexPath.section
            guard sections.indices.contains(s), sections[s].visibleItemsInvalidationHandler != nil else { result.append(a); continue }
            bySection[s, default: []].append(a.copy())
        }
        let environment = LayoutEnvironment(contentSize: cv.bounds.size, traitCollection: cv.traitCollection)
        for (s, items) in bySection.sorted(by: { $0.key < $1.key }) {
            let dx = sideways[s] ?? 0
            for a in items where a.representedElementCategory == .cell || a.followsItems { a.frame.origin.x += dx }
            let offset = bands[s] != nil ? CGPoint(x: dx, y: cv.contentOffset.y) : cv.contentOffset
            sections[s].visibleItemsInvalidationHandler?(items.map(LayoutVisibleItem.init), offset, environment)
            for a in items where a.representedElementCategory == .cell || a.followsItems { a.frame.origin.x -= dx }
            result += items
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let a = frames.item(indexPath) else { return nil }
        guard let dx = sidewaysOffsets()[indexPath.section], dx != 0 else { return a }
        let shifted = a.copy()
        shifted.frame.origin.x -= dx
        return shifted
    }

    /// How far each orthogonal section's strip has scrolled.
    private func sidewaysOffsets() -> [Int: CGFloat] {
        guard let cv = collectionView, !bands.isEmpty else { return [:] }
        return bands.keys.reduce(into: [:]) { $0[$1] = cv.orthogonalOffset(inSection: $1) }
    }

    override var orthogonalBands: [Int: OrthogonalBand] { bands }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.attached[indexPath.section]?.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
            ?? frames.supplementary[elementKind]?[indexPath.section]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.decorations.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.preparedSize ?? .zero)
    }

    override func isEstimated(_ indexPath: IndexPath, kind: String?) -> Bool {
        let section = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : nil
        guard let kind else {
            let estimated = section?.list != nil || estimatedItems[indexPath] != nil
            return estimated && frames.measured[indexPath] == nil
        }
        if kind == UICollectionView.listCardKind || frames.measuredSupplementary[kind]?[indexPath.section] != nil { return false }
        if configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == kind }) {
            return configuration.boundarySupplementaryItems.contains { $0.elementKind == kind && $0.layoutSize.heightDimension.isEstimated }
        }
        guard let section, section.list == nil else { return true }
        return section.boundarySupplementaryItems.contains { $0.elementKind == kind && $0.layoutSize.heightDimension.isEstimated }
    }

    override func measuresHeightOnly(at indexPath: IndexPath) -> Bool? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].list != nil || estimatedItems[indexPath] != true
    }

    override func measured(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> Bool {
        var h = size.height
        if !h.isFinite || h <= 0 { h = Self.estimatedRowHeight }
        h = h.rounded(.up)
        let w = size.width.isFinite && size.width > 0 ? size.width.rounded(.up) : 0
        let old: CGSize?
        if let kind {
            old = frames.supplementary[kind]?[indexPath.section]?.frame.size
            frames.measuredSupplementary[kind, default: [:]][indexPath.section] = CGSize(width: w, height: h)
        } else {
            old = frames.item(indexPath)?.frame.size
            frames.measured[indexPath] = CGSize(width: w, height: h)
        }
        // Lists and fixed widths take the height only.
        let widthCounts = kind == nil && estimatedItems[indexPath] == true
        guard old?.height != h || (widthCounts && old?.width != w) else { return false }
        needsPrepare = true
        return true
    }

    override func carryMeasurements(_ plan: BatchUpdates.Plan) { frames.carry(plan) }

    private func list(_ s: Int) -> UICollectionLayoutListConfiguration? { sections.indices.contains(s) ? sections[s].list : nil }

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
    override func listConfiguration(_ section: Int) -> UICollectionLayoutListConfiguration? { list(section) }

    override func showsSeparator(after indexPath: IndexPath) -> Bool {
        guard let list = list(indexPath.section) else { return true }
        let last = indexPath.item == (frames.items.indices.contains(indexPath.section) ? frames.items[indexPath.section].count - 1 : 0)
        return list.showsSeparators && !(last && list.appearance != .plain)
    }
}
