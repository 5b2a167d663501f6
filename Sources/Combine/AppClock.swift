import Dispatch
import Foundation
import UIModel

/// Work that Combine's schedulers run on the main queue or the main run loop: on the simulated
/// app's clock while a host drives the app and the caller is on the main actor
/// (`UIModelRuntime`'s timers and work items), else with Dispatch or Foundation as they are.
enum AppClock {
    /// Runs `action` once, `delay` seconds from now (0: in the next turn), on the main queue.
    static func onMainQueue(after delay: TimeInterval, _ action: @escaping () -> Void) {
        let item = DispatchWorkItem(block: UncheckedAction(action).run)
        if delay <= 0 {
            UIModelRuntime.async(on: .main, execute: item)
        } else {
            UIModelRuntime.asyncAfter(on: .main, deadline: .now() + delay, execute: item)
        }
    }

    /// A timer on `runLoop` that runs `action` after `delay` seconds, then every `interval`
    /// while `repeats`, until invalidated; on the app's clock when `runLoop` is the main thread's.
    static func timer(on runLoop: RunLoop, mode: RunLoop.Mode = .default, after delay: TimeInterval,
                      interval: TimeInterval, repeats: Bool, _ action: @escaping () -> Void) -> Timer {
        let run = UncheckedAction(action).run
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: interval, repeats: repeats) { _ in run() }
        UIModelRuntime.add(timer, to: runLoop, forMode: mode)
        return timer
    }
}

/// A closure Combine hands a scheduler, which runs it on the thread it schedules on. Combine's
/// scheduler contracts predate `Sendable`; the scheduler is what keeps the work to one thread.
struct UncheckedAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    @Sendable func run() { action() }
}

/// A timer as a `Cancellable`: cancelling invalidates it.
final class TimerCancellable: Cancellable {
    private let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
    func cancel() { timer.invalidate() }
}
