import Foundation

/// Windows bitmap files of 32-bit pixels with straight alpha (BITMAPV4HEADER, bit fields,
/// rows top first): what SDL reads without decompressing. The frameworks that hand the renderer
/// a new picture every frame (a web page, a video) make their pictures this way. An opaque
/// picture (every pixel's alpha 255) says so with an alpha mask of zero: the renderer copies it
/// instead of blending it.
nonisolated package enum BitmapFile {
    static let fileHeaderSize = 14
    static let infoHeaderSize = 108

    /// The bytes before a file's pixels: its file header and info header.
    package static let headerSize = fileHeaderSize + infoHeaderSize

    /// A bitmap file of `width` × `height` pixels, which `fill` writes in place as BGRA rows of
    /// `width * 4` bytes, top first.
    package static func make(width: Int, height: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows -> Data {
        var data = Data(count: headerSize + width * height * 4)
        try data.withUnsafeMutableBytes { raw in
            writeHeader(into: raw, width: width, height: height)
            try fill(UnsafeMutableRawBufferPointer(rebasing: raw[headerSize...]))
        }
        return data
    }

    /// Writes the headers of a file of `width` × `height` pixels at the start of `raw`, which
    /// holds the whole file (`headerSize` bytes, then the pixels).
    package static func writeHeader(into raw: UnsafeMutableRawBufferPointer, width: Int, height: Int, opaque: Bool = false) {
        func put32(_ value: UInt32, at i: Int) { raw.storeBytes(of: value.littleEndian, toByteOffset: i, as: UInt32.self) }
        func put16(_ value: UInt16, at i: Int) { raw.storeBytes(of: value.littleEndian, toByteOffset: i, as: UInt16.self) }
        raw[0] = 0x42; raw[1] = 0x4D // "BM"
        put32(UInt32(raw.count), at: 2)
        put32(0, at: 6) // reserved
        put32(UInt32(headerSize), at: 10)
        put32(UInt32(infoHeaderSize), at: 14)
        put32(UInt32(width), at: 18)
        put32(UInt32(bitPattern: Int32(-height)), at: 22) // negative: rows top first
        put16(1, at: 26)
        put16(32, at: 28)
        put32(3, at: 30) // BI_BITFIELDS
        put32(UInt32(width * height * 4), at: 34)
        put32(2835, at: 38); put32(2835, at: 42) // 72 dpi
        put32(0, at: 46); put32(0, at: 50) // palette: none
        put32(0x00FF_0000, at: 54) // red
        put32(0x0000_FF00, at: 58) // green
        put32(0x0000_00FF, at: 62) // blue
        put32(opaque ? 0 : 0xFF00_0000, at: 66) // alpha (none: opaque)
        put32(0x7352_4742, at: 70) // "sRGB"
        // The colour space's end points and gamma (unused with sRGB).
        for i in stride(from: 74, to: headerSize, by: 4) { put32(0, at: i) }
    }

    /// The width and height of a file this type made (its headers as `writeHeader` writes
    /// them, and all its pixels), and whether it is opaque, read without decoding it; nil for
    /// any other data.
    package static func layout(of data: Data) -> (width: Int, height: Int, opaque: Bool)? {
        guard data.count > headerSize else { return nil }
        return data.withUnsafeBytes { raw -> (width: Int, height: Int, opaque: Bool)? in
            func u32(_ i: Int) -> UInt32 { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)) }
            func u16(_ i: Int) -> UInt16 { UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt16.self)) }
            guard raw.load(as: UInt8.self) == 0x42, raw.load(fromByteOffset: 1, as: UInt8.self) == 0x4D, u32(10) == UInt32(headerSize), u32(14) == UInt32(infoHeaderSize),
                  u16(28) == 32, u32(30) == 3, u32(54) == 0x00FF_0000, u32(58) == 0x0000_FF00, u32(62) == 0x0000_00FF,
                  u32(66) == 0xFF00_0000 || u32(66) == 0 else { return nil }
            let width = Int(u32(18)), height = -Int(Int32(bitPattern: u32(22)))
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height * 4).overflow == false,
                  data.count == headerSize + width * height * 4 else { return nil }
            return (width, height, u32(66) == 0)
        }
    }
}
