import Foundation

/// The caret's blink, on the app's clock: solid while the user types or moves it, then on and
/// off every half second (an approximation of iOS's caret). The toggles are cosmetic work on the
/// main run loop, so an app waiting to be idle does not wait for them, and runs repeat them
/// exactly.
@MainActor final class CaretBlink {
    nonisolated deinit {}
    /// How long the caret stays on, and off, in each blink.
    static let interval: TimeInterval = 0.5
    private weak var caret: UIView?
    /// Bumped at each restart and stop: a toggle scheduled before does nothing.
    private var generation = 0

    init(caret: UIView) { self.caret = caret }

    /// Shows the caret solid, blinking again `interval` from now.
    func restart() {
        generation += 1
        caret?.alpha = 1
        schedule(generation)
    }

    /// Shows the caret solid and stops the blink (editing ended).
    func stop() {
        generation += 1
        caret?.alpha = 1
    }

    private func schedule(_ g: Int) {
        let runtime = UIModelRuntime.current
        runtime.clock.mainRunLoop.schedule(at: CACurrentMediaTime() + runtime.clock.userInterval(Self.interval), cosmetic: true) { [weak self] in
            guard let self, g == self.generation, let caret = self.caret, caret.window != nil else { return }
            caret.alpha = caret.alpha > 0.5 ? 0 : 1
            self.schedule(g)
        }
    }
}
