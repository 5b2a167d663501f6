import Demos
import Foundation
import SimulatorKit
import Testing
import UIModel

/// Damage tracking: a frame that redraws only what changed since the last one is byte-identical
/// to the same frame drawn from scratch, on every demo scene through taps, drags, swipes, key
/// presses and a device change, frame after frame; and it redraws less than the whole screen.
@Suite(.serialized) struct DamageTests {
    /// Taps, a vertical and a horizontal drag, an edge swipe, appearance and text-size keys and a
    /// rotation, at `fps`: the interactions every demo reacts to somewhere.
    static func interactions(screen s: CGSize) -> [Script.Event] {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: s.width * x, y: s.height * y) }
        return [
            Script.Event(t: 0.1, action: .tap(p(0.5, 0.5))),
            Script.Event(t: 0.6, action: .drag(from: p(0.5, 0.75), to: p(0.5, 0.3), duration: 0.25)),
            Script.Event(t: 1.2, action: .tap(p(0.5, 0.25))),
            Script.Event(t: 1.8, action: .drag(from: p(0.01, 0.5), to: p(0.7, 0.5), duration: 0.3)),
            Script.Event(t: 2.4, action: .tap(CGPoint(x: 30, y: 70))),
            Script.Event(t: 2.9, action: .tap(p(0.8, 0.9))),
            Script.Event(t: 3.3, action: .drag(from: p(0.8, 0.4), to: p(0.2, 0.45), duration: 0.2)),
            Script.Event(t: 3.8, action: .key("a", .toggleAppearance)),
            Script.Event(t: 4.0, action: .tap(p(0.3, 0.6))),
            Script.Event(t: 4.4, action: .key("ctrl+right", .rotateRight)),
            Script.Event(t: 4.9, action: .tap(p(0.5, 0.4))),
        ]
    }

    /// Runs `events` frame by frame; after every `every`-th frame, renders it incrementally and
    /// from scratch and compares the bytes. Returns how many frames redrew part of the screen
    /// and how many redrew nothing.
    static func compareFrames(scene: String, device: String, scale: CGFloat, until end: Double, every: Int = 1,
                              events: @MainActor (CGSize) -> [Script.Event] = interactions) throws -> (partial: Int, none: Int) {
        let session = try TestSupport.session(scene: scene, device: device, scale: scale)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("damage-\(scene)"))
        var pending = events(session.screenSize)
        var fresh: OffscreenCanvas?
        var partial = 0, none = 0
        _ = try runner.renderFrame()
        var frame = 1
        while Double(frame) / 60 <= end {
            let t = Double(frame) / 60
            var step = pending.filter { $0.t <= t }
            pending.removeAll { $0.t <= t }
            step.append(Script.Event(t: t, action: .wait(0)))
            try runner.run(Script(events: step))
            if frame % every == 0 {
                let incremental = try runner.renderFrame()
                switch runner.lastDamage {
                case .regions?: partial += 1
                case FrameDamage.none?: none += 1
                default: break
                }
                let scratch = try session.renderFrame(reusing: &fresh, fromScratch: true)
                if incremental != scratch {
                    let dir = TestSupport.temporaryDirectory("damage-diff-\(scene)")
                    try incremental.pngData().write(to: dir.appendingPathComponent("incremental.png"))
                    try scratch.pngData().write(to: dir.appendingPathComponent("scratch.png"))
                    Issue.record("\(scene) on \(device) @\(scale)x, frame \(frame) (t = \(t)): the incremental frame differs from the one drawn from scratch (\(runner.lastDamage.map { "\($0)" } ?? "")); both in \(dir.path)")
                    return (partial, none)
                }
            }
            frame += 1
        }
        return (partial, none)
    }

    @Test(arguments: SceneCatalog.validNames)
    func incrementalFramesMatchFramesFromScratch(scene: String) throws {
        let (partial, none) = try Self.compareFrames(scene: scene, device: "iphone-15", scale: 1, until: 5.4, every: 2)
        // Damage tracking did its work: frames that redrew part of the screen or none of it.
        #expect(partial + none > 15, "\(scene): \(partial) partial frames, \(none) unchanged")
    }

    /// A context menu blurs the list behind it: the blur is redrawn whole whenever anything
    /// under it changes, so the frames match frames drawn from scratch.
    @Test func aBlurredBackdropMatchesFramesFromScratch() throws {
        let (partial, none) = try Self.compareFrames(scene: "menus", device: "iphone-15", scale: 1, until: 3.2, every: 3) { _ in [
            Script.Event(t: 0.1, action: .longPress(CGPoint(x: 200, y: 330))),
            Script.Event(t: 1.4, action: .tap(CGPoint(x: 80, y: 440))),  // the Share submenu
            Script.Event(t: 2.0, action: .tap(CGPoint(x: 20, y: 820))),  // outside: the menu closes
        ] }
        #expect(partial + none > 10, "\(partial) partial frames, \(none) unchanged")
    }

    /// At the device's own 3x (corners, text and shadows at full resolution) and on an iPad.
    @Test(arguments: [("views", "iphone-15", 3.0), ("pane", "iphone-15", 3.0), ("navigation", "iphone-15", 3.0),
                      ("adaptive", "ipad-mini-landscape", 2.0), ("dynamics", "iphone-se", 2.0)])
    func incrementalFramesMatchAtDeviceScale(scene: String, device: String, scale: Double) throws {
        _ = try Self.compareFrames(scene: scene, device: device, scale: CGFloat(scale), until: 3.5, every: 4)
    }

    /// The overlay outlines the frame's changes, and the next frame without it repairs the
    /// pixels it drew over: byte for byte the frame from scratch again.
    @Test func damageOverlayOutlinesChangesAndIsRepaired() throws {
        let session = try TestSupport.session(scene: "pane", scale: 1)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("damage-overlay"))
        try runner.run(Script(events: [Script.Event(t: 0.2, action: .tap(CGPoint(x: 196, y: 800))), Script.Event(t: 1.4, action: .wait(0))]))
        let before = try runner.renderFrame()
        session.showsDamage = true
        try runner.run(Script(events: [Script.Event(t: 1.42, action: .wait(0))]))
        let outlined = try runner.renderFrame()
        guard case .regions(let rects)? = runner.lastDamage else { Issue.record("expected a partial redraw, got \(String(describing: runner.lastDamage))"); return }
        // The plot scrolls; the pane, at rest, does not change.
        let plot = session.view(withIdentifier: "plot")!.convert(session.view(withIdentifier: "plot")!.bounds, to: nil)
        #expect(rects.allSatisfy { plot.insetBy(dx: -2, dy: -2).contains($0) })
        #expect(outlined != before)
        session.showsDamage = false
        try runner.run(Script(events: [Script.Event(t: 1.44, action: .wait(0))]))
        var fresh: OffscreenCanvas?
        #expect(try runner.renderFrame() == (try session.renderFrame(reusing: &fresh, fromScratch: true)))
    }

    /// A canvas drawn from scratch and then incrementally compares with the frame it drew from
    /// scratch, not an older one.
    @Test func aFrameFromScratchIsTheNextFramesReference() throws {
        let session = try TestSupport.session(scene: "pane", scale: 1)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("damage-alternate"))
        var canvas: OffscreenCanvas?, fresh: OffscreenCanvas?
        _ = try session.renderFrame(reusing: &canvas)
        try runner.run(Script(events: [Script.Event(t: 0.2, action: .tap(CGPoint(x: 196, y: 800))), Script.Event(t: 0.4, action: .wait(0))]))
        _ = try session.renderFrame(reusing: &canvas, fromScratch: true)
        try runner.run(Script(events: [Script.Event(t: 0.6, action: .wait(0))]))
        #expect(try session.renderFrame(reusing: &canvas) == (try session.renderFrame(reusing: &fresh, fromScratch: true)))
    }
}
