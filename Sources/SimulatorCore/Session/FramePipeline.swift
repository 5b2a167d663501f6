import Foundation
import UIModel
import SimulatorRendering

/// Where a frame happens. The window, the headless runner, the test driver and the snapshot
/// strategies all make their frames here, in UIKit's order:
///
/// 1. input: the host's events and a script's steps, timed between the last frame and this one;
/// 2. the clock moves to the frame's time: animations are evaluated there, the run loop turns
///    (main-queue work, then timers), gesture timeouts fire, then the display links;
/// 3. traits, then layout (with safe areas);
/// 4. captures that read the model (dumps, traces, and screenshots, which paint);
/// 5. display (`display()`, `draw(_:)`), then painting, which only reads: the display list, then
///    the renderer encodes it, finds the damage and presents it or reads it back.
///
/// Display runs with each painting, not in every frame's update: a headless run paints only the
/// frames it captures, and its other frames need no drawing.
public final class FramePipeline {
    unowned let session: SimulatorSession
    public private(set) var displayList = DisplayList()

    private var lastHostTime: TimeInterval?
    /// The clock display links see; runs slower while slow animations are on.
    public private(set) var animationTime: CFTimeInterval = 0
    /// How many touches had begun at the last frame, and the clock's time then: the home
    /// indicator's auto-hide counts from it.
    private var touchCountSeen = 0
    private(set) var lastTouchTime: CFTimeInterval = 0

    init(session: SimulatorSession) {
        self.session = session
        animationTime = CACurrentMediaTime()  // 0: a session starts from a reset clock
    }

    /// Where a frame is painted, asked once its captures ran: the renderer, its pixels a point
    /// and the HUD's lines.
    public typealias Output = () -> (renderer: Renderer, scale: CGFloat, hudLines: [String])

    /// One frame at host time `t`: `input`, the model's phases (`update`), `captures`, then
    /// painting into `output` (the window's renderer). Returns what the painting redrew. A
    /// headless run paints only what it captures: it runs `update` once a frame, at its first
    /// capture or after its steps, and `paint` for each capture.
    @discardableResult
    public func run(at t: TimeInterval, duration: TimeInterval, input: () throws -> Void = {},
                    captures: () throws -> Void = {}, output: Output) throws -> FrameDamage {
        try input()
        update(to: t, duration: duration)
        try captures()
        let target = output()
        return paint(into: target.renderer, scale: target.scale, hudLines: target.hudLines)
    }

    /// The model's part of the frame at host time `t`: the clock and what runs on it, then
    /// traits and layout (`settle`).
    public func update(to t: TimeInterval, duration: TimeInterval) {
        PhaseTimes.measure(.layout) { updateModel(to: t, duration: duration) }
    }

    private func updateModel(to t: TimeInterval, duration: TimeInterval) {
        let now = animationTime(forHostTime: t)
        let slowed = session.slowAnimations ? duration / SimulatorSession.slowAnimationFactor : duration
        UIModelRuntime.current.fireDisplayLinks(timestamp: now, duration: slowed)
        settle()
        // The home indicator's auto-hide counts from the last frame a touch began by (model
        // state: a replay that draws fewer frames hides it at the same moment).
        let touches = UIModelRuntime.current.touchCount
        if touches != touchCountSeen { touchCountSeen = touches; lastTouchTime = animationTime }
    }

    /// Traits and layout, without moving the clock: after input later in a frame whose clock
    /// already moved (a script step, a key), before a capture.
    public func settle() {
        PhaseTimes.measure(.layout) { UIModelRuntime.current.layoutWindows() }
    }

    /// Paints the frame into `renderer` at `scale` pixels a point: the display phase (what asked
    /// to draw draws), then the display list (windows, system bars, overlays, and a HUD with
    /// `hudLines` unless there are none), encoding, damage and the renderer's target. Past the
    /// display phase it reads the app and changes nothing in it.
    @discardableResult
    public func paint(into renderer: Renderer, scale: CGFloat, background: UIColor = .black, fromScratch: Bool = false,
                      hudLines: [String] = []) -> FrameDamage {
        PhaseTimes.measure(.display) { UIModelRuntime.current.displayWindows() }
        renderer.showsDamage = session.showsDamage
        return PhaseTimes.measure(.draw) {
            renderer.draw(composeDisplayList(hudLines: hudLines), scale: scale, background: background, fromScratch: fromScratch)
        }
    }

    /// The frame's display list: the app's windows and what the device and the host draw with
    /// them (`FrameComposer`). It reads what the display phase left (`paint` runs it first).
    @discardableResult
    public func composeDisplayList(hudLines: [String] = []) -> DisplayList {
        displayList.reset()
        let indicatorHidden = UIModelRuntime.current.statusBar.isHomeIndicatorAutoHidden
            && animationTime - lastTouchTime >= SystemBars.homeIndicatorHideDelay
        FrameComposer(screenSize: session.screenSize, textSystem: session.textSystem, showsSystemBars: session.showsSystemBars && session.drawsSystemBars,
                      showsFrames: session.showsFrames, fingerMarkers: session.fingerMarkers, homeIndicatorHidden: indicatorHidden)
            .compose(into: &displayList, hudLines: hudLines)
        return displayList
    }

    // MARK: The clock

    /// The animation clock's time for an input event that happened at host time `t`, between
    /// the last frame and the next: touches, and the motion they start, run on the clock the
    /// animations run on (slowed too while slow animations are on). Changes nothing.
    public func eventTime(forHostTime t: TimeInterval) -> CFTimeInterval {
        guard let last = lastHostTime else { return animationTime }
        let dt = max(t - last, 0)
        return animationTime + (session.slowAnimations ? dt / SimulatorSession.slowAnimationFactor : dt)
    }

    /// Moves the animation clock to host time `t` (slowed while slow animations are on).
    func animationTime(forHostTime t: TimeInterval) -> CFTimeInterval {
        let dt = lastHostTime.map { max(t - $0, 0) } ?? 0
        lastHostTime = t
        animationTime += session.slowAnimations ? dt / SimulatorSession.slowAnimationFactor : dt
        return animationTime
    }
}
