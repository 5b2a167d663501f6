import Foundation

/// Auto Layout in a scroll view, as in UIKit: constraints between the scroll view and its
/// content refer to the content area (`contentLayoutGuide`, whose size becomes `contentSize`
/// when the constraints decide it); `frameLayoutGuide` is the visible frame. The layout engine
/// places a scroll view's subviews in content coordinates, whatever the offset.
extension UIScrollView {
    /// The content area: origin at the content's origin, size `contentSize` (or what the
    /// constraints on it say, which then becomes `contentSize`).
    var baseContentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's visible frame, in content coordinates: content pinned to it stays put
    /// while the rest scrolls.
    var baseFrameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    /// `guide` (made or not) moved or changed size: the engine solves again if it takes part.
    func scrollGuideMoved(_ guide: KeyPath<ViewLayoutState, UILayoutGuide?>) {
        guard let g = layoutState?[keyPath: guide], layoutEngine?.participates(g) == true else { return }
        layoutFrameMoved()
    }

    /// When constraints decide the content guide's size, it becomes `contentSize`.
    func adoptContentGuideSize() {
        guard let guide = layoutState?.scrollContentGuide, let solved = layoutEngine?.solvedFrame(of: guide) else { return }
        let size = CGSize(width: max(solved.width, 0), height: max(solved.height, 0))
        if size != contentSize { contentSize = size }
    }
}
