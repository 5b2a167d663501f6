import Foundation
import UIModel
import SimulatorRendering

extension SimulatorApp {
    /// What keeps an app from being idle, as a test reads it when a wait times out.
    nonisolated public struct Busy: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Runs the clock frame by frame until the app is idle: no main-queue work waiting, no
    /// delayed block (`asyncAfter`) due within `timeout` from now, no animation running,
    /// no display link unpaused, no gesture waiting on a timeout and no layout pending
    /// (Playwright's and EarlGrey's "stable"). Returns at once when it already is. Throws `Busy`,
    /// saying what is still going on, when `timeout` seconds of the app's clock pass first (a
    /// running display link, or work that queues itself again sooner than `timeout`, keeps an
    /// app busy).
    public func waitUntilIdle(timeout: TimeInterval = 5) throws {
        let end = try idleDeadline(timeout)
        while let busy = busyReason(within: timeout) {
            try advanceFrame(stillBusy: busy, until: end, timeout: timeout)
        }
    }

    /// `waitUntilIdle(timeout:)` that also lets other work on the main actor run between frames:
    /// the jobs of `Task { @MainActor in ... }` and the blocks other threads queued on the main
    /// queue (which Dispatch runs, not the app's clock). The app is idle when a turn of the main
    /// actor finds nothing left to do either.
    public func waitUntilIdle(timeout: TimeInterval = 5) async throws {
        let end = try idleDeadline(timeout)
        while true {
            // The main actor's queued jobs run before this task resumes.
            await Task.yield()
            settle()
            guard let busy = busyReason(within: timeout) else {
                // Idle twice in a row, with a turn of the main actor between: stable.
                await Task.yield()
                settle()
                if busyReason(within: timeout) == nil { return }
                continue
            }
            try advanceFrame(stillBusy: busy, until: end, timeout: timeout)
        }
    }

    /// When a wait of `timeout` seconds from now gives up.
    private func idleDeadline(_ timeout: TimeInterval) throws -> Double {
        guard timeout.isFinite, timeout >= 0 else { throw SimulatorError.usage("waitUntilIdle(timeout:) needs a timeout ≥ 0, not \(timeout)") }
        return time + timeout
    }

    /// One frame more, or `Busy` (saying `busy`) once the wait reached `end`.
    private func advanceFrame(stillBusy busy: String, until end: Double, timeout: TimeInterval) throws {
        guard time < end - 1e-9 else { throw Busy(description: "still busy after \(JSONValue.format(timeout)) s: \(busy)") }
        try advance(frames: 1)
    }

    /// Lays out and displays what changed since the last frame (the layout pass runs the
    /// main-queue work queued since first).
    private func settle() { run { session.frames.settle() } }

    /// What keeps the app busy (work due within `window` seconds from now), or nil when it is idle.
    private func busyReason(within window: Double) -> String? {
        run {
            var reasons: [String] = []
            if runtime.hasQueuedMainWork { reasons.append("main-queue work waiting") }
            // The caret's blink is cosmetic: it does not keep the app busy.
            if let deadline = runtime.nextWorkDeadline, deadline - session.animationTime <= window + 1e-9 {
                reasons.append("work due at \(JSONValue.format(deadline)) s")
            }
            if runtime.runningAnimationCount > 0 { reasons.append("\(runtime.runningAnimationCount) animations running") }
            if reasons.isEmpty, runtime.needsFrame { reasons.append("a display link, gesture timeout or layout pending") }
            return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
        }
    }
}
