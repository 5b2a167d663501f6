import Foundation

/// One section of a compositional layout: a list (rows the collection view's width, as tall as
/// their cells need, with the list configuration's look), or groups of items repeated until the
/// section's items run out, one after another down the collection view or, with an orthogonal
/// scrolling behaviour, along a strip that scrolls sideways.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    nonisolated deinit {}
    let list: UICollectionLayoutListConfiguration?
    let group: NSCollectionLayoutGroup?

    /// Insets around the section's groups (and its headers' sides, while
    /// `supplementariesFollowContentInsets`).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers (`.top`) and footers (`.bottom`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    /// Views behind the section (backgrounds), made from the classes registered with the layout.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called in every layout pass with the section's items on screen, to change how they show
    /// (a carousel scaling the item in the middle).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        list = nil
    }

    init(list: UICollectionLayoutListConfiguration) {
        self.list = list
        group = nil
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }

    /// Whether a list section was given what only group sections use (reported, not applied).
    var listIgnoresGroupSettings: Bool {
        list != nil && (contentInsets != .zero || interGroupSpacing != 0 || orthogonalScrollingBehavior != .none
            || !boundarySupplementaryItems.isEmpty || !decorationItems.isEmpty)
    }
}
