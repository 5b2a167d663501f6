import Foundation

/// The app's windows and what a frame does to them: their order and the key window, the status
/// bar, the trait, layout and display passes, and the safe areas they walk. The runtime owns
/// one; a fresh runtime has a fresh one. `UIApplication.windows` and `keyWindow` read it.
final class WindowSystem {
    nonisolated deinit {}
    unowned let runtime: UIModelRuntime

    init(runtime: UIModelRuntime) { self.runtime = runtime }

    /// The windows, back to front (by level, then the order they were shown in).
    private(set) var windows: [UIWindow] = []
    private(set) weak var keyWindow: UIWindow?

    /// The screen's status bar (`UIWindowScene.statusBarManager`).
    private(set) var statusBar = UIStatusBarManager()
    /// Some controller's status bar preferences may have changed (read at the next layout pass).
    var statusBarNeedsUpdate = true
    /// Counts changes that can move a safe area (geometry, hierarchy, insets): the layout pass
    /// walks the windows' safe areas again when it moved on.
    var safeAreaGeneration = 0
    var safeAreaGenerationWalked = -1
    /// Views that moved or changed size since the last walk while nothing else changed: the
    /// layout pass walks only their subtrees (a moving view cannot change the others' insets).
    /// Not retained: a view that goes away first takes itself off (`insetRootWentAway`).
    private var movedInsetRoots: [Unmanaged<UIView>] = []
    /// Set when a view asked to draw again (`setNeedsDisplay()`); the next layout pass clears it.
    var displayRequested = false
    var traitsNeedUpdate = true
    /// Counts appearance-proxy changes: views re-apply them at the next trait pass.
    var appearanceGeneration = 0
    /// `DisplayChanges.current` at the last display pass, and whether that pass passed over a
    /// layer an opacity animation held invisible.
    private var displayedChanges = -1
    private var passedOverFading = false

    /// The most moved views walked on their own in one layout pass.
    static let maxMovedInsetRoots = 64
    /// The most safe-area passes one layout pass makes.
    static let safeAreaRounds = 3

    /// A new simulated run: the status bar as the system sets it, every safe area walked again.
    func reset() {
        statusBar = UIStatusBarManager()
        statusBarNeedsUpdate = true
        safeAreaGenerationWalked = -1
        for r in movedInsetRoots { r.takeUnretainedValue().insetRootSystem = nil }
        movedInsetRoots.removeAll()
    }

    // MARK: Windows

    /// Adds `window` in front of the windows of its level and lower, behind those of higher levels.
    func register(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        let i = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.endIndex
        windows.insert(window, at: i)
    }

    /// Forgets a hidden window the system made for itself (an alert's, a banner's), which no
    /// one shows again.
    func unregister(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }

    /// A window's level changed: it moves to the front of its new level.
    func windowLevelChanged(_ window: UIWindow) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: i)
        register(window)
    }

    func keyWindowChanged(_ window: UIWindow) { keyWindow = window }

    /// The window a finger landing at `location` (the key window's points) touches: the
    /// frontmost visible one with a view there, else the key window.
    func window(touchedAt location: CGPoint, key: UIWindow) -> UIWindow {
        for w in windows.reversed() where !w.isHidden {
            if w.hitTest(Self.point(location, from: key, to: w), with: runtime.input.event) != nil { return w }
        }
        return key
    }

    /// A point in `key`'s coordinates in `window`'s (windows are not transformed).
    static func point(_ p: CGPoint, from key: UIWindow, to window: UIWindow) -> CGPoint {
        CGPoint(x: p.x + key.frame.minX - window.frame.minX, y: p.y + key.frame.minY - window.frame.minY)
    }

    /// Removes every window (the simulator does this when it switches scenes).
    /// Any transition under way is abandoned with them.
    func removeAllWindows() {
        // Fingers still down are cancelled first, through their windows.
        runtime.input.cancelActiveTouch(timestamp: 0)
        for w in windows { w.isHidden = true }
        windows.removeAll()
        keyWindow = nil
        runtime.input.firstResponder = nil
        runtime.input.softwareKeyboard.windowsRemoved()
        UIViewController.transitionInProgress = false
        runtime.application.endAllIgnoringInteractionEvents()
    }

    // MARK: Safe areas

    /// `view`'s frame changed: its subtree's safe areas and margins are walked again. Past a
    /// handful of views, the whole windows are.
    func insetsMoved(_ view: UIView) {
        if let system = view.insetRootSystem {
            guard system !== self else { return }
            // Still on the list of an app it was shown in before (a controller snapshotted in one
            // app, then shown in another): it leaves that list for this one.
            system.insetRootWentAway(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()))
        }
        guard movedInsetRoots.count < Self.maxMovedInsetRoots else { safeAreaGeneration &+= 1; return }
        view.insetRootSystem = self
        movedInsetRoots.append(.passUnretained(view))
    }

    /// A view on the moved list is going away (its `deinit`, which passes its address).
    func insetRootWentAway(_ address: UInt) {
        movedInsetRoots.removeAll { UInt(bitPattern: $0.toOpaque()) == address }
    }

    /// Walks the safe areas and margins of the windows when something global changed, else of
    /// the subtrees of the views that moved (each from its superview's current insets; one
    /// under another moved view is walked with it).
    private func refreshInsetsIfNeeded() -> Bool {
        let roots = movedInsetRoots.map { $0.takeUnretainedValue() }
        movedInsetRoots.removeAll(keepingCapacity: true)
        for r in roots { r.insetRootSystem = nil }
        if safeAreaGenerationWalked != safeAreaGeneration {
            safeAreaGenerationWalked = safeAreaGeneration
            for w in windows where !w.isHidden { w.refreshSafeAreaInsets() }
            return true
        }
        guard !roots.isEmpty else { return false }
        let ids = Set(roots.map(ObjectIdentifier.init))
        for r in roots {
            guard let w = r.window, !w.isHidden else { continue }
            var above = r.superview, covered = false
            while let v = above, !covered { covered = ids.contains(ObjectIdentifier(v)); above = v.superview }
            if !covered { r.refreshSubtreeInsets() }
        }
        return true
    }

    // MARK: A frame's passes

    /// Whether a visible window waits for layout or a view asked to draw again.
    var needsPass: Bool { displayRequested || windows.contains { !$0.isHidden && $0.isLayoutPending } }

    /// Lays out every visible window (the layout pass of a frame), after telling every
    /// environment whose traits changed.
    func layoutWindows() {
        // Work queued on the main queue since the frame began runs before the layout that shows it.
        runtime.clock.mainRunLoop.runQueued()
        displayRequested = false
        updateTraitsIfNeeded()
        updateStatusBarIfNeeded()
        for w in windows where !w.isHidden { w.layoutIfNeeded() }
        // A changed safe area lays its view out again (UIKit updates safe areas in layout); a
        // few rounds settle any layout that moves views into or out of the unsafe edges.
        for _ in 0..<Self.safeAreaRounds {
            guard refreshInsetsIfNeeded() else { break }
            for w in windows where !w.isHidden { w.layoutIfNeeded() }
        }
    }

    /// The display pass of a frame, after layout (see `CALayer.displayTree`). It walks the
    /// windows when something changed that can give it work (`DisplayChanges`), or when its last
    /// walk passed over a layer that was fading in.
    func displayWindows() {
        let changes = DisplayChanges.current
        guard changes != displayedChanges || passedOverFading else { return }
        displayedChanges = changes
        let now = runtime.clock.animationEngine.now
        var passedOver = false
        for w in windows where !w.isHidden {
            if w.layer.displayTree(view: w, at: now) { passedOver = true }
        }
        passedOverFading = passedOver
    }
}
