import CSDL2
import Foundation
import UIModel

/// Font files' bytes, read once a process and shared by every text system: each session (every
/// snapshot starts one) opens its faces from memory, so FreeType parses them and reads their
/// glyphs without a file read or seek. A file is read again when it loses its stamp (rewritten).
/// The bytes are never freed: a face opened on them may live as long as the process.
nonisolated enum FontFileData {
    private static let files = FileReadCache<String, UnsafeRawBufferPointer>()

    /// The file's bytes; nil when it cannot be read or is empty.
    static func bytes(atPath path: String) -> UnsafeRawBufferPointer? {
        files.valueIfReadable(for: path) {
            let stamps = FileStamps(paths: [path])
            guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
            data.copyBytes(to: buffer)
            return (UnsafeRawBufferPointer(buffer), stamps)
        }
    }

    /// The face in `bytes` (the file at `path`) at `pixelSize`; without bytes, the file opened as
    /// `TTF_OpenFont` opens it, which sets SDL's error when it cannot. Nil when it cannot be opened.
    static func openFont(_ bytes: UnsafeRawBufferPointer?, path: String, pixelSize: Int32) -> OpaquePointer? {
        guard let bytes, let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(clamping: bytes.count)) else {
            return TTF_OpenFont(path, pixelSize)
        }
        return TTF_OpenFontRW(stream, 1, pixelSize)
    }
}
