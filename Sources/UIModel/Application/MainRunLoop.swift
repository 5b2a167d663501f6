import Foundation

/// The main thread's queue as a simulated app runs it: on the app's clock, in a fixed order, so
/// a headless run, a test and a replay see the same work at the same frame.
///
/// While a simulator host drives the app (`isDriven`), main-actor code that queues a closure on
/// the main queue (`DispatchQueue.main.async`, `asyncAfter(deadline:)`), or, in a ported app, a
/// work item or a timer, queues it here instead of with Dispatch or Foundation, whose clock is
/// the wall clock. As in a turn of UIKit's run loop, work queued
/// for now runs before the next frame's display links and layout; delayed work runs on the first
/// frame at or after its deadline, ordered by deadline, then by the order it was queued. Work
/// queued from other threads goes to Dispatch as usual.
@MainActor final class MainRunLoop {
    nonisolated deinit {}
    private struct Timed {
        let deadline: CFTimeInterval
        let order: Int
        /// Only changes how something looks (the caret's blink): an app waiting for idle ignores it.
        let cosmetic: Bool
        let work: @MainActor () -> Void
    }

    /// Set by the host that runs frames (the simulator's window, a headless run, a test's app).
    var isDriven = false
    /// Work queued for the next turn, oldest first.
    private var queued: [@MainActor () -> Void] = []
    /// Delayed work, soonest first.
    private var timed: [Timed] = []
    private var order = 0

    /// At most this many queued blocks run in one turn (the work queued for now, and what that
    /// queues in turn): work that queues itself again for ever cannot hold the frame for ever;
    /// what is left runs in the next turn.
    static let blocksPerTurn = 10_000

    /// Whether work is queued for the next turn.
    var hasQueuedWork: Bool { !queued.isEmpty }
    /// When the soonest delayed block is due, if any is scheduled.
    var nextDeadline: CFTimeInterval? { timed.first?.deadline }
    /// When the soonest delayed block that is more than cosmetic is due.
    var nextWorkDeadline: CFTimeInterval? { timed.first { !$0.cosmetic }?.deadline }

    func enqueue(_ work: @escaping @MainActor () -> Void) { queued.append(work) }

    /// Runs `work` on the first turn at or after `deadline` (app-clock seconds); `cosmetic` work
    /// only changes how something looks, and does not keep the app from being idle.
    func schedule(at deadline: CFTimeInterval, cosmetic: Bool = false, _ work: @escaping @MainActor () -> Void) {
        let entry = Timed(deadline: deadline.isNaN ? 0 : deadline, order: order, cosmetic: cosmetic, work: work)
        order += 1
        let index = timed.firstIndex { ($0.deadline, $0.order) > (entry.deadline, entry.order) } ?? timed.endIndex
        timed.insert(entry, at: index)
    }

    /// One turn at `now`: the queued work (and what it queues, up to `blocksPerTurn`), then each
    /// delayed block due by `now` in deadline order, each followed by the work it queued.
    func turn(now: CFTimeInterval) {
        runQueued()
        while let first = timed.first, first.deadline <= now {
            timed.removeFirst()
            first.work()
            runQueued()
        }
    }

    /// Runs the queued work, and the work it queues, until none is left or `blocksPerTurn` ran.
    func runQueued() {
        var ran = 0
        while !queued.isEmpty, ran < Self.blocksPerTurn {
            // The oldest blocks, as many as the turn allows; what they queue goes after the rest.
            let batch = queued.prefix(Self.blocksPerTurn - ran)
            queued.removeFirst(batch.count)
            for work in batch { work() }
            ran += batch.count
        }
    }

    /// `seconds` to the millisecond. Delays measured on the wall clock (`.now() + 1`, a timer's
    /// fire date) move by the time between making and queueing the work: to the millisecond,
    /// the frame the work runs on, and its order among work queued for the same time, do not.
    nonisolated static func wholeMilliseconds(_ seconds: TimeInterval) -> TimeInterval {
        (seconds * 1000).rounded() / 1000
    }

    /// Drops everything (a new run starts).
    func removeAll() {
        queued.removeAll()
        timed.removeAll()
    }
}

extension MainRunLoop {
    /// Runs `body` with the running app's loop and clock when the caller is on the main actor and
    /// a host drives the loop; returns false otherwise (the caller then hands the work to
    /// Dispatch or Foundation).
    nonisolated static func withDrivenLoop(_ body: @MainActor (MainRunLoop, CFTimeInterval) -> Void) -> Bool {
        guard isOnMainActor else { return false }
        // Called on the main actor (checked above), which `body` never leaves.
        nonisolated(unsafe) let body = body
        return MainActor.assumeIsolated {
            let runtime = UIModelRuntime.current
            guard runtime.clock.mainRunLoop.isDriven else { return false }
            body(runtime.clock.mainRunLoop, CACurrentMediaTime())
            return true
        }
    }
}
