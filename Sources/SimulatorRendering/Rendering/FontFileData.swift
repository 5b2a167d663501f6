import CSDL2
import Foundation
import UIModel

/// Font files' bytes, read once a process and shared by every text system: each session (every
/// snapshot starts one) opens its faces from memory, so FreeType parses them and reads their
/// glyphs without a file read or seek. A file is read again when it loses its stamp (rewritten).
/// The bytes are never freed: a face opened on them may live as long as the process.
nonisolated enum FontFileData {
    private static let files = LockedValue<[String: (bytes: UnsafeRawBufferPointer, stamp: FileStamp)]>([:])

    /// The file's bytes; nil when it cannot be read or is empty.
    static func bytes(atPath path: String) -> UnsafeRawBufferPointer? {
        guard let stamp = FileStamp(path: path) else { return nil }
        if let known = files.withLock({ $0[path] }), known.stamp == stamp { return known.bytes }
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: buffer)
        return files.withLock { files in
            if let first = files[path], first.stamp == stamp {
                buffer.deallocate()
                return first.bytes
            }
            files[path] = (UnsafeRawBufferPointer(buffer), stamp)
            return UnsafeRawBufferPointer(buffer)
        }
    }

    /// The face in the file at `pixelSize`, opened from its bytes; nil, with SDL's error set as
    /// `TTF_OpenFont` sets it, when it cannot be opened.
    static func openFont(atPath path: String, pixelSize: Int32) -> OpaquePointer? {
        guard let bytes = bytes(atPath: path), let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(clamping: bytes.count)) else {
            return TTF_OpenFont(path, pixelSize)
        }
        return TTF_OpenFontRW(stream, 1, pixelSize)
    }
}
