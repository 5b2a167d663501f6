import Foundation
import UIModel

/// Where a process's time goes, phase by phase (`make bench-snapshots` prints a snapshot suite's
/// split from it). When the environment variable `UIMODEL_PHASE_TIMES` names a file, the time
/// spent in each phase is added up, a phase inside another counting for itself only, and when
/// the process exits one line per phase is appended to that file: the phase's name, a tab, and
/// its seconds. Otherwise `measure` only runs its body.
///
/// The times come from the monotonic clock and go to that file only: nothing drawn, compared or
/// recorded depends on them.
nonisolated public enum PhaseTimes {
    /// The phases of a snapshot, in the order a snapshot runs them.
    public enum Phase: String, CaseIterable, Sendable {
        /// A fresh runtime and session: the text system, the image catalogue, the device.
        case setup = "runtime set-up"
        /// The app delegate's launch: the root controller made, its views loaded.
        case launch
        /// The clock (main-queue work, timers, animations), then traits and layout.
        case layout
        /// `display()` and `draw(_:)` of what asked to redraw.
        case display
        /// The display list, encoded and drawn into the canvas.
        case draw
        /// The canvas's pixels read back into a frame.
        case read
        /// Frames encoded to PNG, and references read from PNG.
        case png = "PNG"
        /// A frame compared with its reference.
        case compare
    }

    /// The file the totals go to, when asked for.
    static let file: String? = {
        guard let path = ProcessInfo.processInfo.environment["UIMODEL_PHASE_TIMES"], !path.isEmpty else { return nil }
        atexit { PhaseTimes.write() }
        return path
    }()

    /// Whether phases are timed in this process.
    static var isEnabled: Bool { file != nil }

    /// `body`, its time added to `phase` when phases are timed.
    @inline(__always)
    public static func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        guard isEnabled else { return try body() }
        begin(phase)
        defer { end() }
        return try body()
    }

    /// Time added up by phase, each thread's phases nested: the time a phase runs inside another
    /// counts for the inner one only.
    struct Totals {
        /// A phase being timed on a thread, and when its current stretch began.
        private struct Open {
            let phase: Phase
            var since: UInt64
        }

        private(set) var nanoseconds: [Phase: UInt64] = [:]
        private var open: [UInt: [Open]] = [:]

        /// `phase` begins on `thread` at `t` (nanoseconds), pausing the phase it is inside.
        mutating func begin(_ phase: Phase, at t: UInt64, thread: UInt) {
            var stack = open[thread] ?? []
            if let outer = stack.last { nanoseconds[outer.phase, default: 0] += t - outer.since }
            stack.append(Open(phase: phase, since: t))
            open[thread] = stack
        }

        /// The phase `thread` began last ends at `t`; the one it was inside goes on.
        mutating func end(at t: UInt64, thread: UInt) {
            guard var stack = open[thread], let inner = stack.popLast() else { return }
            nanoseconds[inner.phase, default: 0] += t - inner.since
            if !stack.isEmpty { stack[stack.count - 1].since = t }
            open[thread] = stack.isEmpty ? nil : stack
        }
    }

    private static let state = LockedValue(Totals())

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    private static var thread: UInt { UInt(pthread_self()) }

    private static func begin(_ phase: Phase) {
        let t = now(), thread = thread
        state.withLock { $0.begin(phase, at: t, thread: thread) }
    }

    private static func end() {
        let t = now(), thread = thread
        state.withLock { $0.end(at: t, thread: thread) }
    }

    /// The totals so far, in seconds, by phase (those entered at least once).
    static var totals: [Phase: Double] {
        state.withLock { $0.nanoseconds.mapValues { Double($0) / 1e9 } }
    }

    /// Appends the totals to the file.
    static func write() {
        guard let file else { return }
        let totals = totals
        guard !totals.isEmpty else { return }
        let lines = Phase.allCases.compactMap { p in totals[p].map { "\(p.rawValue)\t\(String(format: "%.6f", $0))\n" } }.joined()
        guard let handle = FileHandle(forWritingAtPath: file) ?? {
            FileManager.default.createFile(atPath: file, contents: nil)
            return FileHandle(forWritingAtPath: file)
        }() else { return }
        handle.seekToEndOfFile()
        handle.write(Data(lines.utf8))
        handle.closeFile()
    }
}
