import CSDL2
import Foundation

/// A rendered frame as 8-bit RGBA pixels, row by row: what screenshots and snapshot tests compare.
nonisolated public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer size does not match")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// XXH64 of the pixel bytes: what a PNG written by `pngData()` stores (`PNGFrameDigest`), so a
    /// frame can be matched to its reference without decoding it.
    public var digest: UInt64 { XXH64.hash(pixels) }

    public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height
            && a.pixels.withUnsafeBytes { pa in b.pixels.withUnsafeBytes { pb in
                pa.count == pb.count && (pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0)
            } }
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Colours divided by their alpha: a frame drawn over transparent black holds colours
    /// multiplied by coverage (SDL's blend: rgb = src·a + dst·(1 − a), alpha = a + dst·(1 − a)).
    public func unpremultiplied() -> RGBAImage {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a < 255 {
                    for c in 0..<3 { p[i + c] = UInt8(min(255, (Int(p[i + c]) * 255 + a / 2) / a)) }
                }
                i += 4
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// The top-left `width` × `height` pixels (at most the whole image).
    public func cropped(width w: Int, height h: Int) -> RGBAImage {
        let w = min(max(w, 0), width), h = min(max(h, 0), height)
        if w == width && h == height { return self }
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in 0..<h { out += pixels[(y * width * 4)..<(y * width * 4 + w * 4)] }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// PNG bytes (`PNGEncoder`), with the frame's digest (`PNGFrameDigest`).
    public func pngData() throws -> Data {
        PNGFrameDigest.inserting(digest, into: try PNGEncoder.encode(self))
    }

    /// Decodes PNG (or any SDL_image format) bytes.
    public init(pngData data: Data) throws {
        try SDLSupport.initCore()
        let decoded: RGBAImage = try data.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)),
                  let loaded = IMG_Load_RW(rw, 1)
            else { throw SimulatorError.io("cannot decode image: \(SDLSupport.lastError)") }
            defer { SDL_FreeSurface(loaded) }
            guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
                throw SimulatorError.io("cannot convert image: \(SDLSupport.lastError)")
            }
            defer { SDL_FreeSurface(rgba) }
            let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
            let src = UnsafeRawPointer(rgba.pointee.pixels!), row = w * 4
            let px = [UInt8](unsafeUninitializedCapacity: row * h) { buffer, count in
                for y in 0..<h { memcpy(buffer.baseAddress! + y * row, src + y * pitch, row) }
                count = row * h
            }
            return RGBAImage(width: w, height: h, pixels: px)
        }
        self = decoded
    }

    public func writePNG(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try pngData().write(to: url)
    }
}
