import Dispatch
import UIModel
import Foundation
import OpenCombine

/// Dispatch queues as Combine's schedulers (`receive(on: DispatchQueue.main)`,
/// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`). The main queue, scheduled
/// on from the main actor, runs the work on the simulated app's clock.
extension DispatchQueue: OpenCombine.Scheduler {
    /// A dispatch time as Combine's schedulers measure it.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(truncatingIfNeeded: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 1))))
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A signed span of nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The span in nanoseconds.
            public var magnitude: Int

            /// The span as Dispatch writes it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// Whole seconds.
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }
            /// Seconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                self.init(.seconds(seconds))
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride {
                let nanoseconds = s * 1e9
                return Stride(.nanoseconds(nanoseconds.isFinite ? Int(max(min(nanoseconds, Double(Int.max)), Double(Int.min))) : .max))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &+ rhs.magnitude)) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &- rhs.magnitude)) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &* rhs.magnitude)) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Dispatch's quality of service, flags and group for scheduled work.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Whether work for this queue goes on the app's clock: the main queue, from the main actor.
    private var isAppClockMain: Bool { isMainQueue && UIModelRuntime.isOnMainActor }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isAppClockMain, options?.group == nil { return AppClock.onMainQueue(after: 0, action) }
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: UncheckedAction(action).run)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if isAppClockMain { return AppClock.onMainQueue(after: Self.seconds(until: date), action) }
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
                   execute: UncheckedAction(action).run)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let seconds = Double(interval.magnitude) / 1e9
        if isAppClockMain {
            return TimerCancellable(AppClock.timer(on: .main, after: Self.seconds(until: date), interval: seconds, repeats: true, action))
        }
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        source.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], handler: UncheckedAction(action).run)
        source.resume()
        return AnyCancellable { source.cancel() }
    }

    /// Seconds from now to `date` (0 once it has passed).
    private static func seconds(until date: SchedulerTimeType) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        return date.dispatchTime.uptimeNanoseconds > now ? Double(date.dispatchTime.uptimeNanoseconds - now) / 1e9 : 0
    }
}
