import Foundation

/// What a layout invalidation covers: everything, the data source's counts, or what a bounds
/// change asks for, and how far to move the content. A layout of your own subclasses it to say
/// more and reads it in `invalidateLayout(with:)`.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    nonisolated deinit {}
    public required override init() { super.init() }

    /// Set by `invalidateLayout()`: the layout is worked out afresh.
    open internal(set) var invalidateEverything = false
    /// Set when the data source's counts changed (a reload, a batch update).
    open internal(set) var invalidateDataSourceCounts = false
    /// How far the content moves when the layout is invalidated.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes.
    ///
    /// Stored, no effect here: the content size comes from the layout's `collectionViewContentSize`.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items a layout of your own marks for work.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Whether a bounds change made this context.
    var invalidatesForBoundsChange = false
    var invalidatesEverything: Bool {
        get { invalidateEverything }
        set { invalidateEverything = newValue }
    }
}
