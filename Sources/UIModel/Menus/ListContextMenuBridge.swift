import Foundation

/// A table or collection view as its context menus see it: its delegate's menu for a row, the
/// previews, and the callbacks, by index path.
@MainActor protocol ContextMenuList: UIView {
    func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, dismissing: Bool) -> UITargetedPreview?
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func indexPathForContextMenu(at point: CGPoint) -> IndexPath?
    func rowView(at indexPath: IndexPath) -> UIView?
}

/// The delegate of a list's own context menu interaction: it finds the row under the press and
/// turns the interaction's questions into the list delegate's. A row's default preview is its cell.
final class ListContextMenuBridge: NSObject, UIContextMenuInteractionDelegate {
    nonisolated deinit {}
    weak var list: ContextMenuList?
    /// The row the open (or opening) menu belongs to.
    private var indexPath: IndexPath?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let list, let ip = list.indexPathForContextMenu(at: location) else { return nil }
        indexPath = ip
        return list.contextMenuConfiguration(forRowAt: ip, point: location)
    }

    private func preview(_ configuration: UIContextMenuConfiguration, dismissing: Bool) -> UITargetedPreview? {
        guard let list, let ip = indexPath else { return nil }
        if let custom = list.contextMenuPreview(for: configuration, at: ip, dismissing: dismissing) { return custom }
        return list.rowView(at: ip).map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        preview(configuration, dismissing: false)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        preview(configuration, dismissing: true)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        list?.contextMenuWillPerformPreviewAction(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        list?.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        list?.contextMenuWillEnd(configuration, animator: animator)
    }
}

extension UITableView: ContextMenuList {
    func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    func contextMenuPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, dismissing: Bool) -> UITargetedPreview? {
        dismissing ? tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
            : tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
    func indexPathForContextMenu(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func rowView(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
}

extension UICollectionView: ContextMenuList {
    func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }
    func contextMenuPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath, dismissing: Bool) -> UITargetedPreview? {
        guard let d = collectionDelegate else { return nil }
        if dismissing {
            return d.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
                ?? d.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        return d.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
            ?? d.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
    func indexPathForContextMenu(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func rowView(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
}
