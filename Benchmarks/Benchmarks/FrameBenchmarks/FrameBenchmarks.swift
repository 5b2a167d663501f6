import Benchmark
import Demos
import Foundation
import SimulatorKit
import UIModel
import UIModelSnapshotTesting

/// Frame cost of the simulator: display links + layout + display list + software render of what
/// changed, for scenes of 100, 1,000 and 10,000 views at @3x with one view moving, beside the same
/// frame drawn from scratch and a baseline that only replays a whole frame's SDL draw calls from a
/// precomputed list; and the views demo's steady frame at @2x.
/// package-benchmark runs benchmarks on its runner's thread, not on the main actor where UIKit's
/// types live: each sample's body runs on the main queue (one hop per sample, outside its
/// iterations; setup and teardown are main-actor closures the runner awaits). The runner waits
/// while the body uses its `Benchmark`, so handing it over races with nothing.
nonisolated func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) throws -> Void) rethrows {
    let handOver = Slot<Benchmark>()
    handOver.value = benchmark
    try onMainQueue { try body(handOver.value!) }
}

/// Runs `body` on the main actor: at once on the main thread, else on the main queue, waiting.
nonisolated func onMainQueue(_ body: @MainActor () throws -> Void) rethrows {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

nonisolated let benchmarks: @Sendable () -> Void = { onMainQueue { registerBenchmarks() } }

func registerBenchmarks() {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 500)

    // What the harness itself allocates per sample (reading /proc, statistics): the floor every
    // other benchmark's malloc count includes.
    Benchmark("harness floor (empty body)") { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        for i in benchmark.scaledIterations { blackHole(i) }
    } }

    // The benchmark closure runs once per sample: each scene is built in `setup` and torn down
    // in `teardown`, so every measured frame is a steady frame with warm caches and no benchmark
    // leaves work running for the next.
    for count in [100, 1_000, 10_000] {
        let frameScene = Slot<GridScene>(), replayScene = Slot<GridScene>()
        for fromScratch in [false, true] {
            Benchmark("frame/\(count) views @3x\(fromScratch ? ", from scratch" : "")", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
                let grid = frameScene.value!
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { grid.frame(fromScratch: fromScratch) }
            } }, setup: { try await MainActor.run { frameScene.value = try GridScene(viewCount: count, scale: 3) } }, teardown: { await MainActor.run { frameScene.value = nil } })
        }
        Benchmark("baseline replay/\(count) views @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            let grid = replayScene.value!
            let renderer = grid.canvas.renderer
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { renderer.replayLastFrame() }
        } }, setup: { try await MainActor.run {
            replayScene.value = try GridScene(viewCount: count, scale: 3)
            replayScene.value!.frame()
        } }, teardown: { await MainActor.run { replayScene.value = nil } })
    }

    // Damage tracking's two ends: one 40 × 40 pt view moving over 1,000 still ones (goal: at
    // most 1 ms a frame), and a cross-dissolve over most of the screen (the container demo's swap;
    // goal: no slower than drawing it from scratch), each beside the same frames drawn from scratch.
    for fromScratch in [false, true] {
        let square = Slot<GridScene>()
        Benchmark("damage/40×40 view moving over 1000 views @3x\(fromScratch ? ", from scratch" : "")", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            let grid = square.value!
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { grid.frame(fromScratch: fromScratch) }
        } }, setup: { try await MainActor.run { square.value = try GridScene(viewCount: 1_000, scale: 3, movingSquare: 40) } }, teardown: { await MainActor.run { square.value = nil } })
        let dissolve = Slot<DissolveScene>()
        Benchmark("damage/cross-dissolve, container demo @3x\(fromScratch ? ", from scratch" : "")",
                  configuration: .init(maxDuration: .seconds(8), maxIterations: 60), closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            let scene = dissolve.value!
            // Only frames of the dissolve are measured: the tap that starts the next one, and
            // the lift, are drawn before the measurement starts.
            scene.startDissolveIfNeeded(fromScratch: fromScratch)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame(fromScratch: fromScratch) }
        } }, setup: { try await MainActor.run { dissolve.value = try DissolveScene() } }, teardown: { await MainActor.run { dissolve.value = nil } })
    }

    // 1,000 springs running at once on 1,000 views: the frame's model side (clock, display links,
    // layout, display list with presentation values) beside a loop that only evaluates the
    // closed form for the same 2,000 components.
    let springs = Slot<SpringScene>()
    Benchmark("1000 springs: frame model side", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let scene = springs.value!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.frame() }
    } }, setup: { await MainActor.run { springs.value = SpringScene(count: 1_000) } }, teardown: { await MainActor.run {
        springs.value?.tearDown()
        springs.value = nil
    } })
    Benchmark("1000 springs: closed form alone") { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let spring = Spring(dampingRatio: 0.5, duration: 1000)
        var t: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 60
            var sum: CGFloat = 0
            for i in 0..<2_000 { sum += spring.state(x0: CGFloat(i), v0: 10, at: t).x }
            blackHole(sum)
        }
    } }

    // The stricter baseline: the model side works out a spring's decay and oscillation once per
    // frame for both components of a position, so this loop does too (the underdamped closed
    // form's arithmetic, one exp, cos and sin per spring for its x and y; each spring started
    // at its own time, so none shares another's).
    Benchmark("1000 springs: closed form, x and y sharing one exp, cos and sin") { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let spring = Spring(dampingRatio: 0.5, duration: 1000)
        let w = spring.naturalFrequency, z = spring.dampingRatio
        let a = z * w, wd = w * (1 - z * z).squareRoot()
        var t: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 60
            var sum: CGFloat = 0
            for i in 0..<1_000 {
                let ti = t + CGFloat(i) / 1_000
                let e = exp(-a * ti), cs = cos(wd * ti), sn = sin(wd * ti)
                for x0 in [CGFloat(2 * i), CGFloat(2 * i + 1)] { sum += e * (x0 * cs + (a * x0 + 10) / wd * sn) }
            }
            blackHole(sum)
        }
    } }

    // A 10,000-row self-sizing table at @3x: a frame standing still, a frame mid-fling through
    // rows never seen before, and one through rows whose titles repeat every 100 rows (text laid
    // out and drawn before). Goals: a fling frame at most 1.3× the still frame; at most the
    // visible rows plus 4 cells; once warm, no allocation but the new text's (the one with titles
    // seen before allocates nothing: its malloc count is the still frame's, the harness's own).
    // And the titles-seen-before fling under a blurred, full-width bar (the status bar and a
    // navigation bar's height): the blur is redrawn every frame, as the rows move under it.
    // And the same fling with cells from a nib's prototype cell, as a storyboard's table has.
    let tables: [(name: String, flinging: Bool, repeatingTitles: Int?, blurredBar: Bool, nibCells: Bool)] = [
        ("still frame", false, nil, false, false), ("fling frame", true, nil, false, false),
        ("fling frame, titles seen before", true, 100, false, false), ("fling frame under a blurred bar", true, 100, true, false),
        ("fling frame, cells from a nib's prototype", true, nil, false, true),
    ]
    for (name, flinging, repeatingTitles, blurredBar, nibCells) in tables {
        let scene = Slot<TableScrollScene>()
        Benchmark("table/10000 self-sizing rows: \(name) @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            let table = scene.value!
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.frame(flinging: flinging) }
        } }, setup: { try await MainActor.run {
            let table = try TableScrollScene(resources: try ResourceLocator.locate(), repeatingTitles: repeatingTitles,
                                             blurredBar: blurredBar, nibCells: nibCells)
            // Warm: past the first 300 rows, every repeating title laid out and drawn.
            for _ in 0..<(flinging ? 500 : 1) { table.frame(flinging: flinging) }
            scene.value = table
        } }, teardown: { await MainActor.run {
            let table = scene.value!
            let visible = table.table.visibleCells.count
            print("\(name): \(table.cellsMade.count) cells made for \(visible) visible rows, offset \(Int(table.table.contentOffset.y))")
            precondition(table.cellsMade.count <= visible + 4, "more cells than the visible rows plus 4")
            UIModelRuntime.current.removeAllWindows()
            scene.value = nil
        } })
    }

    let demo = Slot<(session: SimulatorSession, canvas: OffscreenCanvas, time: Double)>()
    Benchmark("views demo steady frame @2x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let (session, canvas, start) = demo.value!
        var t = start
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 60
            session.advance(to: t, frameDuration: 1.0 / 60)
            canvas.renderer.draw(session.buildDisplayList(), scale: 2)
        }
        benchmark.stopMeasurement()
        demo.value!.time = t
    } }, setup: { try await MainActor.run {
        let session = try SimulatorSession(resources: try ResourceLocator.locate(),
                                           app: AppLauncher(delegateClass: DemoAppDelegate.self), scene: "views", scale: 2)
        let size = session.screenSize
        let canvas = try OffscreenCanvas(width: Int(size.width * 2), height: Int(size.height * 2),
                                         textSystem: session.textSystem, images: session.images)
        demo.value = (session, canvas, 0)
    } }, teardown: { await MainActor.run { demo.value = nil } })

    // A user's screenshot test: a fresh app showing a controller on an iPhone 15 @3x, rendered and
    // compared with its reference PNG. A reference written here carries the frame's digest, so a
    // passing verify encodes nothing and decodes nothing; one without (another tool's) is decoded.
    for withDigest in [true, false] {
        let references = Slot<URL>()
        let name = withDigest ? "snapshot render + verify, iPhone 15 @3x" : "snapshot render + verify, reference without digest"
        Benchmark(name, configuration: .init(maxDuration: .seconds(5), maxIterations: 100), closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let failure = verifyReference(SnapshotBenchScreen(), as: .image(on: .iPhone15), at: references.value!)
                precondition(failure == nil, failure ?? "")
            }
        } }, setup: { try await MainActor.run {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-bench-\(getpid())-\(withDigest)")
            references.value = dir
            try recordReference(SnapshotBenchScreen(), as: .image(on: .iPhone15), at: dir)
            if !withDigest {
                for file in try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil) {
                    try withoutDigest(Data(contentsOf: file)).write(to: file)
                }
            }
        } }, teardown: { try await MainActor.run {
            if let dir = references.value { try? FileManager.default.removeItem(at: dir) }
            references.value = nil
        } })
    }

    // Auto Layout against frames by hand: 100 rows of 5 views, built and laid out from scratch;
    // then the constraint screen re-laid out after its width changes, and a steady pass.
    Benchmark("layout/100 rows, Auto Layout: build + first layout", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let screen = LayoutBenchScreen(autoLayout: true)
            screen.root.layoutIfNeeded()
            blackHole(screen)
        }
    } }, setup: { await MainActor.run { installBenchTextMetrics() } })
    Benchmark("layout/100 rows, frames by hand: build + first layout", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let screen = LayoutBenchScreen(autoLayout: false)
            screen.root.layoutIfNeeded()
            blackHole(screen)
        }
    } }, setup: { await MainActor.run { installBenchTextMetrics() } })
    let resized = Slot<LayoutBenchScreen>()
    Benchmark("layout/100 rows, Auto Layout: re-layout after a resize", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        // Each sample is one iteration: the width alternates between samples.
        let root = resized.value!.root
        for _ in benchmark.scaledIterations {
            root.frame.size.width = root.frame.width == 393 ? 400 : 393
            root.layoutIfNeeded()
        }
    } }, setup: { await MainActor.run {
        installBenchTextMetrics()
        resized.value = LayoutBenchScreen(autoLayout: true)
        resized.value!.root.layoutIfNeeded()
    } }, teardown: { await MainActor.run { resized.value = nil } })
    Benchmark("layout/100 rows, Auto Layout: steady pass", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let root = resized.value!.root
        for _ in benchmark.scaledIterations { root.layoutIfNeeded() }
    } }, setup: { await MainActor.run {
        installBenchTextMetrics()
        resized.value = LayoutBenchScreen(autoLayout: true)
        resized.value!.root.layoutIfNeeded()
    } }, teardown: { await MainActor.run { resized.value = nil } })

    captureBenchmarks()
    textBenchmarks()
    InterfaceBuilderBenchmarks.register()
    drawingBenchmarks()
    coreAnimationBenchmarks()
    coreDataBenchmarks()
    webKitBenchmarks()
    mediaBenchmarks()

    // The digest of an iPhone 15 @3x frame (1179 × 2556 RGBA, 12 MB) alone.
    let frame = Slot<RGBAImage>()
    Benchmark("frame digest (XXH64), iPhone 15 @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(frame.value!.digest) }
    } }, setup: { await MainActor.run {
        var generator = SystemRandomNumberGenerator()
        frame.value = RGBAImage(width: 1179, height: 2556, pixels: (0..<(1179 * 2556 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    } }, teardown: { await MainActor.run { frame.value = nil } })
}

/// `png` without its digest chunk, as another tool writes it: the chunk follows the header (the
/// signature's 8 bytes and IHDR's 25) and is 21 bytes long (12 of framing, 9 of data).
/// What `verifySnapshot` does for a reference that exists: the strategy's snapshot, the file
/// read and compared by the strategy's diffing. (swift-snapshot-testing's own function first
/// registers an XCTest observer with `DispatchQueue.main.sync` when it is off the main thread,
/// which deadlocks here: the runner drains the main queue on another thread.)
@MainActor func verifyReference<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, at dir: URL) -> String? {
    var taken: Format?
    strategy.snapshot(value).run { taken = $0 }
    guard let taken, let data = try? Data(contentsOf: dir.appendingPathComponent("screen.\(strategy.pathExtension ?? "")")) else {
        return "no snapshot or no reference"
    }
    return strategy.diffing.diff(strategy.diffing.fromData(data), taken)?.0
}

/// Writes the strategy's snapshot of `value` as the reference `verifyReference` reads.
@MainActor func recordReference<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, at dir: URL) throws {
    var taken: Format?
    strategy.snapshot(value).run { taken = $0 }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try strategy.diffing.toData(taken!).write(to: dir.appendingPathComponent("screen.\(strategy.pathExtension ?? "")"))
}

func withoutDigest(_ png: Data) -> Data {
    // Walks the chunks after the 8-byte signature (length, type, data, CRC) and drops the digest's.
    var out = png
    var at = out.startIndex + 8
    while at + 8 <= out.endIndex {
        let length = out[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = at + 12 + length
        if Array(out[at + 4..<at + 8]) == Array("umDG".utf8) { out.removeSubrange(at..<end); break }
        at = end
    }
    precondition(PNGFrameDigest.info(of: out)?.digest == nil && PNGFrameDigest.info(of: png)?.digest != nil)
    return out
}

/// The bundled font's metrics, as the simulator measures text.
func installBenchTextMetrics() {
    if !(UIModelRuntime.current.textMetrics is SDLTextSystem) {
        UIModelRuntime.current.textMetrics = try! SDLTextSystem(resources: try! ResourceLocator.locate())
    }
}

/// An ordinary screen: a title, a few rows of text with rounded backgrounds, a button.
final class SnapshotBenchScreen: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: 353, height: 41))
        title.text = "Settings"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(title)
        for i in 0..<8 {
            let row = UIView(frame: CGRect(x: 16, y: 120 + CGFloat(i) * 60, width: 361, height: 52))
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 10
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 52))
            label.text = "Option \(i + 1)"
            row.addSubview(label)
            view.addSubview(row)
        }
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 16, y: 620, width: 361, height: 50)
        view.addSubview(button)
    }
}

/// A benchmark's scene, made in its setup and released in its teardown.
nonisolated final class Slot<T>: @unchecked Sendable {
    var value: T?
}

/// 1,000 views, each moving on a long UIKit spring animation.
final class SpringScene {
    let window: UIWindow
    private var list = DisplayList()
    private var time: CFTimeInterval

    init(count: Int) {
        UIModelRuntime.current.removeAllWindows()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        time = (CACurrentMediaTime() + 1000).rounded()
        UIModelRuntime.current.fireDisplayLinks(timestamp: time, duration: 1.0 / 60)
        for i in 0..<count {
            let v = UIView(frame: CGRect(x: CGFloat(i % 40) * 9, y: CGFloat(i / 40) * 30, width: 8, height: 8))
            v.backgroundColor = .systemBlue
            window.addSubview(v)
            UIView.animate(withDuration: 1000, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
                v.center = CGPoint(x: v.center.x + 200, y: v.center.y + 100)
            })
        }
        window.makeKeyAndVisible()
    }

    func frame() {
        time += 1.0 / 60
        UIModelRuntime.current.fireDisplayLinks(timestamp: time, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        list.reset()
        UIModelRuntime.current.displayWindows()
        list.append(view: window)
    }

    /// Stops the springs so they do not run on under later benchmarks.
    func tearDown() {
        for v in window.subviews { v.layer.removeAllAnimations() }
        UIModelRuntime.current.removeAllWindows()
    }
}

/// A window with `viewCount` views in a grid (opaque squares, rounded tiles and labels) and one
/// display link that moves a tile every frame, as an animation would.
final class GridScene {
    let window: UIWindow
    let canvas: OffscreenCanvas
    let scale: CGFloat
    private var list = DisplayList()
    private var time = 0.0
    private let link: CADisplayLink

    /// `movingSquare`: a square of that side (points) moves over the grid instead of a tile.
    init(viewCount: Int, scale: CGFloat, movingSquare: CGFloat? = nil) throws {
        let resources = try ResourceLocator.locate()
        let text = try SDLTextSystem(resources: resources)
        let images = try! ImageCatalog(resources: resources)
        UIModelRuntime.current.textMetrics = text
        UIModelRuntime.current.imageSource = images
        UIModelRuntime.current.removeAllWindows()
        let size = CGSize(width: 393, height: 852)
        UIModelRuntime.current.setScreenSize(size, scale: scale)
        self.scale = scale
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        let columns = Int((Double(viewCount) * size.width / size.height).squareRoot().rounded(.up))
        let rows = (viewCount + columns - 1) / columns
        let w = size.width / CGFloat(columns), h = size.height / CGFloat(rows)
        var moving: UIView?
        for i in 0..<viewCount {
            let frame = CGRect(x: CGFloat(i % columns) * w + 1, y: CGFloat(i / columns) * h + 1, width: w - 2, height: h - 2)
            let v: UIView
            switch i % 3 {
            case 0:
                v = UIView(frame: frame)
                v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 0.8, alpha: 1)
            case 1:
                v = UIView(frame: frame)
                v.backgroundColor = .systemOrange
                v.layer.cornerRadius = min(w, h) / 4
            default:
                let label = UILabel(frame: frame)
                label.text = "\(i % 100)"
                label.font = .systemFont(ofSize: max(min(h * 0.6, 17), 4))
                label.textAlignment = .center
                v = label
            }
            window.addSubview(v)
            if moving == nil, i % 3 == 1 { moving = v }
        }
        if let side = movingSquare {
            let square = UIView(frame: CGRect(x: 40, y: 300, width: side, height: side))
            square.backgroundColor = .systemPink
            square.layer.cornerRadius = side / 5
            window.addSubview(square)
            moving = square
        }
        let origin = moving?.center ?? .zero
        link = CADisplayLink { [weak moving] link in
            moving?.center = CGPoint(x: origin.x + CGFloat(sin(link.timestamp * 3) * 10), y: origin.y)
        }
        link.add(to: .main, forMode: .common)
        window.makeKeyAndVisible()
        canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale),
                                     textSystem: text, images: images)
    }

    deinit { link.invalidate() }

    /// One frame: display links, layout, display list, software render (of what changed, or
    /// of everything).
    func frame(fromScratch: Bool = false) {
        time += 1.0 / 60
        UIModelRuntime.current.fireDisplayLinks(timestamp: time, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        list.reset()
        UIModelRuntime.current.displayWindows()
        list.append(view: window)
        canvas.renderer.draw(list, scale: scale, fromScratch: fromScratch)
    }
}

/// The container demo on an iPhone 15 @3x swapping its pages with a cross-dissolve (0.5 s, about
/// 30 frames, each changing most of the screen); a new swap starts when one ends. (Slowed down,
/// many of its frames would draw the same 8-bit colours as the one before, and change nothing.)
final class DissolveScene {
    let session: SimulatorSession
    private let canvas: OffscreenCanvas
    private var time = 0.0

    init() throws {
        session = try SimulatorSession(resources: try ResourceLocator.locate(), app: AppLauncher(delegateClass: DemoAppDelegate.self),
                                       scene: "container")
        let size = session.screenSize
        canvas = try OffscreenCanvas(width: Int(size.width * session.scale), height: Int(size.height * session.scale),
                                     textSystem: session.textSystem, images: session.images)
    }

    /// Unless a dissolve runs, taps the swap button (pressed on one frame, lifted on the next).
    func startDissolveIfNeeded(fromScratch: Bool) {
        guard UIModelRuntime.current.runningAnimationCount == 0, let swap = session.view(withIdentifier: "swap") else { return }
        let p = swap.convert(CGPoint(x: swap.bounds.midX, y: swap.bounds.midY), to: nil)
        UIModelRuntime.current.handleTouch(.began, at: p, timestamp: session.eventTime(forHostTime: time))
        frame(fromScratch: fromScratch)
        UIModelRuntime.current.handleTouch(.ended, at: p, timestamp: session.eventTime(forHostTime: time))
        frame(fromScratch: fromScratch)
    }

    func frame(fromScratch: Bool) {
        time += 1.0 / 60
        session.advance(to: time, frameDuration: 1.0 / 60)
        canvas.renderer.draw(session.buildDisplayList(), scale: session.scale, fromScratch: fromScratch)
    }
}
