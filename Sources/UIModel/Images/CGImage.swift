import Foundation

/// Core Graphics' bitmap image, as apps pass it between `UIImage`, layers and contexts: an
/// image of the app's (a file, data, a drawing or a symbol) or a rectangle cropped from one,
/// measured in pixels. Its pixels stay with the renderer; UIModel keeps what draws them.
nonisolated public final class CGImage: Equatable, Hashable, @unchecked Sendable {
    nonisolated deinit {}
    /// The image the pixels come from, drawn upright.
    let source: UIImage
    /// The part of `source` this image is, in its points.
    let crop: CGRect

    init(source: UIImage, crop: CGRect? = nil) {
        self.source = source
        self.crop = crop ?? CGRect(origin: .zero, size: source.size)
    }

    /// The width and height in pixels.
    public var width: Int { Int((crop.width * source.scale).rounded()) }
    public var height: Int { Int((crop.height * source.scale).rounded()) }
    /// Eight bits a component, four components a pixel (RGBA), rows unpadded.
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// The part of the image inside `rect` (in pixels, from the top left), nil when `rect` is
    /// outside it, as Core Graphics crops.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let s = source.scale
        return CGImage(source: source, crop: CGRect(x: crop.minX + r.minX / s, y: crop.minY + r.minY / s,
                                                    width: r.width / s, height: r.height / s))
    }

    public static func == (l: CGImage, r: CGImage) -> Bool { l.source == r.source && l.crop == r.crop }
    public func hash(into h: inout Hasher) { h.combine(source); h.combine(crop.width) }
}

nonisolated extension UIImage {
    /// How the pixels are turned for display (UIKit's `UIImage.Orientation`).
    nonisolated public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The image's pixels as a `CGImage` (a symbol's glyph, a drawing or a file).
    public var cgImage: CGImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        if let cg = cgSource { return cg }
        return CGImage(source: self)
    }

    /// Where the oriented, cropped image's points come from: `cgSource`'s crop (in its source's
    /// points) turned by `imageOrientation`, then stretched to `rect`.
    func sourcePlacement(in rect: CGRect, crop c: CGRect) -> CGAffineTransform {
        let cw = c.width, ch = c.height
        let turn: CGAffineTransform
        switch imageOrientation {
        case .up: turn = .identity
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: cw, ty: ch)
        case .left: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: cw)
        case .right: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: ch, ty: 0)
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: cw, ty: 0)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: ch)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: ch, ty: cw)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        }
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(imageOrientation)
        let shown = turned ? CGSize(width: ch, height: cw) : CGSize(width: cw, height: ch)
        guard shown.width > 0, shown.height > 0 else { return .identity }
        return CGAffineTransform(translationX: -c.minX, y: -c.minY).concatenating(turn)
            .concatenating(CGAffineTransform(scaleX: rect.width / shown.width, y: rect.height / shown.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }

    /// Appends a cropped or turned image: its source drawn so that the crop, turned, fills
    /// `rect`, clipped to it.
    func appendOriented(to list: inout DisplayList, rect r: CGRect, opacity: Float, transform: CGAffineTransform, tint: RGBA?) {
        let source = cgSource?.source ?? UIImage(copying: self, mode: renderingMode, keepingOrientation: false)
        let crop = cgSource?.crop ?? CGRect(origin: .zero, size: source.size)
        guard r.width > 0, r.height > 0, crop.width > 0, crop.height > 0 else { return }
        let place = sourcePlacement(in: r, crop: crop)
        list.append(.pushClip(RoundedRect(rect: r, cornerRadius: 0, transform: transform)))
        source.appendDraw(to: &list, rect: CGRect(origin: .zero, size: source.size), opacity: opacity,
                          transform: place.concatenating(transform), tint: tint)
        list.append(.popClip)
    }
}

nonisolated extension CGContext {
    /// Draws `image` stretched to `rect` as Core Graphics does: in its own y-up sense, so that
    /// in a UIKit context (y down) it shows upside down, as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        var list = DisplayList()
        UIImage(cgImage: image, scale: image.source.scale, orientation: .up)
            .appendDraw(to: &list, rect: rect, opacity: 1, transform: flip, tint: nil)
        append(list)
    }
}
