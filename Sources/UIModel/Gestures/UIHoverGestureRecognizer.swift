import Foundation

/// Recognises the pointer over its view (in the simulator, the mouse with no button down): it
/// begins when the pointer comes over the view or any of its subviews, changes as it moves
/// there, and ends when it leaves, when a finger lands, or when the pointer leaves the screen.
/// It takes no part in touch handling: the view's touches and other recognizers are unaffected.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    nonisolated deinit {}
}

extension InputSystem {
    /// The pointer moved to `location` (the key window's points), or left the screen (nil).
    /// Returns whether a hover recognizer was under it, before or after (so a recording keeps
    /// only the moves that did something).
    @discardableResult
    func handleHover(at location: CGPoint?, timestamp: TimeInterval) -> Bool {
        var under: [UIHoverGestureRecognizer] = []
        if let location, location.x.isFinite, location.y.isFinite, let key = runtime.windowSystem.keyWindow, !isTouchActive, !app.isIgnoringInteractionEvents {
            let window = runtime.windowSystem.window(touchedAt: location, key: key)
            let local = WindowSystem.point(location, from: key, to: window)
            var v = window.hitTest(local, with: nil)
            while let view = v {
                for case let r as UIHoverGestureRecognizer in view.attachedRecognizers where r.isEnabled && r.view?.window === window {
                    under.append(r)
                }
                v = view.superview
            }
            for r in under { r.lastWindowLocation = local }
        }
        let was = hovering.compactMap { $0.recognizer as? UIHoverGestureRecognizer }
        // A move that reaches no recognizer changes nothing, the clock included (the window
        // does not record it, so its replay must not need it).
        guard !under.isEmpty || !was.isEmpty else { return false }
        bringClockUp(toEventTime: timestamp)
        hovering = under.map { UIGestureRecognizer.WeakRecognizer(recognizer: $0) }
        for r in was where !under.contains(where: { $0 === r }) { r.endHover() }
        for r in under {
            guard was.contains(where: { $0 === r }) else { r.hover(.began); continue }
            // One its delegate refused stays failed until the pointer leaves.
            if r.state != .failed { r.hover(.changed) }
        }
        return true
    }
}

/// Hover comes from the pointer, not from touches: its states are set here, outside the touch
/// arena, so it excludes no recognizer and none excludes it.
extension UIHoverGestureRecognizer {
    /// Moves to `new` and runs the actions; a hover its view or delegate refuses to begin fails.
    func hover(_ new: State) {
        if new == .began, !mayBegin {
            GestureArena.silently { state = .failed }
            return
        }
        GestureArena.silently { state = new }
        sendActions()
    }

    /// The pointer left: ended, then ready for the next hover.
    func endHover() {
        if state == .began || state == .changed { hover(.ended) }
        resetForNextGesture()
    }
}
