import Foundation

/// The coordinator of a size or trait change (a rotation, a resized window): alongside
/// animations run inside the same animation as the new layout.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    nonisolated deinit {}
    let containerView: UIView
    let transitionDuration: TimeInterval
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var running = false

    init(container: UIView, duration: TimeInterval) {
        containerView = container
        transitionDuration = duration
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var completionVelocity: CGFloat { 1 }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { if running { animation(self) } else { animations.append(animation) } }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Inside the size change's animation block.
    func runAnimations() {
        running = true
        for a in animations { a(self) }
        animations.removeAll()
    }

    func finish() { for c in completions { c(self) } }
}

extension WindowSystem {
    /// Changes the screen size (a rotation, a resized window) the way UIKit does: controllers get
    /// `willTransition(to:with:)` when their traits will change and `viewWillTransition(to:with:)`;
    /// then the new size, the trait changes, the alongside animations and the new layout happen in
    /// one animation of `duration` seconds (none when 0), and the coordinator's completions run.
    func transitionScreen(to size: CGSize, scale: CGFloat, duration: TimeInterval, completion: (() -> Void)? = nil) {
        let screen = UIScreen.main
        let clamped = CGSize(width: min(max(size.width.isFinite ? size.width : 0, UIScreen.sideRange.lowerBound), UIScreen.sideRange.upperBound),
                             height: min(max(size.height.isFinite ? size.height : 0, UIScreen.sideRange.lowerBound), UIScreen.sideRange.upperBound))
        let newScreenTraits = screen.traits(for: clamped, scale: scale)
        let visible = windows.filter { !$0.isHidden }
        let coordinator = SizeTransitionCoordinator(container: keyWindow ?? visible.first ?? UIWindow(frame: .zero),
                                                    duration: duration.isFinite ? max(duration, 0) : 0)
        for w in visible {
            guard let root = w.rootViewController else { continue }
            let newTraits = UITraitCollection(traitsFrom: [root.traitCollection, newScreenTraits])
            if newTraits != root.traitCollection { root.willTransition(to: newTraits, with: coordinator) }
            if clamped != w.bounds.size { root.viewWillTransition(to: clamped, with: coordinator) }
        }
        let change = {
            screen.simulatorSetSize(clamped, scale: scale)
            for w in self.windows { w.frame = screen.bounds }
            self.updateTraitsIfNeeded()
            coordinator.runAnimations()
            self.layoutWindows()
            // A keyboard that is up (or on its way) takes the new screen's size.
            self.runtime.input.softwareKeyboard.screenChanged()
        }
        if coordinator.isAnimated {
            UIView.animate(withDuration: coordinator.transitionDuration, animations: change) { _ in
                coordinator.finish()
                completion?()
            }
        } else {
            UIView.performWithoutAnimation(change)
            coordinator.finish()
            completion?()
        }
    }
}
