import Dispatch
import Foundation

// Timers and work items on the app's clock. Foundation's `Timer.scheduledTimer`, `RunLoop.add`
// and Dispatch's work-item forms have signatures UIModel cannot declare again without making
// every call ambiguous in a file that imports Foundation too; a declaration in the app's own
// module does win, so `uimodel-port` writes one (`RunLoopOnAppClock.swift`) that forwards to
// these. While a host drives the app they run on `MainRunLoop`, like `DispatchQueue.main.async`;
// otherwise, and off the main actor, they go to Foundation and Dispatch unchanged.
extension UIModelRuntime {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the app's clock: the timer fires
    /// `interval` seconds of app time from now (at least 0.1 ms, as Foundation keeps it), then,
    /// repeating, every `interval` (skipping the fires a long frame missed, as a run loop does),
    /// until it is invalidated.
    nonisolated public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                                  block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let delay = max(interval, 0.0001)
        let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: interval, repeats: repeats, block: block)
        add(timer, to: .current, forMode: .default, after: delay)
        return timer
    }

    /// `runLoop.add(timer, forMode:)`: a timer added to the current thread's run loop from the
    /// main actor fires on the app's clock, at its fire date's distance from now (to the
    /// millisecond, `MainRunLoop.wholeMilliseconds`).
    nonisolated public static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        add(timer, to: runLoop, forMode: mode, after: MainRunLoop.wholeMilliseconds(max(timer.fireDate.timeIntervalSinceNow, 0)))
    }

    nonisolated private static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode, after delay: TimeInterval) {
        nonisolated(unsafe) let timer = timer
        let interval = max(timer.timeInterval, 0.0001)
        if runLoop === RunLoop.current || runLoop === RunLoop.main, timer.isValid,
           MainRunLoop.withDrivenLoop({ loop, now in schedule(timer, every: interval, at: now + delay, in: loop) }) { return }
        runLoop.add(timer, forMode: mode)
    }

    /// `queue.async(execute: workItem)`: on the main queue from the main actor, in the app's next
    /// run-loop turn (a cancelled item does nothing).
    nonisolated public static func async(on queue: DispatchQueue, execute workItem: DispatchWorkItem) {
        nonisolated(unsafe) let item = workItem
        if queue.isMainQueue, MainRunLoop.withDrivenLoop({ loop, _ in loop.enqueue { item.perform() } }) { return }
        queue.async(execute: item)
    }

    /// `queue.asyncAfter(deadline:execute: workItem)`: on the main queue from the main actor, on
    /// the first frame at least the delay later on the app's clock.
    nonisolated public static func asyncAfter(on queue: DispatchQueue, deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        nonisolated(unsafe) let item = workItem
        if queue.isMainQueue, let delay = DispatchQueue.delay(until: deadline),
           MainRunLoop.withDrivenLoop({ loop, now in loop.schedule(at: now + delay) { item.perform() } }) { return }
        queue.asyncAfter(deadline: deadline, execute: item)
    }

    /// Fires `timer` at `deadline`, then every `interval` while it repeats and is valid.
    private static func schedule(_ timer: Timer, every interval: TimeInterval, at deadline: CFTimeInterval, in loop: MainRunLoop) {
        nonisolated(unsafe) let timer = timer
        loop.schedule(at: deadline) { [weak loop] in
            guard timer.isValid else { return }
            // Foundation gives a one-shot timer an interval of 0, and `fire()` invalidates it.
            let repeats = timer.timeInterval > 0
            timer.fire()
            guard repeats, timer.isValid, let loop else { return }
            let missed = max(0, ((CACurrentMediaTime() - deadline) / interval).rounded(.down))
            schedule(timer, every: interval, at: deadline + (missed + 1) * interval, in: loop)
        }
    }
}
