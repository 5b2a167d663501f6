import Foundation

/// Windows bitmap files of 32-bit pixels with straight alpha (BITMAPV4HEADER, bit fields,
/// rows top first): what SDL reads without decompressing. The frameworks that hand the renderer
/// a new picture every frame (a web page, a video) make their pictures this way.
nonisolated package enum BitmapFile {
    static let fileHeaderSize = 14
    static let infoHeaderSize = 108

    /// A bitmap file of `width` × `height` BGRA pixels (rows of `width * 4` bytes) copied from `bgra`.
    package static func encode(bgra: UnsafeRawBufferPointer, width: Int, height: Int) -> Data {
        make(width: width, height: height) { pixels in
            pixels.baseAddress!.copyMemory(from: bgra.baseAddress!, byteCount: min(bgra.count, pixels.count))
        }
    }

    /// A bitmap file of `width` × `height` pixels, which `fill` writes in place as BGRA rows of
    /// `width * 4` bytes, top first.
    package static func make(width: Int, height: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows -> Data {
        let offset = fileHeaderSize + infoHeaderSize, count = width * height * 4
        var data = Data(count: offset + count)
        try data.withUnsafeMutableBytes { raw in
            func put32(_ value: UInt32, at i: Int) { raw.storeBytes(of: value.littleEndian, toByteOffset: i, as: UInt32.self) }
            func put16(_ value: UInt16, at i: Int) { raw.storeBytes(of: value.littleEndian, toByteOffset: i, as: UInt16.self) }
            raw[0] = 0x42; raw[1] = 0x4D // "BM"
            put32(UInt32(raw.count), at: 2)
            put32(UInt32(offset), at: 10)
            put32(UInt32(infoHeaderSize), at: 14)
            put32(UInt32(width), at: 18)
            put32(UInt32(bitPattern: Int32(-height)), at: 22) // negative: rows top first
            put16(1, at: 26)
            put16(32, at: 28)
            put32(3, at: 30) // BI_BITFIELDS
            put32(UInt32(count), at: 34)
            put32(2835, at: 38); put32(2835, at: 42) // 72 dpi
            put32(0x00FF_0000, at: 54) // red
            put32(0x0000_FF00, at: 58) // green
            put32(0x0000_00FF, at: 62) // blue
            put32(0xFF00_0000, at: 66) // alpha
            put32(0x7352_4742, at: 70) // "sRGB"
            try fill(UnsafeMutableRawBufferPointer(rebasing: raw[offset...]))
        }
        return data
    }
}
