import Foundation
import OpenCombine

extension Timer {
    /// A publisher that, once connected (`connect()` or `autoconnect()`), sends the current date
    /// every `interval` seconds on `runLoop`: on the simulated app's clock for the main run loop.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Combine's timer publisher: a connectable publisher of dates. A subscriber without demand
    /// misses the dates sent meanwhile, as with Combine's.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Timer?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer (once: connecting again while connected returns the same connection).
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil {
                // Foundation keeps a repeating timer's interval at 0.1 ms at least.
                let every = Swift.max(interval, 0.0001)
                let started = AppClock.timer(on: runLoop, mode: mode, after: every, interval: every, repeats: true) { [subject] in
                    subject.send(Date())
                }
                if let tolerance { started.tolerance = tolerance }
                timer = started
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let stopped = timer
            timer = nil
            lock.unlock()
            stopped?.invalidate()
        }
    }
}
