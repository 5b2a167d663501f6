import Foundation

/// What a scroll view tells its delegate as it scrolls, is dragged and decelerates (all methods
/// optional, as in UIKit).
@preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (every frame of a drag, a deceleration or an animation).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is in points per millisecond, positive as the offset grows;
    /// `targetContentOffset` is where the scroll will come to rest, and may be changed (to snap).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation of `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view that pinches and `zoomScale` scale (nil: the scroll view does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed (every frame of a pinch or a zoom animation).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch (with its bounce back into the limits) or an animated zoom ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

extension UIScrollView {
    /// How fast a fling slows: the fraction of its velocity kept each millisecond.
    nonisolated public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's rates (`UIScrollView.DecelerationRate`'s documented raw values).
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area edges `adjustedContentInset` adds to `contentInset`.
    nonisolated public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the vertical edges always for a controller's root view in a
        /// navigation or tab bar controller.
        case automatic
        /// The edges of the axes the content scrolls along (or always bounces along).
        case scrollableAxes
        case never
        case always
    }

    /// The scroll indicators' colour.
    nonisolated public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark (follows the interface style).
        case `default`
        case black
        case white
    }
}
