import Foundation

/// A background task's number, to end it by.
nonisolated public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task (what a request that cannot be granted gives).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// The numbers background tasks get, counted across the process (any thread may ask).
    nonisolated private static let backgroundTaskNumbers = LockedValue(0)

    /// Asks for time to finish work after the app leaves the screen. The simulated app never
    /// leaves it: the task gets a number and its expiration handler is never called.
    nonisolated public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    nonisolated public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: Self.backgroundTaskNumbers.withLock { n -> Int in
            n += 1
            return n
        })
    }

    /// Ends a task begun with `beginBackgroundTask` (an unknown or invalid one is ignored).
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// How long the app may run in the background: unlimited while it is in front, as iOS
    /// answers (`Double.greatestFiniteMagnitude`), which here is always.
    nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// Runs `body`. Swift on Linux has no autorelease pools (memory is reference counted without
/// them), so the pool is honestly nothing here; the function exists for code written for iOS.
nonisolated public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
