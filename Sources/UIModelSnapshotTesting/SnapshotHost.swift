import Foundation
import SimulatorCore
import UIModel

/// Renders what a snapshot strategy is given in a fresh headless app (the same software renderer
/// and virtual clock as `--headless`): no window and no display, the same bytes on every machine
/// with this build.
enum SnapshotHost {
    /// How long `.wait(for:on:)` asked the app's clock to run before the capture.
    @TaskLocal static var waitBeforeCapture: TimeInterval = 0

    /// Runs `app`'s clock on for the wait `.wait(for:on:)` asked for, if any.
    static func waitIfAsked(_ app: SimulatorApp) throws {
        let wait = waitBeforeCapture
        if wait > 0, wait.isFinite { try app.advance(by: wait) }
    }

    /// `controller` as the root of an app on the config's device at its render scale, its traits
    /// overridden by the config's and `traits`; the app has run its launch frame. Its frames draw
    /// the status bar and home indicator only with `systemBars` (swift-snapshot-testing renders
    /// the app's window alone; the safe areas are there either way).
    static func app(showing controller: UIViewController, config: ViewImageConfig,
                    traits: UITraitCollection, systemBars: Bool = true) throws -> SimulatorApp {
        // One controller snapshotted several times (variants, or assertSnapshot after
        // assertSnapshot) leaves the app it was last shown in first.
        if controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        } else if controller.isViewLoaded {
            controller.view.removeFromSuperview()
        }
        let config = config.upstreamWindow(for: controller)
        let root = TraitOverrideController.wrap(controller, traits: UITraitCollection(traitsFrom: [config.traits, traits]))
        let app = try SimulatorApp(rootViewController: root, device: config.device, scale: config.renderScale(traits: traits))
        app.session.drawsSystemBars = systemBars
        try waitIfAsked(app)
        return app
    }

    /// `view` alone at its own size (or `size`), on a bare screen that size (no status bar, home
    /// indicator or safe areas), at the recording simulator's scale (or the traits' display
    /// scale). A view with no width or height is sized to fit once it has the traits, as
    /// swift-snapshot-testing does (`sizeToFit()`: a label takes its text's size).
    static func app(showing view: UIView, size: CGSize?, traits: UITraitCollection) throws -> (SimulatorApp, CGSize) {
        var size = size ?? view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw SimulatorError.usage("cannot snapshot a view of size \(size.width)×\(size.height): give it a size")
        }
        let fits = size.width == 0 || size.height == 0
        let host = ViewHostController(hosted: view, size: size)
        let app = try SimulatorApp(rootViewController: TraitOverrideController.wrap(host, traits: traits), device: .iPhone15,
                                   scale: SnapshotHostScale.scale(for: traits), systemBars: false)
        if fits {
            view.sizeToFit()
            view.layoutIfNeeded()
            size = view.bounds.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw SimulatorError.usage("cannot snapshot a view of size \(size.width)×\(size.height) after sizeToFit(): give it a size")
            }
        }
        try app.resize(to: size)
        try waitIfAsked(app)
        return (app, size)
    }

    /// What a view snapshot shows: the app's frame over transparent, cut to the view's `size`
    /// (the view sits at the screen's top left).
    static func viewImage(in app: SimulatorApp, size: CGSize) throws -> RGBAImage {
        let scale = app.session.capturedScale
        return try app.screenshot(transparent: true)
            .cropped(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// A strategy's snapshot function for `Value`s, which are main-actor objects (views,
    /// controllers, apps): `make` renders one on the main actor, in a runtime of its own (a fresh
    /// app, screen and model state: a snapshot never resets the test's own app, and snapshots
    /// taken side by side never meet), or in the app's own for a `SimulatorApp`. What it cannot
    /// render gives no frame and says why (the comparison then fails naming it, and a recording
    /// writes an empty reference that fails too). Called off the main actor (a test that is not
    /// `@MainActor`, which Swift 5 mode allows), it touches nothing and says so.
    nonisolated static func rendering<Value>(_ api: String, _ make: @escaping @MainActor (Value) throws -> RGBAImage)
        -> (Value) -> SnapshotFrame {
        { value in
            let drawn = inItsOwnRuntime(value) { value in
                // The fonts the app's text system opened drew the frame.
                (try make(value), (UIModelRuntime.current.textMetrics as? SDLTextSystem)?.openedFiles.sorted() ?? [])
            }
            guard let drawn else { return .missing(SimulatorError.offMainActor("\(api) ran")) }
            var result = frame { try drawn.get().0 }
            if case .success(let (_, fonts)) = drawn { result.fontFiles = fonts }
            return result
        }
    }

    /// The text `make` describes, as `rendering` renders (a runtime of its own; the main actor).
    nonisolated static func describing<Value>(_ api: String, _ make: @escaping @MainActor (Value) throws -> String) -> (Value) -> String {
        { value in
            guard let result = inItsOwnRuntime(value, make) else { return SimulatorError.offMainActor("\(api) ran") }
            do { return try result.get() } catch { return "cannot render the snapshot: \(error)" }
        }
    }

    /// `make(value)` on the main actor, in a fresh runtime (a `SimulatorApp` in its own); nil
    /// when the caller is not on the main actor.
    nonisolated private static func inItsOwnRuntime<Value, T: Sendable>(_ value: Value, _ make: @MainActor (Value) throws -> T)
        -> Result<T, any Error>? {
        guard UIModelRuntime.isOnMainActor else { return nil }
        nonisolated(unsafe) let value = value
        return MainActor.assumeIsolated {
            Result {
                if let app = value as? SimulatorApp { return try app.run { try make(value) } }
                return try PhaseTimes.measure(.setup) { UIModelRuntime() }.run { try make(value) }
            }
        }
    }

    nonisolated private static func frame(_ make: () throws -> RGBAImage) -> SnapshotFrame {
        do {
            let image = try make()
            guard image.width > 0, image.height > 0 else { return .missing("the frame is empty (\(image.width)×\(image.height))") }
            return SnapshotFrame(image)
        } catch {
            return .missing("\(error)")
        }
    }
}

/// A container that gives its one child overridden traits (dark appearance, size classes).
final class TraitOverrideController: UIViewController {
    let child: UIViewController
    let traits: UITraitCollection

    init(child: UIViewController, traits: UITraitCollection) {
        self.child = child
        self.traits = traits
        super.init(nibName: nil, bundle: nil)
        addChild(child)
        setOverrideTraitCollection(traits, forChild: child)
    }

    required init?(coder: NSCoder) { nil }

    /// `controller` itself when `traits` override nothing, else `controller` in one of these.
    static func wrap(_ controller: UIViewController, traits: UITraitCollection) -> UIViewController {
        traits == UITraitCollection() ? controller : TraitOverrideController(child: controller, traits: traits)
    }

    override func viewDidLoad() {
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A controller whose view shows one view at the top left, at a fixed size.
final class ViewHostController: UIViewController {
    let hosted: UIView
    let size: CGSize

    init(hosted: UIView, size: CGSize) {
        self.hosted = hosted
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = .clear
        hosted.frame = CGRect(origin: .zero, size: size)
        view.addSubview(hosted)
    }
}
