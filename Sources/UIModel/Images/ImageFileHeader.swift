import Foundation

/// The pixel size an image file declares in its header, read without decoding it, for images
/// UIModel finds itself (a bundle's): PNG (the IHDR chunk), JPEG (the first start-of-frame
/// marker), GIF (the logical screen descriptor) and BMP (the info header).
nonisolated package enum ImageFileHeader {
    /// Enough of a file to reach a JPEG's frame header past its usual metadata.
    static let readLimit = 256 * 1024

    static func pixelSize(ofFileAt url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: readLimit) else { return nil }
        return pixelSize(of: [UInt8](data))
    }

    /// The size image data's header declares.
    package static func pixelSize(of data: Data) -> CGSize? { pixelSize(of: [UInt8](data.prefix(readLimit))) }

    /// What an image source without a decoder registers for image data: the size its header
    /// declares, under a name that draws nothing.
    static func headerOnlyRegistration(of data: Data, size: CGSize?) -> (name: String, pixelSize: CGSize)? {
        size.map { ("data:\(data.hashValue)", $0) }
    }

    static func pixelSize(of b: [UInt8]) -> CGSize? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func size(_ w: Int, _ h: Int) -> CGSize? { w > 0 && h > 0 ? CGSize(width: w, height: h) : nil }
        // PNG: signature, then IHDR's width and height (PNG specification §11.2.2).
        if b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           b[12..<16].elementsEqual(Array("IHDR".utf8)) {
            return size(be32(16), be32(20))
        }
        // GIF: "GIF87a"/"GIF89a", then little-endian width and height.
        if b.count >= 10, b[0..<4].elementsEqual(Array("GIF8".utf8)) {
            return size(Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        // BMP: "BM", then (past the 14-byte file header) the info header's little-endian width
        // and height, the height negative for rows stored top first.
        if b.count >= 26, b[0] == 0x42, b[1] == 0x4D {
            func le32(_ i: Int) -> Int32 { Int32(bitPattern: UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24) }
            let h = le32(22)
            return h == .min ? nil : size(Int(le32(18)), Int(abs(h)))
        }
        // JPEG: SOI, then segments until a start-of-frame (SOF0–SOF15 but DHT, JPG and DAC),
        // whose data is precision, height, width (ITU T.81 §B.2.2).
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return size(be16(i + 7), be16(i + 5))
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image or scan before a frame
            i += 2 + be16(i + 2)
        }
        return nil
    }
}
