import Foundation

/// Auto Layout in a scroll view, as in UIKit: constraints between the scroll view and its
/// content refer to the content area (`contentLayoutGuide`, whose size becomes `contentSize`
/// when the constraints decide it); `frameLayoutGuide` is the visible frame. The layout engine
/// places a scroll view's subviews in content coordinates, whatever the offset.
extension UIScrollView {
    /// The content area: origin at the content's origin, size `contentSize` (or what the
    /// constraints on it say, which then becomes `contentSize`).
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = UILayoutGuide(kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        contentGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The scroll view's visible frame, in content coordinates: content pinned to it stays put
    /// while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = UILayoutGuide(kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        frameGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// `contentSize` changed: the content guide's preferred size follows.
    func contentGuideNeedsUpdate() {
        guard let guide = contentGuide, let engine = layoutEngine, engine.participates(guide) else { return }
        engine.frameMoved()
        layoutRoot.setNeedsLayout()
    }

    /// The offset or size changed: the frame guide moves with them.
    func frameGuideMoved() {
        guard let guide = frameGuide, let engine = layoutEngine, engine.participates(guide) else { return }
        engine.frameMoved()
        layoutRoot.setNeedsLayout()
    }

    /// When constraints decide the content guide's size, it becomes `contentSize`.
    func adoptContentGuideSize() {
        guard let guide = contentGuide, let engine = layoutEngine, let solved = engine.solvedFrame(of: guide) else { return }
        let size = CGSize(width: max(solved.width, 0), height: max(solved.height, 0))
        if size != contentSize { contentSize = size }
    }
}
