import Foundation

/// The strip an orthogonally scrolling section's groups sit in: its frame in the collection
/// view's content, how wide its content is, and where its groups start and end (for snapping).
nonisolated struct OrthogonalBand: Equatable {
    var frame: CGRect
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var groups: [ClosedRange<CGFloat>]
}

/// Where a group section's items, headers and footers go, in a collection view scrolling down:
/// the section's group repeated until its items run out, one under another, or side by side in
/// a strip when the section scrolls orthogonally. Frames are in the collection view's content
/// (an orthogonal section's before its strip scrolls).
struct GroupSectionLayout {
    private(set) var items: [UICollectionViewLayoutAttributes] = []
    private(set) var supplementary: [UICollectionViewLayoutAttributes] = []
    private(set) var pinned: [UICollectionViewLayoutAttributes] = []
    /// Views attached to items and groups (badges).
    private(set) var attached: [UICollectionViewLayoutAttributes] = []
    /// The section's decoration views (backgrounds).
    private(set) var decorations: [UICollectionViewLayoutAttributes] = []
    private(set) var band: OrthogonalBand?
    /// Items whose size has an estimated side, and whether the width is one of them.
    private(set) var estimated: [IndexPath: Bool] = [:]
    private(set) var bottom: CGFloat = 0

    /// - Parameters:
    ///   - container: the collection view's visible size, which fractional sizes are fractions of.
    ///   - measured: cells' and supplementary views' own sizes, for estimated sides.
    init(section: NSCollectionLayoutSection, group: NSCollectionLayoutGroup, index s: Int, itemCount: Int, top: CGFloat,
         container: CGSize, measured: [IndexPath: CGSize], measuredSupplementary: [String: [Int: CGSize]]) {
        let insets = section.contentInsets
        let content = CGSize(width: max(container.width - insets.leading - insets.trailing, 0),
                             height: max(container.height - insets.top - insets.bottom, 0))
        var y = top
        func addSupplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGFloat {
            let follows = section.supplementariesFollowContentInsets
            let box = follows ? content : container
            let size = item.layoutSize.resolved(in: box, measured: measuredSupplementary[item.elementKind]?[s])
            let (a, advance) = item.placed(x: follows ? insets.leading : 0, y: y, size: size, section: s)
            supplementary.append(a)
            if item.pinToVisibleBounds, item.alignment == .top { pinned.append(a) }
            return advance
        }
        for item in section.boundarySupplementaryItems where item.alignment == .top { y += addSupplementary(item) }
        let stripTop = y
        y += insets.top
        var placer = Placer(section: s, count: itemCount, measured: measured)
        if section.orthogonalScrollingBehavior == .none {
            while placer.next < itemCount {
                let before = placer.next
                let size = placer.place(group, at: CGPoint(x: insets.leading, y: y), in: content)
                guard placer.next > before else { break }
                y += size.height + (placer.next < itemCount ? section.interGroupSpacing : 0)
            }
        } else {
            // Groups side by side; a fraction of the width is the visible strip's.
            var x = insets.leading, height: CGFloat = 0
            var groups: [ClosedRange<CGFloat>] = []
            while placer.next < itemCount {
                let before = placer.next
                let size = placer.place(group, at: CGPoint(x: x, y: y), in: content)
                guard placer.next > before else { break }
                groups.append(x...x + size.width)
                x += size.width + (placer.next < itemCount ? section.interGroupSpacing : 0)
                height = max(height, size.height)
            }
            y += height
            band = OrthogonalBand(frame: CGRect(x: 0, y: stripTop, width: container.width, height: y + insets.bottom - stripTop),
                                  contentWidth: x + insets.trailing, behavior: section.orthogonalScrollingBehavior, groups: groups)
        }
        y += insets.bottom
        for item in section.boundarySupplementaryItems where item.alignment == .bottom { y += addSupplementary(item) }
        items = placer.items
        attached = placer.attached
        estimated = placer.estimated
        bottom = y
        // Backgrounds cover the whole section, headers and insets included.
        let extent = CGRect(x: 0, y: top, width: container.width, height: y - top)
        decorations = section.decorationItems.map { item in
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            a.frame = extent.inset(by: item.contentInsets)
            a.zIndex = item.zIndex
            return a
        }
    }
}

/// Lays groups out, taking the section's items in order.
private struct Placer {
    let section: Int
    let count: Int
    let measured: [IndexPath: CGSize]
    /// The next item to place.
    var next = 0
    var items: [UICollectionViewLayoutAttributes] = []
    var attached: [UICollectionViewLayoutAttributes] = []
    var estimated: [IndexPath: Bool] = [:]

    init(section: Int, count: Int, measured: [IndexPath: CGSize]) {
        self.section = section
        self.count = count
        self.measured = measured
    }

    /// Places `group` with its top-left corner at `origin`, its size worked out in `container`;
    /// returns the size it took (its estimated sides fitted to what it holds).
    mutating func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize) -> CGSize {
        let layoutSize = group.layoutSize
        var size = layoutSize.resolved(in: container)
        let insets = group.contentInsets
        let inner = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                           width: max(size.width - insets.leading - insets.trailing, 0),
                           height: max(size.height - insets.top - insets.bottom, 0))
        let horizontal = group.axis == .horizontal
        func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        let length = along(inner.size)
        let gap = group.interItemSpacing?.spacing ?? 0
        // Each slot: the first of its items, its size, and its edge spacing along the axis
        // (before and after it) and whether each side is flexible.
        var slots: [(first: Int, size: CGSize, flexible: (before: Bool, after: Bool))] = []
        var cursor: CGFloat = 0, thickness: CGFloat = 0
        var turn = 0
        while next < count, !group.subitems.isEmpty {
            if let n = group.count, slots.count == n { break }
            let sub = group.subitems[turn % group.subitems.count]
            turn += 1
            var subSize: CGSize
            if let nested = sub as? NSCollectionLayoutGroup {
                subSize = nested.layoutSize.resolved(in: inner.size)
            } else {
                subSize = itemSize(sub, in: inner.size, at: IndexPath(item: next, section: section))
            }
            if let n = group.count {
                // A set number share the length.
                let share = max((length - gap * CGFloat(n - 1)) / CGFloat(n), 0)
                if horizontal { subSize.width = share } else { subSize.height = share }
            }
            let edges = EdgeSpacing(sub.edgeSpacing, horizontal: horizontal)
            if group.count == nil, !slots.isEmpty, cursor + edges.before.spacing + along(subSize) + edges.after.spacing > length + 0.001 {
                break
            }
            cursor += edges.before.spacing
            let across0 = edges.acrossBefore.spacing
            let at = horizontal ? CGPoint(x: inner.minX + cursor, y: inner.minY + across0) : CGPoint(x: inner.minX + across0, y: inner.minY + cursor)
            let first = items.count
            if let nested = sub as? NSCollectionLayoutGroup {
                let before = next
                let used = place(nested, at: at, in: group.count == nil ? inner.size : horizontal
                                 ? CGSize(width: subSize.width, height: inner.height) : CGSize(width: inner.width, height: subSize.height))
                guard next > before else { break }
                if group.count == nil { subSize = used } else if horizontal { subSize.height = used.height } else { subSize.width = used.width }
            } else {
                let ip = IndexPath(item: next, section: section)
                next += 1
                let a = UICollectionViewLayoutAttributes(forCellWith: ip)
                a.frame = CGRect(origin: at, size: subSize).inset(by: sub.contentInsets)
                items.append(a)
                attach(sub.supplementaryItems, to: a.frame, at: ip)
                let w = sub.layoutSize.widthDimension.isEstimated, h = sub.layoutSize.heightDimension.isEstimated
                if w || h { estimated[ip] = w }
            }
            // Across the axis, flexible spacing moves the item within the group's thickness.
            let free = across(inner.size) - across0 - across(subSize) - edges.acrossAfter.spacing
            let shift = free <= 0 ? 0 : edges.acrossBefore.isFlexible ? (edges.acrossAfter.isFlexible ? free / 2 : free) : 0
            if shift > 0 { move(items[first...], by: horizontal ? CGPoint(x: 0, y: shift) : CGPoint(x: shift, y: 0)) }
            slots.append((first, subSize, (edges.before.isFlexible, edges.after.isFlexible)))
            cursor += along(subSize) + edges.after.spacing + gap
            thickness = max(thickness, across0 + across(subSize) + edges.acrossAfter.spacing)
        }
        let used = slots.isEmpty ? 0 : cursor - gap
        // Flexible spacing (between slots, and items' flexible edges) shares out the length left over.
        let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true
        let shares = slots.reduce(flexibleGaps ? max(slots.count - 1, 0) : 0) { $0 + ($1.flexible.before ? 1 : 0) + ($1.flexible.after ? 1 : 0) }
        if shares > 0, used < length {
            let extra = (length - used) / CGFloat(shares)
            var before = 0
            for (i, slot) in slots.enumerated() {
                before += (slot.flexible.before ? 1 : 0) + (flexibleGaps && i > 0 ? 1 : 0)
                let end = i + 1 < slots.count ? slots[i + 1].first : items.count
                let offset = extra * CGFloat(before)
                if offset > 0 { move(items[slot.first..<end], by: horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)) }
                before += slot.flexible.after ? 1 : 0
            }
        }
        // An estimated side fits the group's contents.
        let fitted = horizontal ? CGSize(width: used, height: thickness) : CGSize(width: thickness, height: used)
        if layoutSize.widthDimension.isEstimated { size.width = fitted.width + insets.leading + insets.trailing }
        if layoutSize.heightDimension.isEstimated { size.height = fitted.height + insets.top + insets.bottom }
        if let first = slots.first?.first, items.indices.contains(first) {
            attach(group.supplementaryItems, to: CGRect(origin: origin, size: size), at: items[first].indexPath)
        }
        return size
    }

    /// Moves laid-out items (and what they carry along) by `offset`.
    private func move(_ moved: ArraySlice<UICollectionViewLayoutAttributes>, by offset: CGPoint) {
        for a in moved { a.frame.origin = CGPoint(x: a.frame.minX + offset.x, y: a.frame.minY + offset.y) }
    }

    /// Places the supplementary items attached to an item or group at `frame`.
    private mutating func attach(_ supplementaries: [NSCollectionLayoutSupplementaryItem], to frame: CGRect, at ip: IndexPath) {
        for item in supplementaries {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: ip)
            a.frame = item.frame(attachedTo: frame)
            a.zIndex = item.zIndex
            a.followsItems = true
            attached.append(a)
        }
    }

    /// An item's place: its size in `container`, an estimated side replaced by the cell's own
    /// size (plus the item's insets) once measured.
    private func itemSize(_ item: NSCollectionLayoutItem, in container: CGSize, at ip: IndexPath) -> CGSize {
        let i = item.contentInsets
        let cell = measured[ip].map { CGSize(width: $0.width + i.leading + i.trailing, height: $0.height + i.top + i.bottom) }
        return item.layoutSize.resolved(in: container, measured: cell)
    }
}

nonisolated extension CGRect {
    /// The rect inset by directional insets, leading on the left.
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        let r = CGRect(x: minX + insets.leading, y: minY + insets.top,
                       width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
        return r.width >= 0 && r.height >= 0 ? r : CGRect(origin: r.origin, size: CGSize(width: max(r.width, 0), height: max(r.height, 0)))
    }
}

/// An item's edge spacing as a group along `horizontal` reads it: before and after along the
/// axis, before and after across it (none: fixed zero).
@MainActor struct EdgeSpacing {
    struct Side {
        var spacing: CGFloat = 0
        var isFlexible = false
        init(_ s: NSCollectionLayoutSpacing?) {
            spacing = s?.spacing ?? 0
            isFlexible = s?.isFlexibleSpacing ?? false
        }
    }
    var before, after, acrossBefore, acrossAfter: Side

    init(_ e: NSCollectionLayoutEdgeSpacing?, horizontal: Bool) {
        before = Side(horizontal ? e?.leading : e?.top)
        after = Side(horizontal ? e?.trailing : e?.bottom)
        acrossBefore = Side(horizontal ? e?.top : e?.leading)
        acrossAfter = Side(horizontal ? e?.bottom : e?.trailing)
    }
}
