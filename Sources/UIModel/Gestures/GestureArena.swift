import Foundation

/// Coordinates the recognizers of one touch sequence: delivers touches to them before the view,
/// runs their state changes through the delegate and the failure requirements, lets one
/// recognizer exclude the others (unless they may recognise simultaneously), and cancels the
/// view's touches when a recognizer takes them over.
final class GestureArena {
    nonisolated deinit {}
    /// Changes state without running the state machine (resets, deferrals).
    static func silently(_ body: () -> Void) {
        let runtime = UIModelRuntime.current
        let was = runtime.input.gestureStatesAreSilent
        runtime.input.gestureStatesAreSilent = true
        defer { runtime.input.gestureStatesAreSilent = was }
        body()
    }

    static func stateChanged(_ r: UIGestureRecognizer, from old: UIGestureRecognizer.State) {
        guard !UIModelRuntime.current.input.gestureStatesAreSilent else { return }
        UIModelRuntime.current.input.gestureArena.handle(r, from: old)
    }

    /// The recognizers attached to the touched views and their ancestors, deepest first for the
    /// first touch, then those a later finger's touch reached.
    private(set) var participants: [UIGestureRecognizer] = []
    /// True once a recognizer took the touches away from the views.
    private(set) var viewTouchesCancelled = false
    /// The fingers down in this sequence, in the order they landed.
    private var touches: [UITouch] = []
    /// Touches whose view has been told they began (and not yet that they ended).
    private var viewTouches: [UITouch] = []
    /// Touches held back from their views for a `delaysTouchesBegan` recognizer, to deliver
    /// when nothing holds them any more.
    private var heldTouches: [(touch: UITouch, event: UIEvent)] = []
    /// Lifted touches whose views have not been told yet, for a `delaysTouchesEnded`
    /// recognizer still deciding (they may outlive their sequence: a double tap's first tap).
    private var heldEnds: [(touch: UITouch, view: UIView, event: UIEvent)] = []

    /// Whether a recognizer still deciding after its fingers lifted holds back ended touches.
    private var isDelayingEnds: Bool {
        participants.contains {
            $0.delaysTouchesEnded && $0.view != nil && $0.state == .possible
                && ($0.failureDeadline != nil || $0.pendingState != nil || !$0.trackedTouches.isEmpty)
        }
    }

    /// True while a recognizer waits for a timeout to fail (a tap waiting for a second tap) or
    /// touches are held back from their views until a delay passes.
    var isWaitingOnTime: Bool {
        !heldTouches.isEmpty || !heldEnds.isEmpty || participants.contains { $0.state == .possible && ($0.failureDeadline != nil || $0.beginDeadline != nil) }
    }

    private func isDelayingView(at time: TimeInterval) -> Bool {
        participants.contains { $0.view != nil && $0.holdsTouches(at: time) }
    }

    /// The view that has seen the first touch begin and still tracks it (nil while held back,
    /// or once a recognizer took the touches).
    var viewTrackingTouch: UIView? {
        guard !viewTouchesCancelled, let first = viewTouches.first else { return nil }
        return first.view
    }

    // MARK: Touch delivery

    /// Delivers a touch to the recognizers tracking it, then (unless they took it) to its view.
    func dispatch(_ touch: UITouch, event: UIEvent, window: UIWindow) {
        let set: Set<UITouch> = [touch]
        let lifting = touch.phase == .ended || touch.phase == .cancelled
        if touch.phase == .began {
            if touches.isEmpty { begin(touch) } else { join(touch) }
            touches.append(touch)
        }
        // A recognizer whose view left the window (or lost its view) is cancelled, or fails.
        for r in participants where r.view?.window == nil {
            if r.state == .began || r.state == .changed { r.state = .cancelled } else if r.state == .possible { r.state = .failed }
        }
        for r in participants where r.view != nil && (r.state == .possible || r.state == .began || r.state == .changed)
            && r.trackedTouches.contains(where: { $0 === touch }) {
            r.lastWindowLocation = r.location(in: nil)
            switch touch.phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved, .stationary: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            }
            if lifting { r.trackedTouches.removeAll { $0 === touch } }
        }
        deliverToView(touch, event: event, window: window)
        guard lifting else { return }
        touches.removeAll { $0 === touch }
        viewTouches.removeAll { $0 === touch }
        heldTouches.removeAll { $0.touch === touch }
        if touches.isEmpty {
            // Continuous recognizers that never began fail when the last finger lifts.
            for r in participants where r.state == .possible && r.pendingState == nil && r.failureDeadline == nil {
                r.state = .failed
            }
        }
    }

    /// The view's share of the touch, held back while a delaying recognizer may still recognise.
    /// A view that is not `isMultipleTouchEnabled` sees only the first of the touches on it.
    private func deliverToView(_ touch: UITouch, event: UIEvent, window: UIWindow) {
        guard !viewTouchesCancelled, let view = touch.view else { return }
        if isDelayingView(at: touch.timestamp) {
            if touch.phase == .began { heldTouches.append((touch, event)) }
            return
        }
        if !heldTouches.isEmpty {
            // Nothing holds the touches any more: their views now learn they began.
            let released = heldTouches.contains { $0.touch === touch }
            releaseHeldTouches()
            if released, touch.phase == .began || touch.phase == .moved || touch.phase == .stationary { return }
        }
        if touch.phase == .began {
            guard view.isMultipleTouchEnabled || !viewTouches.contains(where: { $0.view === view }) else { return }
            viewTouches.append(touch)
        } else if !viewTouches.contains(where: { $0 === touch }) {
            return
        }
        if touch.phase == .ended, isDelayingEnds {
            // (The touch forgets its view once its sequence is over: the view is kept here.)
            heldEnds.append((touch, view, event))
            return
        }
        window.deliverTouchesToViews(event)
    }

    /// The first finger of a sequence landed: the recognizers of its view and the view's
    /// ancestors take part.
    private func begin(_ touch: UITouch) {
        // Recognizers that finished the last gesture start over; those still waiting (a second
        // tap) keep their state.
        let waiting = participants.filter { $0.state == .possible && $0.failureDeadline != nil }
        for r in participants where r.state != .possible || r.failureDeadline == nil { r.resetForNextGesture() }
        viewTouchesCancelled = false
        viewTouches = []
        heldTouches = []
        var found: [UIGestureRecognizer] = []
        var v = touch.view
        while let view = v {
            for r in view.attachedRecognizers where r.isEnabled && (r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true) {
                found.append(r)
            }
            v = view.superview
        }
        for r in waiting where !found.contains(where: { $0 === r }) { r.state = .failed }
        participants = found
        for r in participants { r.trackedTouches = [touch]; r.lastWindowLocation = touch.windowLocation }
    }

    /// Another finger landed while some are down: the recognizers on its view and the view's
    /// ancestors track it too (those already taking part, while they may still use it), and
    /// recognizers new to the sequence join it.
    private func join(_ touch: UITouch) {
        var v = touch.view
        while let view = v {
            for r in view.attachedRecognizers where r.isEnabled && (r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true) {
                if participants.contains(where: { $0 === r }) {
                    if r.state == .possible || r.state == .began || r.state == .changed, r.acceptsAnotherTouch() {
                        r.trackedTouches.append(touch)
                    }
                } else {
                    r.resetForNextGesture()
                    r.trackedTouches = [touch]
                    participants.append(r)
                }
            }
            v = view.superview
        }
    }

    private func releaseHeldTouches() {
        let held = heldTouches
        heldTouches = []
        for (touch, event) in held {
            guard let view = touch.view else { continue }
            viewTouches.append(touch)
            view.touchesBegan([touch], with: event)
        }
    }

    /// Fails discrete recognizers whose wait (for another tap) ran out, and gives the view a
    /// touch whose delay ran out (a finger resting on a button in a scroll view highlights it).
    func checkDeadlines(now: TimeInterval) {
        for r in participants where r.state == .possible {
            if let d = r.failureDeadline, now > d { r.failureDeadline = nil; r.state = .failed }
            if let d = r.beginDeadline, now >= d, r.state == .possible { r.beginDeadline = nil; r.state = .began }
        }
        if !heldTouches.isEmpty, !viewTouchesCancelled, !isDelayingView(at: now) { releaseHeldTouches() }
        releaseHeldEndsIfDecided()
    }

    /// The recognizers holding lifted touches back have decided without recognising: the views
    /// learn the touches ended.
    private func releaseHeldEndsIfDecided() {
        guard !heldEnds.isEmpty, !isDelayingEnds else { return }
        let held = heldEnds
        heldEnds = []
        for (touch, view, event) in held { view.touchesEnded([touch], with: event) }
    }

    // MARK: State machine

    private func handle(_ r: UIGestureRecognizer, from old: UIGestureRecognizer.State) {
        let new = r.state
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if !r.mayBegin || controlClaimsTap(from: r) {
                Self.silently { r.state = .failed }
                recognizerFailed(r)
                return
            }
            let requirements = failureRequirements(of: r)
            if requirements.contains(where: { [.began, .changed, .ended].contains($0.state) }) {
                Self.silently { r.state = .failed }
                recognizerFailed(r)
                return
            }
            if requirements.contains(where: { $0.state == .possible && $0.view != nil }) {
                r.pendingState = new
                Self.silently { r.state = .possible }
                return
            }
            recognized(r)
            r.sendActions()
        case (_, .failed):
            recognizerFailed(r)
        case (_, .possible):
            break
        default:
            r.sendActions()
        }
    }

    /// UIKit (iOS 6 and later): a single-finger single tap on a button, a switch or another
    /// control goes to the control's action, and one on a text field or text view to its own tap
    /// handling, not to a tap recognizer on one of their ancestors.
    private func controlClaimsTap(from r: UIGestureRecognizer) -> Bool {
        guard let tap = r as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
              let owner = r.view else { return false }
        var v = r.trackedTouches.first?.view
        while let view = v, view !== owner {
            if view.claimsSingleTaps { return true }
            v = view.superview
        }
        return false
    }

    private func canRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.recognizesSimultaneously(with: b) || b.recognizesSimultaneously(with: a)
            || (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// `r` recognised: the others give way, and the view loses the touches if `r` takes them.
    private func recognized(_ r: UIGestureRecognizer) {
        if r.cancelsTouchesInView {
            // Touches whose end was held back are cancelled instead.
            let held = heldEnds
            heldEnds = []
            for (touch, view, _) in held { view.touchesCancelled([touch], with: nil) }
        }
        for other in participants where other !== r && !canRecognizeTogether(r, other) {
            switch other.state {
            case .possible:
                other.pendingState = nil
                Self.silently { other.state = .failed }
                recognizerFailed(other)
            case .began, .changed:
                other.state = .cancelled
            default: break
            }
        }
        // Recognizers waiting for `r` to fail (told to, or by a delegate) will not get their turn.
        for w in participants where w.pendingState != nil && failureRequirements(of: w).contains(where: { $0 === r }) {
            w.pendingState = nil
            Self.silently { w.state = .failed }
        }
        if r.cancelsTouchesInView, !viewTouchesCancelled {
            viewTouchesCancelled = true
            heldTouches = []
            // A view that never saw a touch begin is not told it was cancelled.
            let seen = viewTouches
            viewTouches = []
            for touch in seen { touch.view?.touchesCancelled([touch], with: nil) }
        }
    }

    /// Recognizers that were waiting for `failed` may now recognise with the state they reached.
    /// The recognizers `r` must see fail before it recognizes: those it was told to wait for
    /// (`require(toFail:)`), those its delegate names (`gestureRecognizer(_:shouldRequireFailureOf:)`),
    /// and those whose delegate says `r` must wait for them (`shouldBeRequiredToFailBy`).
    private func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        r.failureRequirements.compactMap(\.recognizer)
            + participants.filter { other in
                other !== r && ((r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) ?? false)
                    || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) ?? false))
            }
    }

    private func recognizerFailed(_ failed: UIGestureRecognizer) {
        defer { releaseHeldEndsIfDecided() }
        for w in participants where w.pendingState != nil {
            let requirements = failureRequirements(of: w)
            guard requirements.contains(where: { $0 === failed }),
                  requirements.allSatisfy({ $0.state == .failed || $0.view == nil }) else { continue }
            let pending = w.pendingState!
            w.pendingState = nil
            w.state = pending
        }
    }
}
