import Foundation

/// The strip an orthogonally scrolling section's cells live in: a scroll view across the
/// collection view's own direction (as UIKit embeds one), which comes to rest as the section's
/// behaviour says and has the collection view place the section's cells as it scrolls.
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    nonisolated deinit {}
    private(set) weak var collectionView: UICollectionView?
    private(set) var band: OrthogonalBand
    /// The group the strip showed when the finger landed (group paging moves one from it).
    private var startGroup = 0

    init(band: OrthogonalBand, in collectionView: UICollectionView) {
        self.band = band
        self.collectionView = collectionView
        super.init(frame: band.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceHorizontal = true
        delegate = self
        update(band)
        // Centred paging starts with the first group in the middle.
        contentOffset.x = -contentInset.left
    }

    required init?(coder: NSCoder) { nil }

    func update(_ band: OrthogonalBand) {
        self.band = band
        if frame != band.frame { frame = band.frame }
        let size = CGSize(width: band.contentWidth, height: band.frame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = band.behavior == .paging
        // Centred paging can bring the first and last groups to the middle: the strip has room
        // beside them.
        var inset = UIEdgeInsets.zero
        if band.behavior == .groupPagingCentered, let first = band.groups.first, let last = band.groups.last {
            inset.left = max(frame.width / 2 - (first.lowerBound + first.upperBound) / 2, 0)
            inset.right = max(frame.width / 2 - (band.contentWidth - (last.lowerBound + last.upperBound) / 2), 0)
        }
        if contentInset != inset { contentInset = inset }
        let snaps = band.behavior != .continuous && band.behavior != .none
        decelerationRate = snaps ? .fast : .normal
        // A strip whose content shrank comes back within it.
        let range = offsetRange.x
        if !range.contains(contentOffset.x), !isDragging, !isDecelerating { contentOffset.x = range.clamp(contentOffset.x) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Scrolled: the collection view shows the cells now in the strip.
        collectionView?.layOutItems()
    }

    /// Scrolls across so `frame` (in the strip's content) shows at the position's horizontal
    /// part (the least distance without one).
    func scrollToItem(at frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool) {
        // The section's insets stay beside an item brought to an edge.
        let leading = band.groups.first?.lowerBound ?? 0
        let trailing = contentSize.width - (band.groups.last?.upperBound ?? contentSize.width)
        var x = contentOffset.x
        if position.contains(.left) {
            x = frame.minX - leading
        } else if position.contains(.centeredHorizontally) {
            x = frame.midX - bounds.width / 2
        } else if position.contains(.right) {
            x = frame.maxX + trailing - bounds.width
        } else if frame.minX - leading < x {
            x = frame.minX - leading
        } else if frame.maxX + trailing > x + bounds.width {
            x = frame.maxX + trailing - bounds.width
        }
        setContentOffset(CGPoint(x: offsetRange.x.clamp(x), y: contentOffset.y), animated: animated)
    }

    // MARK: Coming to rest

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        startGroup = nearestGroup(to: contentOffset.x)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard !band.groups.isEmpty else { return }
        let range = offsetRange.x
        let target = targetContentOffset.pointee.x
        switch band.behavior {
        case .continuousGroupLeadingBoundary:
            targetContentOffset.pointee.x = range.clamp(rest(at: nearestGroup(to: target)))
        case .groupPaging, .groupPagingCentered:
            // One group on at most, the way the finger moved.
            let direction = velocity.x > 0 ? 1 : velocity.x < 0 ? -1 : nearestGroup(to: target) - startGroup
            let group = min(max(startGroup + direction.signum(), 0), band.groups.count - 1)
            targetContentOffset.pointee.x = range.clamp(rest(at: group))
        case .none, .continuous, .paging:
            break
        }
    }

    /// The offset that shows group `g` where it comes to rest: its leading edge at the strip's
    /// leading inset, or (centred paging) its middle at the strip's middle.
    private func rest(at g: Int) -> CGFloat {
        let group = band.groups[g]
        if band.behavior == .groupPagingCentered { return (group.lowerBound + group.upperBound) / 2 - bounds.width / 2 }
        return group.lowerBound - band.groups[0].lowerBound
    }

    private func nearestGroup(to offset: CGFloat) -> Int {
        band.groups.indices.min { abs(rest(at: $0) - offset) < abs(rest(at: $1) - offset) } ?? 0
    }
}

extension UICollectionView {
    /// How far section `section`'s strip has scrolled (0 for a section that does not scroll
    /// across).
    func orthogonalOffset(inSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }

    /// Makes, moves and removes the strips of the layout's orthogonal sections.
    func updateOrthogonalScrollers() {
        let bands = collectionViewLayout.orthogonalBands
        for (s, scroller) in orthogonalScrollers where bands[s] == nil {
            orthogonalScrollers[s] = nil
            scroller.removeFromSuperview()
        }
        for (s, band) in bands.sorted(by: { $0.key < $1.key }) {
            if let scroller = orthogonalScrollers[s] {
                scroller.update(band)
            } else {
                let scroller = OrthogonalScrollView(band: band, in: self)
                orthogonalScrollers[s] = scroller
                insertSubview(scroller, at: 0)
            }
        }
    }

    /// Where a section's cells live: its strip, or the collection view.
    func container(forSection section: Int) -> UIView { orthogonalScrollers[section] ?? self }

    /// Puts `view` at `frame` (in the collection view's content) in whichever view holds it.
    func place(_ view: UIView, at frame: CGRect) {
        let local = view.superview === self || view.superview == nil ? frame : convert(frame, to: view.superview)
        // Set only when it moved: setting a frame stops its running animation.
        if view.frame != local { view.frame = local }
    }
}
