import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag the run loops read between frames, so a run stops
/// promptly with its outputs complete instead of dying mid-write. (SDL's own handlers are turned
/// off in `SDLSupport`: it would turn the signals into quit events a headless run never reads.)
/// A signal handler can only reach process-wide state, so the flag is one per process.
nonisolated public enum SignalMonitor {
    /// The signals that end a run.
    public static let signals: [Int32] = [SIGINT, SIGTERM]
    /// The signal received, or 0.
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers (and unblocks the signals, which a parent process may have blocked).
    public static func install() {
        for s in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { SignalMonitor.received.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            sigaction(s, &action, nil)
        }
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal that asked the run to stop, if any.
    public static var pending: Int32? {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// Throws `SimulatorError.interrupted` once a signal has arrived.
    package static func check() throws {
        if let s = pending { throw SimulatorError.interrupted(signal: s) }
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}
