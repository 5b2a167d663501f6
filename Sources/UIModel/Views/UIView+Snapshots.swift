import Foundation

/// A view showing another view's appearance frozen at one moment (what
/// `snapshotView(afterScreenUpdates:)` returns): the drawing of `source` (a rectangle of the
/// original's bounds) stretched over its bounds; with cap insets, the corners keep their size
/// and the edges and middle stretch, as a resizable image does.
final class SnapshotView: UIView {
    /// The original's drawing, in its bounds' coordinates.
    private(set) var frozen: [DisplayItem] = []
    let source: CGRect
    let capInsets: UIEdgeInsets

    init(drawing: [DisplayItem], source: CGRect, capInsets: UIEdgeInsets) {
        self.source = source
        self.capInsets = capInsets
        super.init(frame: CGRect(origin: .zero, size: source.size))
        // Its own group ids: shown beside the original, each keeps its composed pixels.
        let salt = UInt(bitPattern: ObjectIdentifier(self))
        frozen = drawing.map { $0.reidentified(salt) }
    }

    required init?(coder: NSCoder) { nil }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        let b = bounds
        guard b.width > 0, b.height > 0, source.width > 0, source.height > 0 else { return }
        let i = capInsets
        // Columns and rows of the nine cells, in the source and in the bounds.
        let sx = [source.minX, source.minX + i.left, source.maxX - i.right, source.maxX]
        let sy = [source.minY, source.minY + i.top, source.maxY - i.bottom, source.maxY]
        let dx = [b.minX, b.minX + i.left, b.maxX - i.right, b.maxX]
        let dy = [b.minY, b.minY + i.top, b.maxY - i.bottom, b.maxY]
        let cells = i == .zero ? [(0, 3, 0, 3)] : (0..<3).flatMap { c in (0..<3).map { r in (c, c + 1, r, r + 1) } }
        for (c0, c1, r0, r1) in cells {
            let from = CGRect(x: sx[c0], y: sy[r0], width: sx[c1] - sx[c0], height: sy[r1] - sy[r0])
            let to = CGRect(x: dx[c0], y: dy[r0], width: dx[c1] - dx[c0], height: dy[r1] - dy[r0])
            guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
            let place = CGAffineTransform(translationX: -from.minX, y: -from.minY)
                .concatenating(CGAffineTransform(scaleX: to.width / from.width, y: to.height / from.height))
                .concatenating(CGAffineTransform(translationX: to.minX, y: to.minY))
                .concatenating(transform)
            list.append(frozen, placedBy: place, opacity: opacity, clippedTo: to, transform: transform)
        }
    }
}

extension UIView {
    /// The view's drawing now (its layer and sublayers), in its bounds' coordinates.
    func frozenDrawing(afterScreenUpdates: Bool) -> [DisplayItem] {
        if afterScreenUpdates { layoutIfNeeded() }
        var list = DisplayList()
        layer.runDisplayPhase()
        layer.appendDisplayItems(to: &list, transform: .identity, opacity: 1)
        return list.items
    }

    func baseSnapshotView(afterScreenUpdates: Bool) -> UIView? {
        SnapshotView(drawing: frozenDrawing(afterScreenUpdates: afterScreenUpdates), source: bounds, capInsets: .zero)
    }

    func baseResizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
        let insets = UIEdgeInsets(top: max(capInsets.top, 0), left: max(capInsets.left, 0),
                                  bottom: max(capInsets.bottom, 0), right: max(capInsets.right, 0))
        return SnapshotView(drawing: frozenDrawing(afterScreenUpdates: afterScreenUpdates), source: r, capInsets: insets)
    }
}
