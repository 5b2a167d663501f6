import Foundation

/// A value shared across threads, read and changed only under its lock: the process-wide caches
/// every session shares (shapes' pixels, fonts checked), the fonts an app registered, and the
/// tables of predicates, transformers and containers. Here, below UIModel, so every module of
/// the package uses the one kind.
nonisolated package final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
