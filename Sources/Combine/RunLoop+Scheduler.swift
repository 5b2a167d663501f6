import Foundation
import UIModel
import OpenCombine

/// Run loops as Combine's schedulers (`receive(on: RunLoop.main)`). The main run loop, scheduled
/// on from the main actor, runs the work on the simulated app's clock.
extension RunLoop: OpenCombine.Scheduler {
    /// A date as Combine's schedulers measure it.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

        /// A signed span of seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The span in seconds.
            public var magnitude: TimeInterval

            /// The span in seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
        }
    }

    /// Options for run-loop scheduling: none, as in Combine.
    public struct SchedulerOptions {}

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main, UIModelRuntime.isOnMainActor { return AppClock.onMainQueue(after: 0, action) }
        perform(UncheckedAction(action).run)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        _ = AppClock.timer(on: self, after: date.date.timeIntervalSinceNow, interval: 0, repeats: false, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = AppClock.timer(on: self, after: date.date.timeIntervalSinceNow, interval: interval.timeInterval, repeats: true, action)
        timer.tolerance = tolerance.timeInterval
        return TimerCancellable(timer)
    }
}
