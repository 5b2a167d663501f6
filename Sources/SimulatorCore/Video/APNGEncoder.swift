import CDeflate
import Foundation
import SimulatorRendering

/// An animated PNG (APNG) built frame by frame: each frame after the first stores only the
/// rectangle that changed since the one before (drawn over it), a frame identical to the one
/// before lengthens that one's delay instead, and every rectangle is deflated by libdeflate in
/// one call. Browsers, image viewers and GitHub show APNGs; a program that knows only PNG shows
/// the first frame.
nonisolated struct APNGEncoder {
    let width: Int
    let height: Int
    /// The frames' chunks so far (fcTL and IDAT or fdAT), waiting for the frame count (acTL).
    private var chunks: [UInt8] = []
    private var frameCount = 0
    private var sequence: UInt32 = 0
    private var previous: [UInt8]?
    /// Where the last frame's fcTL sits in `chunks`, and how long that frame shows so far (in
    /// delay units), for an unchanged frame to lengthen it.
    private var lastControl: Int?
    private var lastDelay = 0
    private let compressor: OpaquePointer

    /// Delays are counted in these units of a second (APNG stores a fraction per frame).
    static let delayDenominator = 1000
    /// libdeflate's level 1: the fastest; UI frames of flat colour compress well at any level.
    static let compressionLevel: Int32 = 1

    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width < 1 << 24, height < 1 << 24 else {
            throw SimulatorError.io("cannot encode a \(width)×\(height) animation")
        }
        guard let c = libdeflate_alloc_compressor(Self.compressionLevel) else { throw SimulatorError.io("libdeflate: out of memory") }
        self.width = width
        self.height = height
        compressor = c
    }

    /// Frees the compressor (the encoder cannot be used after).
    func close() { libdeflate_free_compressor(compressor) }

    /// Appends a frame of this encoder's size that shows for `delay` units of 1/1000 s.
    package mutating func append(_ frame: RGBAImage, delay: Int) throws {
        precondition(frame.width == width && frame.height == height, "frames of an animation share one size")
        let delay = max(delay, 0)
        guard let previous else {
            try appendRegion(of: frame, x: 0, y: 0, w: width, h: height, delay: delay)
            self.previous = frame.pixels
            return
        }
        if let box = Self.changedBox(previous, frame.pixels, width: width, height: height) {
            try appendRegion(of: frame, x: box.x, y: box.y, w: box.w, h: box.h, delay: delay)
            self.previous = frame.pixels
        } else if let control = lastControl, lastDelay + delay <= Int(UInt16.max) {
            // Unchanged: the frame before shows longer.
            lastDelay += delay
            Self.put16(UInt16(lastDelay), into: &chunks, at: control + 8 + 20)
            Self.refreshCRC(&chunks, chunkAt: control)
        } else {
            // Unchanged for longer than one delay can say: a one-pixel frame carries the time.
            try appendRegion(of: frame, x: 0, y: 0, w: 1, h: 1, delay: delay)
        }
    }

    /// The finished file.
    func data() -> Data {
        var out = PNGFrameDigest.signature
        // 8 bits, RGBA, deflate, adaptive filtering, no interlace.
        let header = Self.be(width) + Self.be(height) + [8, 6, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &out)
        Self.appendChunk("acTL", Self.be(frameCount) + Self.be(0), to: &out)  // 0 plays: loop forever
        out += chunks
        Self.appendChunk("IEND", [], to: &out)
        return Data(out)
    }

    // MARK: Frames

    private mutating func appendRegion(of frame: RGBAImage, x: Int, y: Int, w: Int, h: Int, delay: Int) throws {
        var fc = PNGFrameDigest.bigEndian(sequence) + Self.be(w) + Self.be(h) + Self.be(x) + Self.be(y)
        sequence += 1
        let d = min(delay, Int(UInt16.max))
        fc += [UInt8(d >> 8), UInt8(d & 0xff)]
        fc += [UInt8(Self.delayDenominator >> 8), UInt8(Self.delayDenominator & 0xff)]
        fc += [0, 0]  // dispose: none (the next frame draws over this one); blend: source
        lastControl = chunks.count
        lastDelay = d
        Self.appendChunk("fcTL", fc, to: &chunks)
        let compressed = try deflate(filtered(frame.pixels, x: x, y: y, w: w, h: h))
        if frameCount == 0 {
            Self.appendChunk("IDAT", compressed, to: &chunks)
        } else {
            Self.appendChunk("fdAT", PNGFrameDigest.bigEndian(sequence) + compressed, to: &chunks)
            sequence += 1
        }
        frameCount += 1
    }

    /// The region's rows, each led by PNG's "Up" filter (the byte minus the one above): UI
    /// frames repeat rows, which then deflate to almost nothing.
    private func filtered(_ pixels: [UInt8], x: Int, y: Int, w: Int, h: Int) -> [UInt8] {
        let row = w * 4, stride = width * 4
        return [UInt8](unsafeUninitializedCapacity: h * (row + 1)) { out, count in
            pixels.withUnsafeBufferPointer { src in
                for r in 0..<h {
                    let o = r * (row + 1), s = (y + r) * stride + x * 4
                    out[o] = r == 0 ? 0 : 2
                    if r == 0 {
                        for i in 0..<row { out[o + 1 + i] = src[s + i] }
                    } else {
                        for i in 0..<row { out[o + 1 + i] = src[s + i] &- src[s - stride + i] }
                    }
                }
            }
            count = h * (row + 1)
        }
    }

    private func deflate(_ bytes: [UInt8]) throws -> [UInt8] { try PNGEncoder.zlib(bytes, with: compressor) }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, w: Int, h: Int)? {
        let words = width  // one 32-bit pixel per word
        return a.withUnsafeBytes { ra in
            b.withUnsafeBytes { rb in
                let pa = ra.bindMemory(to: UInt32.self), pb = rb.bindMemory(to: UInt32.self)
                var top = -1, bottom = -1
                for y in 0..<height where memcmp(pa.baseAddress! + y * words, pb.baseAddress! + y * words, words * 4) != 0 {
                    if top < 0 { top = y }
                    bottom = y
                }
                guard top >= 0 else { return nil }
                var left = width, right = -1
                for y in top...bottom {
                    let base = y * words
                    var x = 0
                    while x < left, pa[base + x] == pb[base + x] { x += 1 }
                    left = min(left, x)
                    var r = width - 1
                    while r > right, pa[base + r] == pb[base + r] { r -= 1 }
                    right = max(right, r)
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    // MARK: Chunks

    /// A non-negative size or offset as PNG's 4 big-endian bytes.
    private static func be(_ v: Int) -> [UInt8] { PNGFrameDigest.bigEndian(UInt32(v)) }

    private static func put16(_ v: UInt16, into out: inout [UInt8], at i: Int) {
        out[i] = UInt8(v >> 8); out[i + 1] = UInt8(v & 0xff)
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        PNGFrameDigest.appendChunk(Array(type.utf8), data, to: &out)
    }

    /// Recomputes the CRC of the chunk starting at `i` after its data changed.
    private static func refreshCRC(_ out: inout [UInt8], chunkAt i: Int) {
        let length = Int(out[i]) << 24 | Int(out[i + 1]) << 16 | Int(out[i + 2]) << 8 | Int(out[i + 3])
        let at = i + 8 + length
        out.replaceSubrange(at..<(at + 4), with: PNGFrameDigest.bigEndian(PNGFrameDigest.crc32(Array(out[(i + 4)..<at]))))
    }
}
