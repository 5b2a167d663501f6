import Foundation

extension UICollectionView {
    nonisolated public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    nonisolated public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// Where one cell or supplementary view goes, and how it looks.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    nonisolated deinit {}
    open var frame: CGRect = .zero
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// The view's transform about its centre (a carousel's scale, a card's tilt); setting one sets
    /// the other, as in UIKit.
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { let c = center; frame.size = newValue.size; center = c }
    }
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open private(set) var representedElementKind: String?

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A decoration view (a section's background): made by the layout from the class it
    /// registered for the kind.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    public init() {}

    private convenience init(copying other: UICollectionViewLayoutAttributes) {
        self.init()
        indexPath = other.indexPath
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
        frame = other.frame; alpha = other.alpha; zIndex = other.zIndex; isHidden = other.isHidden
        transform3D = other.transform3D; followsItems = other.followsItems
    }

    /// Whether the view is attached to an item (a badge) and so lives with the section's cells.
    var followsItems = false

    open func copy() -> UICollectionViewLayoutAttributes { UICollectionViewLayoutAttributes(copying: self) }
}

/// Decides where a collection view's items go. Subclass it for a layout of your own: `prepare`
/// works the frames out, `collectionViewContentSize` and `layoutAttributesForElements(in:)`
/// report them; `invalidateLayout()` asks for `prepare` again before the next layout pass.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    nonisolated deinit {}
    open internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout`; the collection view prepares the layout before it lays out.
    var needsPrepare = true

    public override init() {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The view classes of decoration kinds, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes decoration views of `elementKind` from
    /// (a `UICollectionReusableView` subclass).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Whether moving or resizing the visible area needs `prepare` again (built-in layouts: when
    /// the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates with (the layout's context class, everything
    /// kept but the layout's own answers).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidatesForBoundsChange = true
        return context
    }

    /// The context class the layout invalidates with: subclass it to carry what a layout of
    /// your own needs.
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type { UICollectionViewLayoutInvalidationContext.self }

    open func invalidateLayout() {
        let context = Self.invalidationContextClass.init()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// The data source's counts changed: a reload (everything is worked out afresh) or a batch
    /// update. The context says so (`invalidateDataSourceCounts`), as UIKit's does.
    func invalidateLayoutForDataSourceCounts(everything: Bool) {
        let context = Self.invalidationContextClass.init()
        context.invalidatesEverything = everything
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Asks for `prepare` again before the next layout pass, moving the content by the context's
    /// adjustments.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let cv = collectionView, context.contentOffsetAdjustment != .zero {
            cv.contentOffset = CGPoint(x: cv.contentOffset.x + context.contentOffsetAdjustment.x,
                                       y: cv.contentOffset.y + context.contentOffsetAdjustment.y)
        }
        collectionView?.setNeedsLayout()
    }

    /// Where a flick should come to rest: `proposedContentOffset` (the scroll's own target)
    /// unless the layout snaps it (to an item, a page). `velocity` is in points per second.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where the content should be after the layout changed (an update, a new layout).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Self-sizing (the built-in layouts)

    /// Whether the item's size is an estimate its cell should replace.
    func isEstimated(_ indexPath: IndexPath, kind: String?) -> Bool { false }
    /// The cell's preferred size; true when the layout changed (and was prepared again).
    func measured(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> Bool { false }
    /// Moves the measured sizes with a batch update's rows.
    func carryMeasurements(_ plan: BatchUpdates.Plan) {}
    /// Gives a cell or supplementary view the look the layout wants (a list's backgrounds).
    func style(_ view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {}
    /// The appearance of a list section (nil: not a list).
    func listAppearance(_ section: Int) -> UICollectionLayoutListConfiguration.Appearance? { nil }
    /// The list configuration of a list section (nil: not a list).
    func listConfiguration(_ section: Int) -> UICollectionLayoutListConfiguration? { nil }
    /// Whether a list cell shows its separator.
    func showsSeparator(after indexPath: IndexPath) -> Bool { true }
    /// Whether a cell measuring itself keeps the width the layout gave it (nil: the cell's
    /// own choice, a list cell's).
    func measuresHeightOnly(at indexPath: IndexPath) -> Bool? { nil }
    /// The strips of sections that scroll across the collection view's direction, by section.
    var orthogonalBands: [Int: OrthogonalBand] { [:] }
}

/// The frames a built-in layout worked out, by section, and the sizes cells measured
/// (kept across `prepare`, dropped on a width change).
struct LayoutFrames {
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementary: [String: [Int: UICollectionViewLayoutAttributes]] = [:]
    var contentSize: CGSize = .zero
    var measured: [IndexPath: CGSize] = [:]
    var measuredSupplementary: [String: [Int: CGSize]] = [:]
    /// Every header pinned to the top of the visible area while its section shows (a flow
    /// layout's `sectionHeadersPinToVisibleBounds`).
    var pinsHeaders = false
    /// Supplementary views pinned so, by kind and section (a plain list's headers, boundary
    /// items that `pinToVisibleBounds`).
    var pinned: [String: Set<Int>] = [:]
    /// Supplementary views attached to items and groups (badges), by section.
    var attached: [Int: [UICollectionViewLayoutAttributes]] = [:]
    /// Decoration views (section backgrounds).
    var decorations: [UICollectionViewLayoutAttributes] = []

    /// The elements in `rect`; `sideways` moves sections' items left by how far their strip
    /// scrolled (orthogonal sections).
    func elements(in rect: CGRect, visibleTop: CGFloat, sideways: [Int: CGFloat] = [:]) -> [UICollectionViewLayoutAttributes] {
        var found = decorations.filter { $0.frame.intersects(rect) }
        for (s, section) in items.enumerated() {
            let views = section + (attached[s] ?? [])
            guard let dx = sideways[s], dx != 0 else {
                for a in views where a.frame.intersects(rect) { found.append(a) }
                continue
            }
            for a in views where a.frame.offsetBy(dx: -dx, dy: 0).intersects(rect) {
                let shifted = a.copy()
                shifted.frame.origin.x -= dx
                found.append(shifted)
            }
        }
        for (kind, views) in supplementary.sorted(by: { $0.key < $1.key }) {
            let pinsKind = pinsHeaders && kind == UICollectionView.elementKindSectionHeader
            for (s, a) in views.sorted(by: { $0.key < $1.key }) {
                let shown = pinsKind || pinned[kind]?.contains(s) == true ? pinned(a, s, top: visibleTop) : a
                if shown.frame.intersects(rect) { found.append(shown) }
            }
        }
        return found
    }

    /// A header held at `top` while its section is under it, pushed up by the section's end.
    private func pinned(_ a: UICollectionViewLayoutAttributes, _ s: Int, top: CGFloat) -> UICollectionViewLayoutAttributes {
        let sectionEnd = supplementary[UICollectionView.elementKindSectionFooter]?[s]?.frame.minY
            ?? items[s].map(\.frame.maxY).max() ?? a.frame.maxY
        let y = min(max(a.frame.minY, top), sectionEnd - a.frame.height)
        guard y != a.frame.minY else { return a }
        let p = a.copy()
        p.frame.origin.y = max(y, a.frame.minY)
        p.zIndex = 10
        return p
    }

    func item(_ ip: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(ip.section), items[ip.section].indices.contains(ip.item) else { return nil }
        return items[ip.section][ip.item]
    }

    mutating func carry(_ plan: BatchUpdates.Plan) {
        var moved: [IndexPath: CGSize] = [:]
        for (ip, size) in measured { if let to = plan.keptRow(ip) { moved[to] = size } }
        measured = moved
        measuredSupplementary = [:]
    }
}
