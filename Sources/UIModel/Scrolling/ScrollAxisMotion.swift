import Foundation

/// One axis of a scroll view moving by itself (after the finger lifts, or an animated offset
/// change), as a closed-form function of the time since it began, so the offset at a given time
/// is the same whatever the frame rate. Momentum decays by the deceleration rate per millisecond;
/// momentum that carries past an edge turns, at the instant it crosses, into a spring back to the
/// edge carrying the velocity it had there (WWDC 2018 session 803, "Designing Fluid Interfaces").
nonisolated struct ScrollAxisMotion {
    nonisolated enum Kind: Equatable {
        /// Momentum at `velocity` (points per second), slowing by `rate` per millisecond; `edge` is
        /// where it meets the end of the content, if it does.
        case decay(velocity: CGFloat, rate: CGFloat, edge: Edge?)
        /// A critically damped spring to `target`, leaving `start` at `velocity`.
        case spring(target: CGFloat, velocity: CGFloat)
        /// An animated offset change along UIKit's ease-in-out curve.
        case curve(target: CGFloat, duration: CFTimeInterval)
    }

    /// Where a decay meets the end of the content: the time, the edge, the velocity there, and
    /// whether it springs back (`bounces`) or stops dead.
    nonisolated struct Edge: Equatable {
        var time: CFTimeInterval
        var offset: CGFloat
        var velocity: CGFloat
        var bounces: Bool
    }

    let start: CGFloat
    let startTime: CFTimeInterval
    let kind: Kind

    /// The bounce back and the paging settle: critically damped (WWDC 2018 session 803), with a natural
    /// frequency of 10 rad/s, so a bounce settles in about half a second as on iOS.
    static let spring = Spring(mass: 1, stiffness: 100, damping: 20)
    /// Motion this close to its end (points), and a spring this slow (points per second), has
    /// come to rest: the offset is set exactly to the end.
    static let restDistance: CGFloat = 0.5
    static let restSpeed: CGFloat = 5
    /// `setContentOffset(_:animated:)`'s duration (UIKit's is not documented; about 0.3 s).
    static let animationDuration: CFTimeInterval = 0.3

    /// Momentum from `start` at `velocity` within `range`. Past the range's end it springs back
    /// when `bounces`, else stops there. A start outside the range springs back at once.
    static func decay(from start: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>,
                      bounces: Bool, at time: CFTimeInterval) -> ScrollAxisMotion {
        if !range.contains(start) {
            return ScrollAxisMotion(start: start, startTime: time,
                                    kind: .spring(target: range.clamp(start), velocity: velocity))
        }
        let d = ScrollPhysics.validRate(rate)
        let projected = ScrollPhysics.projectedDistance(velocity: velocity, rate: d)
        let end = start + projected
        var edge: Edge?
        if !range.contains(end), projected != 0 {
            let wall = end > range.upperBound ? range.upperBound : range.lowerBound
            // P·(1 − d^t) = wall − start, t in milliseconds.
            let ms = log(1 - (wall - start) / projected) / log(d)
            let t = CFTimeInterval(ms / 1000)
            edge = Edge(time: t, offset: wall, velocity: ScrollPhysics.velocity(velocity, rate: d, after: t), bounces: bounces)
        }
        return ScrollAxisMotion(start: start, startTime: time, kind: .decay(velocity: velocity, rate: d, edge: edge))
    }

    /// The offset at `time`, and whether the motion has finished (its offset then is exact).
    func sample(at time: CFTimeInterval) -> (offset: CGFloat, finished: Bool) {
        let t = max(time - startTime, 0)
        switch kind {
        case let .decay(velocity, rate, edge):
            if let edge, t >= edge.time {
                guard edge.bounces else { return (edge.offset, true) }
                return Self.springSample(target: edge.offset, from: edge.offset, velocity: edge.velocity, after: t - edge.time)
            }
            let total = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
            let travelled = ScrollPhysics.distance(velocity: velocity, rate: rate, after: t)
            if abs(total - travelled) < Self.restDistance { return (start + total, true) }
            return (start + travelled, false)
        case let .spring(target, velocity):
            return Self.springSample(target: target, from: start, velocity: velocity, after: t)
        case let .curve(target, duration):
            guard duration > 0, t < duration else { return (target, true) }
            let p = CubicBezierTimingCurve.easeInOut.progress(at: CGFloat(t / duration))
            return (start + (target - start) * p, false)
        }
    }

    private static func springSample(target: CGFloat, from start: CGFloat, velocity: CGFloat,
                                     after t: CFTimeInterval) -> (offset: CGFloat, finished: Bool) {
        let s = spring.state(x0: start - target, v0: velocity, at: CGFloat(t))
        if abs(s.x) < restDistance, abs(s.v) < restSpeed { return (target, true) }
        return (target + s.x, false)
    }

    /// The same motion over content that moved by `delta` (every offset it reaches moves too).
    func shifted(by delta: CGFloat) -> ScrollAxisMotion {
        let moved: Kind
        switch kind {
        case let .decay(velocity, rate, edge):
            moved = .decay(velocity: velocity, rate: rate, edge: edge.map { var e = $0; e.offset += delta; return e })
        case let .spring(target, velocity): moved = .spring(target: target + delta, velocity: velocity)
        case let .curve(target, duration): moved = .curve(target: target + delta, duration: duration)
        }
        return ScrollAxisMotion(start: start + delta, startTime: startTime, kind: moved)
    }
}
