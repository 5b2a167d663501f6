import Foundation

/// Values read from files, kept for the whole process and shared by every runtime (every
/// snapshot starts one), each with the stamps of the files and folders it was read from: a
/// value is read again once one of them changed. Safe to use from any thread.
nonisolated package final class FileReadCache<Key: Hashable, Value>: @unchecked Sendable {
    private let entries = LockedValue<[Key: (value: Value, read: FileStamps)]>([:])

    package init() {}

    /// The value kept for `key` while what it was read from is as it was; else what `read` gives,
    /// kept with the stamps it took of what it read (a file's stamp taken before reading it sees,
    /// next time, a change made while it was read).
    package func value(for key: Key, read: () throws -> (Value, FileStamps)) rethrows -> Value {
        try valueIfReadable(for: key, read: read)!
    }

    /// `value(for:read:)` for a value that cannot always be read: `read` giving nil keeps nothing.
    package func valueIfReadable(for key: Key, read: () throws -> (Value, FileStamps)?) rethrows -> Value? {
        if let known = entries.withLock({ $0[key] }), known.read.areCurrent { return known.value }
        guard let (value, read) = try read() else { return nil }
        entries.withLock { $0[key] = (value, read) }
        return value
    }
}
