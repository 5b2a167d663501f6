import Dispatch
import Foundation

// Dispatch's ways to run a closure later on the main queue, as apps write them, run on the
// simulated app's clock while a host drives it (`MainRunLoop`). Swift type-checks a closure
// given to `DispatchQueue.main.async` as main-actor code; these declarations take exactly such a
// closure, alone, so Swift prefers them to Dispatch's own (which take a nonisolated closure and
// defaulted QoS and flag parameters) in code that imports UIModel, in Swift 5 and 6 modes, with
// or without Foundation: an app's code needs no change. A closure for another queue is not
// main-actor code, and goes to Dispatch's. With no host running frames, or called off the main
// actor, the work goes to Dispatch's main queue unchanged.
//
// Forms whose signature is exactly Dispatch's or Foundation's (a `DispatchWorkItem`,
// `Timer.scheduledTimer`, `RunLoop.add`) cannot be preferred that way: UIModel's own would make
// every such call ambiguous in a file that imports Foundation. `uimodel-port` writes them into
// the app's own module instead (`RunLoopOnAppClock.swift`, forwarding to
// `UIModelRuntime+Timers`), where Swift prefers them.

extension DispatchQueue {
    /// Dispatch's `async(execute:)` for main-actor work: from the main actor while a host drives
    /// the app, the work runs in the app's next run-loop turn, before the next frame's layout.
    nonisolated public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        if MainRunLoop.withDrivenLoop({ loop, _ in loop.enqueue(work) }) { return }
        DispatchQueue.main.async(group: nil) { MainActor.assumeIsolated(work) }
    }

    /// Dispatch's `asyncAfter(deadline:execute:)` for main-actor work: from the main actor while
    /// a host drives the app, the work runs on the first frame at least the delay later on the
    /// app's clock.
    nonisolated public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
        if let delay = Self.delay(until: deadline),
           MainRunLoop.withDrivenLoop({ loop, now in loop.schedule(at: now + delay, work) }) { return }
        DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { MainActor.assumeIsolated(work) }
    }

    /// Seconds from now to `deadline` (0 when it has passed), to the millisecond
    /// (`MainRunLoop.wholeMilliseconds`); nil for `.distantFuture`, which never comes.
    nonisolated static func delay(until deadline: DispatchTime) -> CFTimeInterval? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return 0 }
        return MainRunLoop.wholeMilliseconds(Double(deadline.uptimeNanoseconds - now) / 1e9)
    }
}
