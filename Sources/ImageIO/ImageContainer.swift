import Foundation
import UIModel

/// What an image file's container says without decoding its pixels: its type, size, frames
/// (an animated GIF's or APNG's, with their delays), loop count and orientation. Parsed once per
/// image source; data that is cut short or malformed ends the parse where it breaks (the frames
/// read so far stand), as ImageIO reads what it can.
nonisolated struct ImageContainer: Sendable {
    enum Kind: Sendable { case png, gif, jpeg, other }

    /// One frame of an animation: its delay as the file gives it, and (APNG) where it goes and
    /// how it combines.
    struct Frame: Sendable {
        var delay: Double?
        var rect = CGRect.zero
        /// APNG's dispose_op (0 none, 1 background, 2 previous) and blend_op (0 source, 1 over).
        var dispose: UInt8 = 0
        var blend: UInt8 = 0
        /// The frame's compressed pixels (APNG: its IDAT or fdAT contents, sequence numbers removed).
        var chunks: [Data] = []
    }

    var kind = Kind.other
    var typeIdentifier: String?
    var pixelSize: CGSize?
    var frames: [Frame] = []
    var loopCount: Int?
    var orientation: Int?
    var hasAlpha: Bool?
    /// PNG: the header and the chunks a frame of its own needs (palette, transparency, colour
    /// space), in order; and whether the default image is the animation's first frame.
    var pngHeader: Data?
    var pngAncillary: [(type: String, body: Data)] = []
    var defaultImageIsFirstFrame = true

    /// How many images the source holds: an animation's frames, else one (none for data that is
    /// not an image).
    var count: Int { pixelSize == nil ? 0 : max(frames.count, 1) }

    init(_ data: Data) {
        let b = [UInt8](data)
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            kind = .png
            typeIdentifier = "public.png"
            parsePNG(b)
        } else if b.starts(with: Array("GIF8".utf8)) {
            kind = .gif
            typeIdentifier = "com.compuserve.gif"
            parseGIF(b)
        } else if b.starts(with: [0xFF, 0xD8]) {
            kind = .jpeg
            typeIdentifier = "public.jpeg"
            hasAlpha = false
            pixelSize = ImageFileHeader.pixelSize(of: data)
            orientation = Self.exifOrientation(b)
        } else {
            typeIdentifier = Self.otherType(b)
            pixelSize = ImageFileHeader.pixelSize(of: data)
        }
    }

    /// The type of image data other than PNG, GIF and JPEG, by its signature.
    static func otherType(_ b: [UInt8]) -> String? {
        if b.count >= 12, b.starts(with: Array("RIFF".utf8)), b[8..<12].elementsEqual(Array("WEBP".utf8)) { return "org.webmproject.webp" }
        if b.count >= 12, b[4..<8].elementsEqual(Array("ftyp".utf8)) {
            let brand = String(decoding: b[8..<12], as: UTF8.self)
            return ["heic", "heix", "mif1"].contains(brand) ? "public.heic" : "public.mpeg-4"
        }
        if b.starts(with: Array("BM".utf8)) { return "com.microsoft.bmp" }
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "public.tiff" }
        return nil
    }

    // MARK: PNG and APNG

    private mutating func parsePNG(_ b: [UInt8]) {
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        var i = 8
        var animated = false
        var sawData = false
        var current: Frame?
        while i + 8 <= b.count {
            let length = be32(i)
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let start = i + 8, end = start + length
            guard length >= 0, end + 4 <= b.count else { break }
            switch type {
            case "IHDR" where length >= 13:
                pixelSize = CGSize(width: be32(start), height: be32(start + 4))
                let colorType = b[start + 9]
                hasAlpha = colorType == 4 || colorType == 6
                pngHeader = Data(b[start..<end])
            case "acTL" where length >= 8:
                animated = true
                let plays = be32(start + 4)
                loopCount = plays
            case "fcTL" where length >= 26:
                if let frame = current { frames.append(frame) }
                var frame = Frame()
                frame.rect = CGRect(x: be32(start + 12), y: be32(start + 16), width: be32(start + 4), height: be32(start + 8))
                let num = be16(start + 20), den = be16(start + 22)
                frame.delay = Double(num) / Double(den == 0 ? 100 : den)
                frame.dispose = b[start + 24]
                frame.blend = b[start + 25]
                current = frame
            case "IDAT":
                if !sawData, animated, current == nil { defaultImageIsFirstFrame = false }
                sawData = true
                if current != nil, defaultImageIsFirstFrame { current?.chunks.append(Data(b[start..<end])) }
            case "fdAT" where length >= 4:
                current?.chunks.append(Data(b[(start + 4)..<end]))
            case "IEND":
                break
            default:
                if !sawData, type != "acTL", type != "fcTL" { pngAncillary.append((type, Data(b[start..<end]))) }
            }
            i = end + 4
        }
        if let frame = current { frames.append(frame) }
        if !animated { frames = [] }
        if frames.count == 1 { frames = [] }
    }

    // MARK: GIF

    private mutating func parseGIF(_ b: [UInt8]) {
        guard b.count >= 13 else { return }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        let width = le16(6), height = le16(8)
        guard width > 0, height > 0 else { return }
        pixelSize = CGSize(width: width, height: height)
        let packed = b[10]
        var i = 13
        if packed & 0x80 != 0 { i += 3 << ((Int(packed) & 7) + 1) }
        var delay: Double?
        var transparent = false
        /// Skips data sub-blocks from `j`; nil when they run past the end.
        func skipBlocks(_ j: Int) -> Int? {
            var j = j
            while j < b.count {
                let size = Int(b[j])
                if size == 0 { return j + 1 }
                j += 1 + size
            }
            return nil
        }
        var found: [Frame] = []
        loop: while i < b.count {
            switch b[i] {
            case 0x21 where i + 2 < b.count:
                let label = b[i + 1]
                if label == 0xF9, i + 7 < b.count {
                    delay = Double(le16(i + 4)) / 100
                    if b[i + 3] & 1 != 0 { transparent = true }
                } else if label == 0xFF, i + 14 < b.count, b[i + 2] == 11,
                          String(decoding: b[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0",
                          i + 18 < b.count, b[i + 14] >= 3, b[i + 15] == 1 {
                    loopCount = le16(i + 16)
                }
                guard let next = skipBlocks(i + 2) else { break loop }
                i = next
            case 0x2C where i + 10 <= b.count:
                let local = b[i + 9]
                var j = i + 10
                if local & 0x80 != 0 { j += 3 << ((Int(local) & 7) + 1) }
                guard j < b.count, let next = skipBlocks(j + 1) else { break loop }
                found.append(Frame(delay: delay))
                delay = nil
                i = next
            default:
                break loop
            }
        }
        hasAlpha = transparent
        frames = found.count > 1 ? found : []
    }

    // MARK: JPEG

    /// The EXIF orientation (1–8) in a JPEG's APP1 segment, if it has one.
    static func exifOrientation(_ b: [UInt8]) -> Int? {
        var i = 2
        while i + 4 < b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if marker == 0xDA || marker == 0xD9 { return nil }
            if marker == 0xE1, i + 10 < b.count, b[(i + 4)..<(i + 10)].elementsEqual(Array("Exif".utf8) + [0, 0]) {
                return tiffOrientation(Array(b[(i + 10)..<min(i + 2 + length, b.count)]))
            }
            i += 2 + length
        }
        return nil
    }

    /// Tag 0x0112 of a TIFF header's first directory.
    static func tiffOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little = t[0] == 0x49
        func u16(_ i: Int) -> Int { little ? Int(t[i]) | Int(t[i + 1]) << 8 : Int(t[i]) << 8 | Int(t[i + 1]) }
        func u32(_ i: Int) -> Int { little ? u16(i) | u16(i + 2) << 16 : u16(i) << 16 | u16(i + 2) }
        let ifd = u32(4)
        guard ifd + 2 <= t.count else { return nil }
        for k in 0..<u16(ifd) {
            let entry = ifd + 2 + k * 12
            guard entry + 12 <= t.count else { return nil }
            if u16(entry) == 0x0112 {
                let value = u16(entry + 8)
                return (1...8).contains(value) ? value : nil
            }
        }
        return nil
    }
}
