import Foundation

/// What a compositional layout applies across its sections: the space between them and the
/// layout's own headers and footers (above the first section, below the last).
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    nonisolated deinit {}
    /// The layout scrolls vertically here; a horizontal direction is reported and laid out
    /// vertically (sections side by side are not supported).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet {
            if scrollDirection == .horizontal {
                UIKitWarning.log("UICollectionViewCompositionalLayoutConfiguration.scrollDirection .horizontal is laid out vertically; use a section's orthogonalScrollingBehavior for a sideways strip")
            }
        }
    }
    /// Points between one section and the next.
    open var interSectionSpacing: CGFloat = 0 {
        didSet { if !interSectionSpacing.isFinite || interSectionSpacing < 0 { interSectionSpacing = 0 } }
    }
    /// Headers (`.top`) and footers (`.bottom`) of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
