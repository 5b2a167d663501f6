import Foundation
import SimulatorKit
import Testing
import UIModel

@Suite(.serialized) struct BadInputTests {
    @Test func tinyAndHugeScreensClampAndStillRender() throws {
        let session = try TestSupport.session(device: "iphone-15", scale: 1)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("clamp"))
        session.resize(to: CGSize(width: 1, height: 1))
        #expect(session.screenSize == CGSize(width: UIModelRuntime.screenSideRange.lowerBound, height: UIModelRuntime.screenSideRange.lowerBound))
        var frame = try runner.renderFrame()
        #expect(frame.width == 64 && frame.height == 64)
        #expect(session.window?.bounds.size == session.screenSize)
        session.resize(to: CGSize(width: 8000, height: 8000))
        #expect(session.screenSize == CGSize(width: 4096, height: 4096))
        frame = try runner.renderFrame()
        #expect(frame.width == 4096 && frame.height == 4096)
        session.resize(to: CGSize(width: CGFloat.nan, height: 500))
        #expect(session.screenSize.width == UIModelRuntime.screenSideRange.lowerBound)
        // The hierarchy is still laid out for the last size.
        session.resize(to: CGSize(width: 393, height: 852))
        session.advance(to: 1, frameDuration: 1.0 / 60)
        #expect(session.view(withIdentifier: "views")?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    /// A clipping view under a turned transform beyond any screen (a layout gone wrong in the
    /// app) draws nothing of itself and stops nothing else from being drawn.
    @Test func aClipUnderADegenerateTransformClipsEverythingAway() throws {
        final class Screen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                let broken = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
                broken.clipsToBounds = true
                broken.layer.cornerRadius = 8
                broken.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1e30, y: 1)
                let inside = UIView(frame: broken.bounds)
                inside.backgroundColor = .red
                broken.addSubview(inside)
                view.addSubview(broken)
            }
        }
        let app = try SimulatorApp(rootViewController: Screen(), device: .iPhone15)
        let shot = try app.screenshot()
        #expect(!shot.pixels.isEmpty)
    }

    @Test func headlessFramesAreCappedInPixels() throws {
        let session = try TestSupport.session(device: "iphone-15")
        session.resize(to: CGSize(width: 4096, height: 4096))
        let frame = try HeadlessRunner(session: session, outputDirectory: TestSupport.temporaryDirectory("cap")).renderFrame()
        #expect(frame.width == OffscreenCanvas.maxSide && frame.height == OffscreenCanvas.maxSide)
    }

    @Test func missingResourcesNameThePath() {
        #expect(throws: SimulatorError.self) { try ResourceLocator(root: URL(fileURLWithPath: "/nonexistent/Resources")) }
        do {
            _ = try ResourceLocator(root: URL(fileURLWithPath: "/nonexistent/Resources"))
        } catch {
            #expect("\(error)".contains("/nonexistent/Resources/Fonts/Roboto-Regular.ttf"))
        }
    }
}

/// The executable's command line: usage errors exit 2 and list the valid values.
@Suite(.serialized) struct CommandLineTests {
    @Test func unknownFlagIsAUsageError() throws {
        let r = try TestSupport.runSimulator(["--frobnicate"])
        #expect(r.code == 2)
        #expect(r.err.contains("--frobnicate") && r.err.contains("Usage"))
    }

    @Test func unknownDeviceListsTheDevices() throws {
        let r = try TestSupport.runSimulator(["--headless", "--device", "pixel-9"])
        #expect(r.code == 2)
        #expect(r.err.contains("iphone-se") && r.err.contains("ipad-pro-11-landscape"))
    }

    @Test func unknownSceneListsTheScenes() throws {
        let r = try TestSupport.runSimulator(["--headless", "--scene", "nope"])
        #expect(r.code == 2)
        #expect(r.err.contains("gallery") && r.err.contains("views"))
    }

    @Test func malformedScriptFailsBeforeAnythingRuns() throws {
        let dir = TestSupport.temporaryDirectory("cli-script")
        let script = dir.appendingPathComponent("bad.json")
        try Data(#"{"events": [{"t": 0, "screenshot": "a"}, {"t": 1, "tap": "here"}]}"#.utf8).write(to: script)
        let out = dir.appendingPathComponent("out")
        let r = try TestSupport.runSimulator(["--headless", "--script", script.path, "--out", out.path])
        #expect(r.code == 2)
        #expect(r.err.contains("event 1: field 'tap'"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a.png").path))
    }

    @Test func aContainerThatIsAFileIsAUsageError() throws {
        let dir = TestSupport.temporaryDirectory("cli-container")
        let file = dir.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let r = try TestSupport.runSimulator(["--headless", "--container", file.path, "--out", dir.path])
        #expect(r.code == 2)
        #expect(r.err.contains("--container: \(file.path) is a file, not a folder"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("screenshot.png").path))
    }

    /// The notes demo's rows are in the container's store; `--erase` starts it afresh.
    @Test func aContainerKeepsTheAppsDataUntilErased() throws {
        let dir = TestSupport.temporaryDirectory("cli-erase")
        let container = dir.appendingPathComponent("container")
        let store = container.appendingPathComponent("Library/Application Support/Notes.sqlite")
        let first = try TestSupport.runSimulator(["--headless", "--scene", "notes", "--container", container.path, "--out", dir.path])
        #expect(first.code == 0, "\(first.err)")
        #expect(FileManager.default.fileExists(atPath: store.path))
        try Data("left by an earlier run".utf8).write(to: container.appendingPathComponent("Documents/note.txt"))
        let erased = try TestSupport.runSimulator(["--headless", "--scene", "views", "--container", container.path, "--erase", "--out", dir.path])
        #expect(erased.code == 0, "\(erased.err)")
        #expect(!FileManager.default.fileExists(atPath: store.path))
        #expect(!FileManager.default.fileExists(atPath: container.appendingPathComponent("Documents/note.txt").path))
        #expect(FileManager.default.fileExists(atPath: container.appendingPathComponent("Library/Preferences").path))
    }

    @Test func missingResourcesNameThePath() throws {
        let r = try TestSupport.runSimulator(["--headless", "--resources", "/nonexistent/res"])
        #expect(r.code == 1)
        #expect(r.err.contains("/nonexistent/res/Fonts/Roboto-Regular.ttf"))
    }

    @Test func noDisplaySuggestsHeadless() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil  // SDL would fall back to its invisible offscreen driver
        let r = try TestSupport.runSimulator(["--scene", "views"], environment: env, cwd: TestSupport.packageRoot)
        #expect(r.code == 1)
        #expect(r.err.contains("--headless") && r.err.contains("xvfb-run"))
    }

    @Test func headlessRunWritesTheScriptOutputs() throws {
        let dir = TestSupport.temporaryDirectory("cli-ok")
        let script = dir.appendingPathComponent("ok.json")
        try Data(#"{"scene": "gallery", "device": "iphone-se", "events": [{"t": 0, "screenshot": "home"}, {"t": 0.1, "dump": "state"}]}"#.utf8)
            .write(to: script)
        let r = try TestSupport.runSimulator(["--headless", "--check-hierarchy", "--script", script.path, "--out", dir.path, "--scale", "1"])
        #expect(r.code == 0, "\(r.err)")
        let png = try RGBAImage(pngData: Data(contentsOf: dir.appendingPathComponent("home.png")))
        #expect(png.width == 375 && png.height == 667)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("state.json").path))
    }

    /// `--check-hierarchy` (the test driver's default) stops a run at the first broken tree, naming
    /// the event and the problem.
    @Test func aBrokenHierarchyStopsTheRunNamingTheEvent() throws {
        let runner = HeadlessRunner(session: try TestSupport.session(scene: "views"), fps: 60,
                                    outputDirectory: TestSupport.temporaryDirectory("hierarchy-check"))
        runner.hierarchyCheck = HierarchyCheck { UIModelRuntime.current.isTouchActive ? ["UIButton has the wrong superview"] : [] }
        do {
            try runner.run(Script(events: [Script.Event(t: 0, action: .dump("before")),
                                           Script.Event(t: 0.1, action: .tap(CGPoint(x: 76, y: 323)))]))
            Issue.record("the run went on with a broken tree")
        } catch let error as SimulatorError {
            #expect(error.exitCode == 3)
            #expect("\(error)" == "error: the view or controller tree is broken after event 1 (touch began at (76, 323)) at t = 0.1 s: UIButton has the wrong superview")
        }
        #expect(runner.written.map(\.lastPathComponent) == ["before.json"])
    }
}

/// Every preset reports Apple's size classes.
@Suite(.serialized) struct PresetTraitTests {
    @Test(arguments: [
        ("iphone-se", "compact", "regular"), ("iphone-se-landscape", "compact", "compact"),
        ("iphone-15", "compact", "regular"), ("iphone-15-landscape", "compact", "compact"),
        ("iphone-15-pro-max", "compact", "regular"), ("iphone-15-pro-max-landscape", "regular", "compact"),
        ("ipad-mini", "regular", "regular"), ("ipad-mini-landscape", "regular", "regular"),
        ("ipad-pro-11", "regular", "regular"), ("ipad-pro-11-landscape", "regular", "regular"),
        ("ipad-pro-12-9", "regular", "regular"), ("ipad-slide-over", "compact", "regular"),
        ("ipad-split-third", "compact", "regular"), ("ipad-split-half", "compact", "regular"),
        ("ipad-split-two-thirds", "regular", "regular"), ("ipad-pro-12-9-split-half", "regular", "regular"),
    ])
    func presetSizeClasses(device: String, horizontal: String, vertical: String) throws {
        let session = try TestSupport.session(scene: "views", device: device)
        let traits = session.dump(time: 0)["traits"]
        #expect(traits?["horizontalSizeClass"] == .string(horizontal))
        #expect(traits?["verticalSizeClass"] == .string(vertical))
    }
}
