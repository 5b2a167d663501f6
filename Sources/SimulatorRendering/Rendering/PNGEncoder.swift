import CDeflate
import Foundation

/// Still PNG files of frames, as the snapshot references and screenshots are written: 8-bit
/// RGBA, every row unfiltered, the whole image deflated by libdeflate in one call. UI frames are
/// runs of flat colour and rows that repeat, which deflate finds without PNG's row filters (a
/// repeated row is one match a row back); choosing filters row by row (libpng's default) costs
/// most of the time of writing a frame and saves little on such frames.
package nonisolated enum PNGEncoder {
    /// libdeflate's level: its default, 6, compresses UI frames about as tightly as zlib's 9.
    static let compressionLevel: Int32 = 6

    /// The PNG file of `image` (without the digest chunk; see `PNGFrameDigest`).
    static func encode(_ image: RGBAImage, level: Int32 = compressionLevel) throws -> Data {
        let (width, height) = (image.width, image.height)
        guard width > 0, height > 0, width < 1 << 24, height < 1 << 24 else {
            throw SimulatorError.io("cannot encode a \(width)×\(height) image as PNG")
        }
        let row = width * 4
        // Each row led by its filter type, 0 (None).
        let raw = [UInt8](unsafeUninitializedCapacity: height * (row + 1)) { out, count in
            image.pixels.withUnsafeBytes { src in
                for y in 0..<height {
                    out[y * (row + 1)] = 0
                    memcpy(out.baseAddress! + y * (row + 1) + 1, src.baseAddress! + y * row, row)
                }
            }
            count = height * (row + 1)
        }
        guard let compressor = libdeflate_alloc_compressor(level) else { throw SimulatorError.io("libdeflate: out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        let compressed = try zlib(raw, with: compressor)
        var out = PNGFrameDigest.signature
        // 8 bits per channel, RGBA (colour type 6), deflate, filtering method 0, no interlace.
        let header = PNGFrameDigest.bigEndian(UInt32(width)) + PNGFrameDigest.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        PNGFrameDigest.appendChunk(Array("IHDR".utf8), header, to: &out)
        PNGFrameDigest.appendChunk(Array("IDAT".utf8), compressed, to: &out)
        PNGFrameDigest.appendChunk(Array("IEND".utf8), [], to: &out)
        return Data(out)
    }

    /// `bytes` as one zlib stream (PNG's image data), by libdeflate's `compressor`.
    package static func zlib(_ bytes: [UInt8], with compressor: OpaquePointer) throws -> [UInt8] {
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let n = bytes.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                libdeflate_zlib_compress(compressor, src.baseAddress, src.count, dst.baseAddress, dst.count)
            }
        }
        guard n > 0 else { throw SimulatorError.io("libdeflate could not compress \(bytes.count) bytes") }
        out.removeSubrange(n...)
        return out
    }
}
