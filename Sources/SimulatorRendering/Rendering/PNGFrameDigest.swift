import CDeflate
import Foundation

/// A frame's digest inside its PNG file: a private ancillary chunk, `umDG`, right after the
/// header, holding a version byte and the XXH64 digest (big-endian) of the decoded RGBA bytes.
/// A snapshot also records the font files that drew it, in a standard `tEXt` chunk keyed
/// "UIModel fonts" (one per line), so a reference drawn with other fonts is named as such.
/// A snapshot test whose frame has its reference's digest passes without inflating the
/// reference. Any PNG reader ignores the chunk; a PNG without it is compared pixel by pixel, and
/// an editor that changes the pixels drops it (its name marks it unsafe to copy).
nonisolated public enum PNGFrameDigest {
    /// Ancillary (u), private (m), reserved (D), unsafe to copy (G): PNG specification §5.4.
    static let chunkType: [UInt8] = Array("umDG".utf8)
    static let version: UInt8 = 1
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The signature (8 bytes), then IHDR: length, type, 13 bytes of data, CRC.
    static let headerEnd = 8 + 4 + 4 + 13 + 4

    /// What the file says about its frame without decoding it.
    nonisolated public struct Info: Equatable, Sendable {
        public let width: Int
        public let height: Int
        /// nil when the file has no (valid) digest chunk.
        public let digest: UInt64?
        /// The font files the frame was drawn with (empty when the file does not say).
        public var fonts: [String] = []
    }

    /// The `tEXt` keyword of the font record.
    static let fontsKeyword = "UIModel fonts"

    /// `png` with the font record after its header.
    public static func inserting(fonts: [String], into png: Data) -> Data {
        guard png.count >= headerEnd, !fonts.isEmpty else { return png }
        return inserting(chunk: Array("tEXt".utf8), Array(fontsKeyword.utf8) + [0] + Array(fonts.joined(separator: "\n").utf8), into: png)
    }

    /// `png` with a chunk of `type` and `data` right after its header.
    private static func inserting(chunk type: [UInt8], _ data: [UInt8], into png: Data) -> Data {
        var chunk: [UInt8] = []
        appendChunk(type, data, to: &chunk)
        var out = Data(capacity: png.count + chunk.count)
        out.append(png.prefix(headerEnd))
        out.append(contentsOf: chunk)
        out.append(png.dropFirst(headerEnd))
        return out
    }

    /// `png` with a digest chunk after its header (replacing none: the encoder writes none).
    static func inserting(_ digest: UInt64, into png: Data) -> Data {
        guard png.count >= headerEnd else { return png }
        var data = [version]
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: digest >> UInt64(shift))) }
        return inserting(chunk: chunkType, data, into: png)
    }

    /// The header's size and the digest chunk, read from the chunks before the image data; nil
    /// when `png` is not a PNG file.
    public static func info(of png: Data) -> Info? {
        let bytes = [UInt8](png.prefix(16384))
        guard bytes.count >= headerEnd, Array(bytes[0..<8]) == signature,
              readUInt32(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        let width = Int(readUInt32(bytes, 16)), height = Int(readUInt32(bytes, 20))
        var offset = headerEnd, digest: UInt64?, fonts: [String] = []
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            if type == Array("IDAT".utf8) || type == Array("IEND".utf8) { break }
            let end = offset + 12 + length
            guard length <= bytes.count, end <= bytes.count else { break }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == chunkType, length == 9, data[0] == version, readUInt32(bytes, end - 4) == crc32(type + data) {
                digest = data[1...].reduce(0) { $0 << 8 | UInt64($1) }
            }
            let keyword = Array(fontsKeyword.utf8) + [0]
            if type == Array("tEXt".utf8), data.starts(with: keyword) {
                fonts = String(decoding: data.dropFirst(keyword.count), as: UTF8.self).split(separator: "\n").map(String.init)
            }
            offset = end
        }
        return Info(width: width, height: height, digest: digest, fonts: fonts)
    }

    private static func readUInt32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    package static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    /// Appends a PNG chunk: its length, type, data and CRC (PNG specification §5.3).
    package static func appendChunk(_ type: [UInt8], _ data: [UInt8], to out: inout [UInt8]) {
        out += bigEndian(UInt32(data.count))
        out += type
        out += data
        out += bigEndian(crc32(type + data))
    }

    /// The CRC-32 PNG chunks end with (ISO 3309, as zlib's), by libdeflate: an animation's
    /// frames are hundreds of kilobytes.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    }
}
