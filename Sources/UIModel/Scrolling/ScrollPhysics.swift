import Foundation

/// iOS's scrolling formulas, along one axis (WWDC 2018
/// session 803, "Designing Fluid Interfaces"): momentum that decays by a rate per millisecond,
/// the projection of where a fling comes to rest, rubber-banding past an edge, and paging. Pure
/// functions of their inputs, so a scroll view driven by them is frame-rate independent.
nonisolated enum ScrollPhysics {
    /// UIKit's rubber-band coefficient c in b = (1 − 1/(x·c/D + 1))·D.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content shows past an edge when the finger has dragged it `overshoot` points past,
    /// in a viewport `dimension` points long: never as far as the finger, never a whole viewport.
    static func rubberBanded(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse: how far past the edge a finger must be for `shown` points to show (a drag
    /// that grabs content already pulled past an edge carries on from where it is, no jump).
    static func overshoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard shown > 0, dimension > 0 else { return 0 }
        let b = min(shown, dimension * maximumBandFraction)
        return dimension / rubberBandCoefficient * (b / (dimension - b))
    }

    /// The band never shows a whole viewport; the inverse is taken at most this far.
    static let maximumBandFraction: CGFloat = 0.999

    /// `offset` with whatever lies outside `range` rubber-banded.
    static func rubberBandedOffset(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound - rubberBanded(range.lowerBound - offset, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + rubberBanded(offset - range.upperBound, dimension: dimension) }
        return offset
    }

    /// The inverse of `rubberBandedOffset`: where a finger is for content showing at `offset`
    /// (a drag that grabs content pulled past an edge carries on from there, no jump).
    static func unbandedOffset(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound - overshoot(showing: range.lowerBound - offset, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + overshoot(showing: offset - range.upperBound, dimension: dimension) }
        return offset
    }

    // MARK: Momentum

    /// `rate` made valid: in (0, 1), else UIKit's normal rate.
    static func validRate(_ rate: CGFloat) -> CGFloat {
        rate.isFinite && rate > 0 && rate < 1 ? rate : UIScrollView.DecelerationRate.normal.rawValue
    }

    /// How far a fling at `velocity` points per second travels before it rests: (v0/1000)·d/(1−d).
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let d = validRate(rate)
        return velocity.isFinite ? velocity / 1000 * d / (1 - d) : 0
    }

    /// How far the fling has travelled after `time` seconds: the millisecond steps of
    /// v(t) = v0·d^t summed, (v0/1000)·d·(1 − d^t)/(1 − d) with t in milliseconds (the
    /// projection is its limit).
    static func distance(velocity: CGFloat, rate: CGFloat, after time: CFTimeInterval) -> CGFloat {
        let d = validRate(rate)
        return projectedDistance(velocity: velocity, rate: d) * (1 - pow(d, CGFloat(max(time, 0)) * 1000))
    }

    /// The fling's velocity after `time` seconds: v0·d^t, t in milliseconds.
    static func velocity(_ velocity: CGFloat, rate: CGFloat, after time: CFTimeInterval) -> CGFloat {
        velocity.isFinite ? velocity * pow(validRate(rate), CGFloat(max(time, 0)) * 1000) : 0
    }

    // MARK: Paging

    /// The page a paging fling settles on: the page nearest where the projection lands, at most
    /// one page from `startPage` (the page under the finger when the drag began), within the
    /// `pageCount` pages.
    static func targetPage(startPage: Int, projectedOffset: CGFloat, pageLength: CGFloat, pageCount: Int) -> Int {
        guard pageLength > 0, pageCount > 0, projectedOffset.isFinite else { return min(max(startPage, 0), max(pageCount - 1, 0)) }
        let nearest = Int((projectedOffset / pageLength).rounded())
        return min(max(nearest, startPage - 1, 0), startPage + 1, pageCount - 1)
    }
}

nonisolated extension ClosedRange where Bound == CGFloat {
    /// `value` brought into the range.
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
