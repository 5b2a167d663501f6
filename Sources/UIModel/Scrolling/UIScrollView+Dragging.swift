import Foundation

/// The finger and the motion after it: a drag moves the offset (rubber-banded past the edges),
/// the release hands its velocity to momentum, a bounce or a page, and a finger that lands on
/// moving content stops it where it is.
extension UIScrollView {
    // MARK: The finger

    /// The finger landed. Content moving by itself stops at once; true when it was moving (that
    /// touch is then the scroll view's alone).
    func fingerDown(at time: CFTimeInterval) -> Bool {
        lastTouchTime = time
        isTracking = true
        if wheel != nil {
            // A finger takes over from the wheel: its drag ends where it is.
            wheel = nil
            endDrag(fingerVelocity: .zero)
        }
        let wasMoving = isMovingByItself
        stopMotion()
        if wasMoving { indicators.show(for: self) }
        return wasMoving
    }

    /// The finger lifted. Without a drag, content left past an edge springs back.
    func fingerUp(at time: CFTimeInterval) {
        lastTouchTime = time
        isTracking = false
        guard drag == nil, !isMovingByItself, !isZooming, zoom.animation == nil else { return }
        let o = contentOffset, range = offsetRange
        let x = range.x.contains(o.x) ? nil : ScrollAxisMotion.decay(from: o.x, velocity: 0, rate: decelerationRate.rawValue,
                                                                     range: range.x, bounces: true, at: time)
        let y = range.y.contains(o.y) ? nil : ScrollAxisMotion.decay(from: o.y, velocity: 0, rate: decelerationRate.rawValue,
                                                                     range: range.y, bounces: true, at: time)
        if x != nil || y != nil {
            isDecelerating = true
            startMotion(x: x, y: y, animation: false)
        } else {
            indicators.scheduleFade(at: time)
            ensureTicker()
        }
    }

    // MARK: The drag

    func panChanged() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            // On drag the keyboard goes at once; interactively it follows the finger instead.
            if [.onDrag, .onDragWithAccessory].contains(keyboardDismissMode) { window?.endEditing(true) }
            beginDrag(direction: pan.velocity(in: self))
            dragMoved(pan.translation(in: self))
            keyboardFollowsFinger(pan)
        case .changed:
            dragMoved(pan.translation(in: self))
            keyboardFollowsFinger(pan)
        case .ended:
            endDrag(fingerVelocity: pan.velocity(in: self))
            if isKeyboardDismissInteractive { UIModelRuntime.current.input.softwareKeyboard.fingerLifted(velocityY: pan.velocity(in: nil).y) }
        case .cancelled:
            endDrag(fingerVelocity: .zero)
            if isKeyboardDismissInteractive { UIModelRuntime.current.input.softwareKeyboard.fingerLifted(velocityY: 0) }
        default: break
        }
    }

    private var isKeyboardDismissInteractive: Bool { [.interactive, .interactiveWithAccessory].contains(keyboardDismissMode) }

    /// In `.interactive` mode the keyboard follows the finger once it reaches the keyboard.
    private func keyboardFollowsFinger(_ pan: UIPanGestureRecognizer) {
        guard isKeyboardDismissInteractive, let window else { return }
        let y = window.convert(pan.location(in: window), to: nil).y
        // The padding of the nearest keyboard guide around this scroll view.
        var padding: CGFloat = 0, v: UIView? = self
        while let view = v {
            if let guide = view.layoutState?.keyboardGuide { padding = guide.keyboardDismissPadding; break }
            v = view.superview
        }
        UIModelRuntime.current.input.softwareKeyboard.followFinger(atY: y, padding: padding)
    }

    func beginDrag(direction: CGPoint) {
        stopMotion()
        let range = offsetRange, size = bounds.size, o = contentOffset
        // Content already pulled past an edge is grabbed where it shows: the finger starts as far
        // past the edge as the band's inverse says.
        let start = CGPoint(x: ScrollPhysics.unbandedOffset(o.x, range: range.x, dimension: size.width),
                            y: ScrollPhysics.unbandedOffset(o.y, range: range.y, dimension: size.height))
        var axes = scrollableAxes
        if isDirectionalLockEnabled, axes.x, axes.y {
            if abs(direction.x) >= abs(direction.y) { axes.y = false } else { axes.x = false }
        }
        drag = (start, (page(of: start.x, length: size.width), page(of: start.y, length: size.height)), axes)
        isDragging = true
        indicators.show(for: self)
        delegate?.scrollViewWillBeginDragging(self)
    }

    func dragMoved(_ t: CGPoint) {
        guard let drag else { return }
        let range = offsetRange, size = bounds.size
        var o = contentOffset
        if drag.axes.x { o.x = dragged(drag.start.x - t.x, range.x, size.width) }
        if drag.axes.y { o.y = dragged(drag.start.y - t.y, range.y, size.height) }
        contentOffset = o
    }

    private func dragged(_ raw: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
        bounces ? ScrollPhysics.rubberBandedOffset(raw, range: range, dimension: dimension) : range.clamp(raw)
    }

    private func page(of offset: CGFloat, length: CGFloat) -> Int {
        length > 0 && offset.isFinite ? Int((max(offset, 0) / length).rounded()) : 0
    }

    /// The finger lifted mid-drag at `fingerVelocity` (points per second, in this view): the
    /// delegate may move the resting offset, then momentum, a bounce or a page takes over.
    func endDrag(fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        isDragging = false
        let velocity = CGPoint(x: drag.axes.x && fingerVelocity.x.isFinite ? -fingerVelocity.x : 0,
                               y: drag.axes.y && fingerVelocity.y.isFinite ? -fingerVelocity.y : 0)
        let o = contentOffset, range = offsetRange, size = bounds.size, rate = decelerationRate.rawValue
        let natural: CGPoint
        if isPagingEnabled {
            natural = CGPoint(x: pageOffset(o.x, velocity.x, startPage: drag.startPage.x, range: range.x, length: size.width),
                              y: pageOffset(o.y, velocity.y, startPage: drag.startPage.y, range: range.y, length: size.height))
        } else {
            func rest(_ o: CGFloat, _ v: CGFloat, _ r: ClosedRange<CGFloat>) -> CGFloat {
                r.clamp(o + (r.contains(o) ? ScrollPhysics.projectedDistance(velocity: v, rate: rate) : 0))
            }
            natural = CGPoint(x: rest(o.x, velocity.x, range.x), y: rest(o.y, velocity.y, range.y))
        }
        var target = proposedRestingOffset(natural, velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if !target.x.isFinite { target.x = natural.x }
        if !target.y.isFinite { target.y = natural.y }
        let time = lastTouchTime
        let x = releaseMotion(o.x, velocity.x, target: target.x, natural: natural.x, range: range.x, at: time)
        let y = releaseMotion(o.y, velocity.y, target: target.y, natural: natural.y, range: range.y, at: time)
        // An axis at rest sits exactly on its target.
        contentOffset = CGPoint(x: x == nil ? target.x : o.x, y: y == nil ? target.y : o.y)
        let willDecelerate = x != nil || y != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { indicators.scheduleFade(at: time); ensureTicker(); return }
        isDecelerating = true
        announcedDeceleration = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(x: x, y: y, animation: false)
    }

    /// The page offset a paging release settles on: the page nearest the projection, at most
    /// one page from where the drag began.
    private func pageOffset(_ o: CGFloat, _ v: CGFloat, startPage: Int, range: ClosedRange<CGFloat>, length: CGFloat) -> CGFloat {
        guard length > 0 else { return range.clamp(o) }
        let projected = o + ScrollPhysics.projectedDistance(velocity: v, rate: decelerationRate.rawValue)
        let count = Int((range.upperBound / length).rounded(.up)) + 1
        let page = ScrollPhysics.targetPage(startPage: startPage, projectedOffset: projected, pageLength: length, pageCount: count)
        return range.clamp(CGFloat(page) * length)
    }

    /// One axis after the release: nothing (at rest), a spring (paging, a band, or a target
    /// behind the motion), or momentum, re-aimed to land exactly on a target the delegate moved.
    private func releaseMotion(_ o: CGFloat, _ v: CGFloat, target: CGFloat, natural: CGFloat, range: ClosedRange<CGFloat>,
                               at time: CFTimeInterval) -> ScrollAxisMotion? {
        if abs(target - o) < ScrollAxisMotion.restDistance, v == 0 { return nil }
        let rate = decelerationRate.rawValue
        if isPagingEnabled || !range.contains(o) {
            return ScrollAxisMotion(start: o, startTime: time, kind: .spring(target: target, velocity: v))
        }
        if target == natural {
            guard v != 0 else { return nil }
            return .decay(from: o, velocity: v, rate: rate, range: range, bounces: bounces, at: time)
        }
        // Momentum that travels exactly to the delegate's target: v = Δ·1000·(1 − d)/d.
        let d = ScrollPhysics.validRate(rate)
        let aimed = (target - o) * 1000 * (1 - d) / d
        if v != 0, (aimed > 0) != (v > 0) {
            return ScrollAxisMotion(start: o, startTime: time, kind: .spring(target: target, velocity: v))
        }
        let widened = min(range.lowerBound, target)...max(range.upperBound, target)
        return .decay(from: o, velocity: aimed, rate: rate, range: widened, bounces: bounces, at: time)
    }

    /// Content above the visible part grew or shrank by `dy` (a table's row measured itself):
    /// the offset, a drag in progress and any motion move with it, so what shows stays put.
    func contentShifted(by dy: CGFloat) {
        guard dy.isFinite, dy != 0 else { return }
        if drag != nil { drag!.start.y += dy }
        if let m = motion.y { motion.y = m.shifted(by: dy) }
        contentOffset.y += dy
    }

    // MARK: Motion

    func startMotion(x: ScrollAxisMotion?, y: ScrollAxisMotion?, animation: Bool) {
        motion = (x, y)
        motionIsAnimation = animation
        indicators.show(for: self)
        ensureTicker()
    }

    /// Stops content moving by itself where it is (no callbacks: a finger or a new offset did it).
    func stopMotion() {
        motion = (nil, nil)
        motionIsAnimation = false
        isDecelerating = false
        announcedDeceleration = false
    }

    var isMovingByItself: Bool { motion.x != nil || motion.y != nil }

    func ensureTicker() {
        guard ticker == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
        link.add(to: .main, forMode: .common)
        ticker = link
    }

    /// A frame: the motion's offset at the frame's time, its end announced, the indicators' fade.
    private func tick(at time: CFTimeInterval) {
        if isMovingByItself {
            var o = contentOffset
            if let m = motion.x { let s = m.sample(at: time); o.x = s.offset; if s.finished { motion.x = nil } }
            if let m = motion.y { let s = m.sample(at: time); o.y = s.offset; if s.finished { motion.y = nil } }
            contentOffset = o
            if !isMovingByItself { motionEnded(at: time) }
        }
        let wheeling = checkWheelPause(at: time)
        let zooming = advanceZoom(at: time)
        let fading = indicators.advance(to: time)
        if !isMovingByItself, !fading, !wheeling, !zooming {
            ticker?.invalidate()
            ticker = nil
        }
    }

    private func motionEnded(at time: CFTimeInterval) {
        let wasAnimation = motionIsAnimation
        let announced = announcedDeceleration
        stopMotion()
        if !isTracking { indicators.scheduleFade(at: time) }
        if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else if announced {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
