import Foundation

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`; in UIKit's y-down
/// coordinates MinY is the top).
nonisolated public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Sublayers. A view's subviews are its layer's sublayers too: `sublayers` lists them with the
/// layers added directly, in drawing order. A layer added with `addSublayer` goes above every
/// subview there is at the time and below subviews added later, as on iOS.
extension CALayer {
    var baseSublayers: [CALayer]? {
        let views = owningView?.subviews.map(\.layer) ?? []
        guard !addedSublayers.isEmpty || !views.isEmpty else { return nil }
        var out: [CALayer] = []
        var added = addedSublayers.makeIterator()
        var next = added.next()
        for (i, v) in views.enumerated() {
            while let n = next, n.subviewsBelow <= i { out.append(n); next = added.next() }
            out.append(v)
        }
        while let n = next { out.append(n); next = added.next() }
        return out
    }

    func baseAddSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts at `idx` of `sublayers` (subviews' layers counted); past the end appends.
    func baseInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, layer.owningView == nil, !isDescendant(of: layer) else {
            FileHandle.standardError.write(Data("UIModel: CALayer.insertSublayer: a view's own layer, or an ancestor, cannot be added as a sublayer\n".utf8))
            return
        }
        layer.removeFromSuperlayer()
        let all = sublayers ?? []
        let index = min(Int(idx), all.count)
        // Subviews below the insertion point, and the added layers before it.
        let viewsBelow = all[..<index].filter { $0.owningView != nil }.count
        let addedBefore = all[..<index].filter { $0.owningView == nil }.count
        layer.subviewsBelow = viewsBelow
        layer.superlayer = self
        addedSublayers.insert(layer, at: addedBefore)
    }

    func baseInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else { return insertSublayer(layer, at: 0) }
        insertSublayer(layer, at: UInt32(i))
    }

    func baseInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayers?.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    func baseReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let i = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Removes a layer added with `addSublayer`; a view's own layer leaves with its view
    /// (`removeFromSuperview`), so here it is left alone.
    func baseRemoveFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.addedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    private func isDescendant(of other: CALayer) -> Bool {
        var p = superlayer
        while let l = p { if l === other { return true }; p = l.superlayer }
        return false
    }
}
