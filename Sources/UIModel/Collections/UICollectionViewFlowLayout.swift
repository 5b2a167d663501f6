import Foundation

/// Items in lines: across the view, wrapping to the next line, in order (vertical scrolling);
/// or down the view, wrapping to the next column (horizontal). A line with one item centres
/// it; a line with several spreads them to its ends, as UIKit's flow layout does. Sizes come
/// from the properties, the delegate, or the cells themselves (`estimatedItemSize`).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    nonisolated deinit {}
    /// `estimatedItemSize` value asking cells to size themselves from an estimate the layout picks.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var frames = LayoutFrames()

    public override init() { super.init() }

    private var selfSizing: Bool { estimatedItemSize != .zero }

    /// An item's size without the delegate: measured, estimated or fixed.
    func defaultItemSize(at ip: IndexPath) -> CGSize {
        guard selfSizing else { return itemSize }
        return frames.measured[ip] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
    }

    open override func prepare() {
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Lines run across; sections follow one another along.
        let across = vertical ? cv.bounds.width : cv.bounds.height
        func rect(_ a: CGFloat, _ b: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            vertical ? CGRect(x: a, y: b, width: w, height: h) : CGRect(x: b, y: a, width: h, height: w)
        }
        func acrossSize(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func alongSize(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        frames.items = []
        frames.supplementary = [:]
        frames.pinsHeaders = sectionHeadersPinToVisibleBounds && vertical
        var along: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lead = vertical ? inset.left : inset.top, trail = vertical ? inset.right : inset.bottom
            let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            /// A header or footer across the section at `along`, when it has a size.
            func addSupplementary(_ kind: String, _ size: CGSize) {
                let thickness = alongSize(size)
                guard thickness > 0 else { return }
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
                a.frame = rect(0, along, across, thickness)
                frames.supplementary[kind, default: [:]][s] = a
                along += thickness
            }
            addSupplementary(UICollectionView.elementKindSectionHeader,
                             flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize)
            along += before
            let available = max(across - lead - trail, 0)
            var section: [UICollectionViewLayoutAttributes] = []
            var line: [(UICollectionViewLayoutAttributes, CGSize)] = []
            var used: CGFloat = 0
            func finishLine() {
                guard !line.isEmpty else { return }
                let thickness = line.map { alongSize($0.1) }.max() ?? 0
                let total = line.reduce(0) { $0 + acrossSize($1.1) }
                let gap = line.count > 1 ? max((available - total) / CGFloat(line.count - 1), itemSpacing) : 0
                var x = line.count == 1 ? lead + max(available - total, 0) / 2 : lead
                for (a, size) in line {
                    a.frame = rect(x, along + (thickness - alongSize(size)) / 2, acrossSize(size), alongSize(size))
                    x += acrossSize(size) + gap
                }
                along += thickness
                line.removeAll(keepingCapacity: true)
                used = 0
            }
            for i in 0..<cv.numberOfItems(inSection: s) {
                let ip = IndexPath(item: i, section: s)
                var size = flow?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? defaultItemSize(at: ip)
                if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 { size = .zero }
                if !line.isEmpty, used + itemSpacing + acrossSize(size) > available {
                    finishLine()
                    along += lineSpacing
                }
                used += (line.isEmpty ? 0 : itemSpacing) + acrossSize(size)
                let a = UICollectionViewLayoutAttributes(forCellWith: ip)
                line.append((a, size))
                section.append(a)
            }
            finishLine()
            along += after
            frames.items.append(section)
            addSupplementary(UICollectionView.elementKindSectionFooter,
                             flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize)
        }
        frames.contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
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

    override func isEstimated(_ indexPath: IndexPath, kind: String?) -> Bool { kind == nil && selfSizing && frames.measured[indexPath] == nil }

    override func measured(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> Bool {
        guard kind == nil, size.width.isFinite, size.height.isFinite else { return false }
        let rounded = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        frames.measured[indexPath] = rounded
        guard frames.item(indexPath)?.size != rounded else { return false }
        needsPrepare = true
        return true
    }

    override func carryMeasurements(_ plan: BatchUpdates.Plan) { frames.carry(plan) }
}
