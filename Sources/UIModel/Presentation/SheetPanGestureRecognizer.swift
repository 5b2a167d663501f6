import Foundation

/// A sheet's drag: on the presentation's container, for touches that land on the sheet. It
/// begins for a vertical drag, except one a scroll view in the sheet takes (scrolling its
/// content rather than at its top edge).
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    nonisolated deinit {}
    unowned let presentationController: UIPresentationController

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(handler: nil)
        addTarget { [unowned self] _ in self.dragged() }
    }

    override func shouldTrack(touchAt windowPoint: CGPoint) -> Bool {
        let pc = presentationController
        guard pc.isSheetStyle, !pc.isTransitioning, let sheet = pc.presentedView, let container = pc.containerView else { return false }
        return sheet.frame.contains(container.convert(windowPoint, from: nil))
    }

    override func allowsRecognition(translation t: CGPoint) -> Bool {
        guard abs(t.y) > abs(t.x) else { return false }
        var v = trackedTouches.first?.view
        while let view = v, view !== presentationController.presentedView?.superview {
            if let scroll = view as? UIScrollView, scroll.isScrollEnabled, scroll.scrolls(alongX: false) {
                return presentationController.sheetClaimsDrag(in: scroll, translation: t)
            }
            v = view.superview
        }
        return true
    }

    private func dragged() {
        let pc = presentationController
        switch state {
        case .began: pc.sheetDragBegan()
        case .changed: pc.sheetDragChanged(translation: translation(in: nil).y)
        case .ended: pc.sheetDragEnded(velocity: velocity(in: nil).y)
        case .cancelled, .failed: pc.sheetDragEnded(velocity: 0)
        default: break
        }
    }
}
