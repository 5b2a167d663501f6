import CDeflate
import Foundation
import UIModel

/// An animation's frames as whole images. A GIF's come composed from the renderer's decoder
/// (SDL_image); an APNG's are cut out of the file as small PNGs of their own (each frame's
/// header and data) and composed here by the frames' dispose and blend operations, as the APNG
/// specification lays them out.
nonisolated enum AnimationFrames {
    /// Frame `index` of an APNG, whole: the frames before it as their dispose operations leave
    /// the canvas, then it, blended as it says.
    static func apngFrame(_ container: ImageContainer, _ index: Int) -> UIImage? {
        guard let canvas = container.pixelSize, index < container.frames.count else { return nil }
        enum Step { case draw(UIImage, CGRect), erase(CGRect) }
        var steps: [Step] = []
        let full = CGRect(origin: .zero, size: canvas)
        for j in 0...index {
            let frame = container.frames[j]
            guard let image = standalonePNG(container, frame).flatMap({ UIImage(data: $0, scale: 1) }) else { return nil }
            let before = steps
            if frame.blend == 0 {
                // Source: the frame replaces what is under it.
                if frame.rect.contains(full) { steps = [] } else { steps.append(.erase(frame.rect)) }
            }
            steps.append(.draw(image, frame.rect))
            guard j < index else { break }
            switch frame.dispose {
            case 1: steps.append(.erase(frame.rect))
            case 2 where j > 0: steps = before
            case 2: steps.append(.erase(frame.rect))  // the first frame's "previous" is the clear canvas
            default: break
            }
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: canvas, format: format).image { context in
            for step in steps {
                switch step {
                case .draw(let image, let rect): image.draw(in: rect)
                case .erase(let rect):
                    context.cgContext.setBlendMode(.destinationOut)
                    context.cgContext.setFillColor(UIColor.black.cgColor)
                    context.cgContext.fill(rect)
                    context.cgContext.setBlendMode(.normal)
                }
            }
        }
    }

    /// An APNG frame as a PNG of its own: the file's header at the frame's size, the chunks a
    /// frame needs (palette, transparency, colour space), its data as IDAT, and the end.
    static func standalonePNG(_ container: ImageContainer, _ frame: ImageContainer.Frame) -> Data? {
        guard var header = container.pngHeader, header.count >= 13, !frame.chunks.isEmpty else { return nil }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        header.replaceSubrange(0..<8, with: be32(Int(frame.rect.width)) + be32(Int(frame.rect.height)))
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: Data) {
            png.append(contentsOf: be32(body.count))
            var typed = Data(type.utf8)
            typed.append(body)
            png.append(typed)
            let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            png.append(contentsOf: be32(Int(crc)))
        }
        chunk("IHDR", header)
        for (type, body) in container.pngAncillary where Self.frameChunks.contains(type) { chunk(type, body) }
        for data in frame.chunks { chunk("IDAT", data) }
        chunk("IEND", Data())
        return png
    }

    /// The chunks before the image data that decide how a frame's pixels read.
    static let frameChunks: Set<String> = ["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"]
}
