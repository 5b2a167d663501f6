import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a file's metadata says of its contents, read with one `stat`: it changes when the file is
/// written or replaced, and for a folder when an entry is added, removed or renamed. The caches
/// a process shares between runtimes (folders searched, files read and measured) keep the stamps
/// of what they read, and read again what no longer has its stamp: a test that rewrites a
/// bundle's file between two runtimes gets the new one.
nonisolated struct FileStamp: Equatable, Sendable {
    private let device: UInt64, inode: UInt64, size: Int64
    private let seconds: Int, nanoseconds: Int

    /// The file's stamp now; nil when it does not exist or cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}

/// The stamps of several files, taken together.
nonisolated package struct FileStamps: Sendable {
    private let stamps: [String: FileStamp?]

    package init(paths: some Sequence<String>) {
        stamps = Dictionary(paths.map { ($0, FileStamp(path: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether every file still has its stamp (one that was missing is still missing).
    package var areCurrent: Bool {
        stamps.allSatisfy { path, stamp in FileStamp(path: path) == stamp }
    }
}
