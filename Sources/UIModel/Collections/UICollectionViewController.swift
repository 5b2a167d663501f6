import Foundation

/// A controller whose view is a collection view laid out by `collectionViewLayout`, with itself
/// as its data source and delegate (override the methods it needs, as with
/// `UITableViewController`). It deselects the selected items when it appears again.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    nonisolated deinit {}
    /// The layout the collection view is made with.
    open private(set) var collectionViewLayout: UICollectionViewLayout
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press on an item moves it (when the data source lets it move): the
    /// collection view's interactive movement follows the finger. UIKit's default: on.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { standardMovementGesture.isEnabled = installsStandardGestureForInteractiveMovement }
    }
    private lazy var standardMovementGesture = UILongPressGestureRecognizer { [unowned self] in
        self.moveItemWithStandardGesture($0 as! UILongPressGestureRecognizer)
    }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// With a flow layout: UIKit takes the layout from the nib, and there are no nibs here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        let view = (coder as? IBCoder).flatMap { c in c.element.child(forKey: "view").map { IBCoder(element: $0, context: c.context) } }
        collectionViewLayout = view?.collectionLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
        collection.addGestureRecognizer(standardMovementGesture)
        standardMovementGesture.isEnabled = installsStandardGestureForInteractiveMovement
    }

    private func moveItemWithStandardGesture(_ gesture: UILongPressGestureRecognizer) {
        guard let collection = collectionView else { return }
        let point = gesture.location(in: collection)
        switch gesture.state {
        case .began:
            guard let ip = collection.indexPathForItem(at: point), collection.beginInteractiveMovementForItem(at: ip) else { return }
            collection.updateInteractiveMovementTargetPosition(point)
        case .changed: collection.updateInteractiveMovementTargetPosition(point)
        case .ended: collection.endInteractiveMovement()
        default: collection.cancelInteractiveMovement()
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for ip in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: ip, animated: animated) }
    }

    // The data source's and delegate's methods, so subclasses override them as in UIKit.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// UIKit raises when a layout asks for a header or footer the controller cannot give; here
    /// it is reported and an empty view shown.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitWarning.log("the layout asked for a \(kind) view in section \(indexPath.section), but \(type(of: self)) does not make supplementary views; an empty view is shown")
        return UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}

    // The scroll view's delegate methods, as `UITableViewController` declares them.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
