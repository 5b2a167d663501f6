import Foundation

/// How a layer's contents image sits in its bounds.
nonisolated public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
    /// Where the contents go in `bounds` for their natural size: by the gravity. Core Animation's
    /// "top" is the edge of greater y, so on iOS's flipped layers `.top` is the bottom edge on
    /// screen (and `.bottom` the top), as apps find it.
    func contentsBox(natural: CGSize, in b: CGRect) -> CGRect {
        let g = contentsGravity
        switch g {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return b }
            let sx = b.width / natural.width, sy = b.height / natural.height
            let s = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let name = g.rawValue.lowercased()
            let x = name.contains("left") ? b.minX : name.contains("right") ? b.maxX - natural.width : b.midX - natural.width / 2
            let y = name.contains("top") ? b.maxY - natural.height : name.contains("bottom") ? b.minY : b.midY - natural.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: natural)
        }
    }

    /// Draws the contents image: the part `contentsRect` picks, placed by the gravity, its
    /// `contentsCenter` stretching and the rest keeping its size.
    func appendContentsImage(_ image: UIImage, to list: inout DisplayList, shape: RoundedRect, opacity: Float) {
        func unit(_ r: CGRect) -> CGRect? {
            let s = r.standardized
            guard s.origin.x.isFinite, s.origin.y.isFinite, s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else { return nil }
            return s
        }
        let shownRect = animations.contains { $0.key == .contentsRect }
            ? CALayer.rect(presentationVector(.contentsRect, at: UIModelRuntime.current.clock.animationEngine.now)) : contentsRect
        guard let crop = unit(shownRect) else { return }
        let center = unit(contentsCenter) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        // The image's size in points, from its pixels and the contents scale.
        let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        let natural = CGSize(width: pixels.width / scale * crop.width, height: pixels.height / scale * crop.height)
        let box = contentsBox(natural: natural, in: shape.rect)
        guard box.width > 0, box.height > 0 else { return }
        // Columns and rows of the nine cells: in the crop's unit square, and in the box (the
        // caps keep their natural size while they fit).
        let su = [0, center.minX, center.maxX, 1].map { min(max($0, 0), 1) }
        let sv = [0, center.minY, center.maxY, 1].map { min(max($0, 0), 1) }
        let stretches = center != CGRect(x: 0, y: 0, width: 1, height: 1)
        func edges(_ s: [CGFloat], _ natural: CGFloat, _ start: CGFloat, _ length: CGFloat) -> [CGFloat] {
            guard stretches else { return [start, start + length * s[1], start + length * s[2], start + length] }
            let lead = natural * s[1], trail = natural * (1 - s[2])
            let fit = lead + trail > length && lead + trail > 0 ? length / (lead + trail) : 1
            return [start, start + lead * fit, start + length - trail * fit, start + length]
        }
        let dx = edges(su, natural.width, box.minX, box.width), dy = edges(sv, natural.height, box.minY, box.height)
        let cells = stretches ? (0..<3).flatMap { c in (0..<3).map { r in (c, r) } } : [(0, 0)]
        for (c, r) in cells {
            let (c1, r1) = stretches ? (c + 1, r + 1) : (3, 3)
            let source = CGRect(x: crop.minX + su[c] * crop.width, y: crop.minY + sv[r] * crop.height,
                                width: (su[c1] - su[c]) * crop.width, height: (sv[r1] - sv[r]) * crop.height)
            let dest = CGRect(x: dx[c], y: dy[r], width: dx[c1] - dx[c], height: dy[r1] - dy[r])
            guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else { continue }
            // The whole image placed so that the source part lands on the cell, cut to the cell.
            let whole = CGRect(x: dest.minX - source.minX / source.width * dest.width, y: dest.minY - source.minY / source.height * dest.height,
                               width: dest.width / source.width, height: dest.height / source.height)
            let cut = whole != dest
            if cut { list.append(.pushClip(RoundedRect(rect: dest, cornerRadius: 0, transform: shape.transform))) }
            image.appendDraw(to: &list, rect: whole, opacity: opacity, transform: shape.transform, tint: nil)
            if cut { list.append(.popClip) }
        }
    }

    /// While `contents` animates: the two images it is between and how far (0…1) it is from
    /// the first to the second.
    func contentsCrossFade() -> (UIImage, UIImage, CGFloat)? {
        guard animations.contains(where: { $0.key == .contents }) else { return nil }
        let t = localTime(UIModelRuntime.current.clock.animationEngine.now)
        guard let a = animations.last(where: { $0.key == .contents && ($0.alwaysInEffect || $0.isInEffect(at: t)) }),
              let values = a.sequence, values.count > 1 else { return nil }
        let s = a.sample(t)[0]
        let i = min(max(Int(s.rounded(.down)), 0), values.count - 2)
        guard let from = values[i] as? CGImage, let to = values[i + 1] as? CGImage else { return nil }
        func image(_ c: CGImage) -> UIImage { UIImage(cgImage: c, scale: c.source.scale, orientation: .up) }
        return (image(from), image(to), min(max(s - CGFloat(i), 0), 1))
    }
}

extension CALayer {
    /// Core Image's blend filter names and the blend modes they are.
    static let blendFilters: [String: CGBlendMode] = [
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "sourceOverCompositing": .normal, "additionCompositing": .plusLighter,
    ]
}
