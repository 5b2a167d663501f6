import UIModel

/// A request that needs Apple's servers: it fails, with MapKit's error, in the main run loop's
/// next turn (on the app's clock), as a request with no network does; cancelled first, it
/// ends without calling back, as MapKit's do.
nonisolated final class OfflineRequest: @unchecked Sendable {
    private let state = LockedValue((running: false, cancelled: false))

    var isRunning: Bool { state.withLock { $0.running } }

    /// Starts the request; `fail` runs on the main actor unless cancelled.
    func start(_ fail: @escaping @MainActor () -> Void) {
        state.withLock { $0 = (true, false) }
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem { [self] in
            let cancelled = state.withLock { s -> Bool in
                let c = s.cancelled
                s = (false, false)
                return c
            }
            guard !cancelled else { return }
            MainActor.assumeIsolated { fail() }
        })
    }

    func cancel() { state.withLock { if $0.running { $0.cancelled = true } } }

    /// The error an offline request fails with.
    static func error(_ description: String? = nil) -> MKError {
        description.map { MKError(.serverFailure, description: $0) } ?? MKError(.serverFailure)
    }
}
