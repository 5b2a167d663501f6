import Foundation

nonisolated extension UIImage {
    /// How the middle of a resizable image fills its room (UIKit's values).
    nonisolated public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The image drawn in nine slices at any size: the corners at their size, the edges
    /// stretched (or tiled) along their length, the middle stretched (or tiled) both ways.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = UIImage(copying: self, mode: renderingMode)
        func valid(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        image.capInsets = UIEdgeInsets(top: valid(capInsets.top, size.height), left: valid(capInsets.left, size.width),
                                       bottom: valid(capInsets.bottom, size.height - valid(capInsets.top, size.height)),
                                       right: valid(capInsets.right, size.width - valid(capInsets.left, size.width)))
        image.resizingMode = resizingMode
        return image
    }

    /// The older spelling: caps of `leftCapWidth` and `topCapHeight`, the middle a one-point strip
    /// stretched.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: top > 0 ? size.height - top - 1 : 0,
                                                          right: left > 0 ? size.width - left - 1 : 0),
                              resizingMode: .stretch)
    }

    /// The nine slices: each part of the image shown in its part of `r` by drawing the whole
    /// image file, scaled so that part lands there, clipped to it. Tiled parts repeat at their
    /// size. (Only file and data images slice: drawings and symbols draw whole.)
    func appendSlices(to list: inout DisplayList, rect r: CGRect, opacity: Float, transform: CGAffineTransform, tint: RGBA?) {
        let c = capInsets, s = size
        guard s.width > 0, s.height > 0, r.width > 0, r.height > 0 else { return }
        // Source and destination edges along each axis: caps fixed, the middle takes the rest.
        let sx = [0, c.left, s.width - c.right, s.width], sy = [0, c.top, s.height - c.bottom, s.height]
        let dx = [r.minX, r.minX + min(c.left, r.width), max(r.maxX - c.right, r.minX + min(c.left, r.width)), r.maxX]
        let dy = [r.minY, r.minY + min(c.top, r.height), max(r.maxY - c.bottom, r.minY + min(c.top, r.height)), r.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let target = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                list.append(.pushClip(RoundedRect(rect: target, cornerRadius: 0, transform: transform)))
                // Tiled parts (all but the corners) repeat at their size; stretched ones scale.
                let tiles = resizingMode == .tile && (row == 1 || column == 1)
                let step = CGSize(width: tiles && column == 1 ? source.width : target.width,
                                  height: tiles && row == 1 ? source.height : target.height)
                var y = target.minY
                var copies = 0
                while y < target.maxY, copies < Self.maximumTiles {
                    var x = target.minX
                    while x < target.maxX, copies < Self.maximumTiles {
                        let kx = step.width / source.width, ky = step.height / source.height
                        let placed = CGRect(x: x - source.minX * kx, y: y - source.minY * ky, width: s.width * kx, height: s.height * ky)
                        list.append(.image(ImageDraw(name: drawName, rect: placed, opacity: opacity, transform: transform, tint: tint)))
                        x += step.width
                        copies += 1
                    }
                    y += step.height
                }
                list.append(.popClip)
            }
        }
    }

    /// The most copies one slice tiles (a one-point tile over a long edge stays bounded).
    static let maximumTiles = 400
}

nonisolated extension UIImage {
    /// The most tiles a pattern fill draws (a 20-point tile over an iPad's screen); a finer one
    /// leaves the rest of the area empty.
    static let maximumPatternTiles = 8192

    /// The image tiled at its size over `rect`, from its top left (the caller clips to `rect`):
    /// a pattern colour's fill, `drawAsPattern(in:)`.
    func appendTiles(to list: inout DisplayList, rect area: CGRect, opacity: Float, transform: CGAffineTransform) {
        let tile = size
        guard tile.width >= 1, tile.height >= 1, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return }
        var count = 0
        var y = area.minY
        while y < area.maxY, count < Self.maximumPatternTiles {
            var x = area.minX
            while x < area.maxX, count < Self.maximumPatternTiles {
                appendDraw(to: &list, rect: CGRect(origin: CGPoint(x: x, y: y), size: tile), opacity: opacity, transform: transform, tint: nil)
                x += tile.width
                count += 1
            }
            y += tile.height
        }
    }
}
