import Foundation

/// One side of an item's, group's or supplementary item's size: a fraction of its container's
/// width or height, points, or an estimate the cell's own size replaces.
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject {
    nonisolated deinit {}
    nonisolated enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    open private(set) var dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        // A NaN or negative size is taken as none (UIKit raises; a layout here stays consistent).
        self.dimension = dimension.isFinite ? max(dimension, 0) : 0
        if !dimension.isFinite || dimension < 0 {
            UIKitWarning.log("NSCollectionLayoutDimension \(dimension) is not a size; 0 is used")
        }
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The points this side takes in `container`; an estimate gives way to `measured`.
    func resolved(in container: CGSize, measured: CGFloat? = nil) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute: dimension
        case .estimated: measured ?? dimension
        }
    }
}

/// A width and a height.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject {
    nonisolated deinit {}
    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize, measured: CGSize? = nil) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, measured: measured?.width),
               height: heightDimension.resolved(in: container, measured: measured?.height))
    }
}

/// The space between a group's items: exactly so much, or at least so much with the group's
/// room left over shared out between them.
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject {
    nonisolated deinit {}
    open private(set) var spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        isFlexibleSpacing = flexible
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
}

/// Space around an item in its group, outside its size (contentInsets are inside): along the
/// group's axis it moves the item and its neighbours; across it, the item within the group's
/// thickness. Fixed spacing is exactly its amount; flexible spacing at least its amount, the
/// group's room left over shared among the flexible spaces (so flexible leading and trailing
/// spacing centre an item).
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject {
    nonisolated deinit {}
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    private init(spacings leading: NSCollectionLayoutSpacing?, _ top: NSCollectionLayoutSpacing?,
                 _ trailing: NSCollectionLayoutSpacing?, _ bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.init(spacings: leading, top, trailing, bottom)
    }
}

/// A cell's place in a group: its size, and insets between that place and the cell.
/// Its supplementary items (badges) are anchored to the cell's frame.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    nonisolated deinit {}
    open private(set) var layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item in its group (nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views of their own kinds attached to the item (a badge in a corner).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attached }
    var attached: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        attached = []
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        attached = supplementaryItems
    }
}

/// Items side by side (horizontal) or one above the other (vertical), as many as fit its size,
/// taking its subitems in turn; or a set number of one item, sharing the group's length.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    nonisolated deinit {}
    nonisolated enum Axis { case horizontal, vertical }
    let axis: Axis
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// With a count, exactly that many of the one subitem, each an equal share of the length.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Views attached to the group, anchored to its frame.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attached }
        set { attached = newValue }
    }

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        if subitems.isEmpty { UIKitWarning.log("NSCollectionLayoutGroup has no subitems; it shows nothing") }
        self.subitems = subitems
        if let count, count < 1 { UIKitWarning.log("NSCollectionLayoutGroup count \(count) is less than 1; 1 is used") }
        self.count = count.map { max($0, 1) }
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// How a section scrolls across the collection view's own direction (its own horizontal strip).
nonisolated public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow one another down the collection view.
    case none
    /// A strip that scrolls freely.
    case continuous
    /// Comes to rest with a group's leading edge at the strip's leading edge.
    case continuousGroupLeadingBoundary
    /// A page (the strip's width) at a time.
    case paging
    /// A group at a time, its leading edge at the strip's leading edge.
    case groupPaging
    /// A group at a time, centred in the strip.
    case groupPagingCentered
}
