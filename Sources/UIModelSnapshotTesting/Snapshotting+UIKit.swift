import Foundation
import SimulatorCore
import SnapshotTesting
import UIModel

extension Snapshotting where Value == UIViewController, Format == SnapshotFrame {
    /// The controller full screen on an iPhone 15 in portrait.
    public static var image: Snapshotting { .image() }

    /// The controller full screen on `config`'s device (and orientation), with `traits` on top
    /// of the device's (`UITraitCollection(userInterfaceStyle: .dark)`, size classes). `size`,
    /// if given, is the screen size in points instead of the device's. `mask` paints regions
    /// over before comparing (`.view(accessibilityIdentifier: "clock")`, `.rect(...)`).
    ///
    /// As swift-snapshot-testing's, the image is the app's window: the device's safe areas are
    /// there, its status bar and home indicator are not drawn unless `systemBars` asks for them.
    /// Upstream's configurations render at the recording simulator's scale (`SnapshotHostScale`).
    public static func image(on config: ViewImageConfig = .iPhone15, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
                             mask: [SnapshotMask] = [], systemBars: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIViewController, as: .image)") { vc in
            let app = try SnapshotHost.app(showing: vc, config: config, traits: traits, systemBars: systemBars)
            if let size { try app.resize(to: size) }
            return SnapshotHost.masked(try app.screenshot(), mask, in: app)
        })
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree after it appeared and laid out on `config`'s device.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// `size`, if given, is the screen size in points instead of the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .iPhone15, size: CGSize? = nil,
                                            traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SnapshotReferences.lines.pullback(SnapshotHost.describing("assertSnapshot(of: UIViewController, as: .recursiveDescription)") { vc in
            let app = try SnapshotHost.app(showing: vc, config: config, traits: traits)
            if let size { try app.resize(to: size) }
            return ViewTreeDescription.describe(vc.view)
        })
    }

    /// The controller tree once shown in a window, as UIKit's debugging printout gives it
    /// (swift-snapshot-testing's `.hierarchy`, addresses left out): class, appearance state and
    /// view of each controller, children under "   | ".
    public static var hierarchy: Snapshotting {
        SnapshotReferences.lines.pullback(SnapshotHost.describing("assertSnapshot(of: UIViewController, as: .hierarchy)") { vc in
            _ = try SnapshotHost.app(showing: vc, config: .iPhone15, traits: UITraitCollection())
            return vc.hierarchyDescription
        })
    }
}

extension Snapshotting where Value == UIViewController {
    /// `strategy` after `duration` seconds of the app's clock (swift-snapshot-testing's
    /// `.wait(for:on:)`): the screen's main-queue work, timers and animations run first, on the
    /// virtual clock, without the test waiting in real time.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting { waiting(duration, strategy) }
}

extension Snapshotting where Value == UIView {
    /// `strategy` after `duration` seconds of the app's clock (see the controllers' form).
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting { waiting(duration, strategy) }
}

extension Snapshotting where Value == SimulatorApp {
    /// `strategy` after `duration` seconds of the app's clock (see the controllers' form).
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting { waiting(duration, strategy) }
}

extension Snapshotting {
    /// `strategy`, its capture run with `SnapshotHost.waitBeforeCapture` set to `duration`.
    static func waiting(_ duration: TimeInterval, _ strategy: Snapshotting) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing, asyncSnapshot: { value in
            Async { callback in
                SnapshotHost.$waitBeforeCapture.withValue(duration) { strategy.snapshot(value).run(callback) }
            }
        })
    }
}

extension Snapshotting where Value == UIView, Format == SnapshotFrame {
    /// The view alone at its bounds' size, at the recording simulator's scale (@3x unless the
    /// suite says otherwise); what it does not cover (rounded corners, a clear background) is
    /// transparent, as on iOS.
    public static var image: Snapshotting { .image() }

    /// The view alone at `size` (default: its bounds' size); `traits.displayScale`, if set, is
    /// the pixel scale (default: the recording simulator's, `SnapshotHostScale`, @3x).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = UITraitCollection(), mask: [SnapshotMask] = []) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIView, as: .image)") { view in
            let (app, size) = try SnapshotHost.app(showing: view, size: size, traits: traits)
            return SnapshotHost.masked(try SnapshotHost.viewImage(in: app, size: size), mask, in: app)
        })
    }

    /// swift-snapshot-testing's spelling. `drawHierarchyInKeyWindow` changes nothing here: the
    /// view is always drawn in a window of its own, as its hierarchy draws on screen.
    public static func image(drawHierarchyInKeyWindow: Bool, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        .image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree (type, frame, identifier, text, hidden, alpha) after layout at its size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SnapshotReferences.lines.pullback(SnapshotHost.describing("assertSnapshot(of: UIView, as: .recursiveDescription)") { view in
            _ = try SnapshotHost.app(showing: view, size: size, traits: traits)
            return ViewTreeDescription.describe(view)
        })
    }
}

extension Snapshotting where Value == SimulatorApp, Format == SnapshotFrame {
    /// The app's current frame (after whatever the test drove it through).
    public static var image: Snapshotting { .image() }

    /// `keyboard: false` leaves the software keyboard out of the image (the screen keeps the
    /// room it takes, as with the keyboard up).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, mask: [SnapshotMask] = [],
                             keyboard: Bool = true) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: SimulatorApp, as: .image)") { app in
            try SnapshotHost.waitIfAsked(app)
            return SnapshotHost.masked(try app.screenshot(showsKeyboard: keyboard), mask, in: app)
        })
    }
}

extension Snapshotting where Value == SimulatorApp, Format == SnapshotFrame {
    /// An animation strip: `frames` frames of the app from now over `duration` seconds (the
    /// first now, the last at now + `duration`, evenly between), side by side in one image,
    /// each `downscale` times smaller (3: an iPhone 15's @3x frames at @1x). Start the
    /// animation, then assert: the clock runs on through the strip.
    public static func animationStrip(frames: Int, duration: TimeInterval, downscale: Int = 3, spacing: Int = 8,
                                      precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: SimulatorApp, as: .animationStrip)") { app in
            guard frames >= 1, duration.isFinite, duration >= 0, downscale >= 1 else {
                throw SimulatorError.usage("animationStrip needs frames ≥ 1, a duration ≥ 0 and downscale ≥ 1")
            }
            let start = app.time
            let times = (0..<frames).map { start + (frames == 1 ? 0 : duration * Double($0) / Double(frames - 1)) }
            return RGBAImage.strip(try app.frames(at: times).map { $0.downscaled(by: downscale) }, spacing: spacing)
        })
    }
}

extension Snapshotting where Value == SimulatorApp, Format == String {
    /// The app's key window's view tree now.
    public static var recursiveDescription: Snapshotting {
        SnapshotReferences.lines.pullback(SnapshotHost.describing("assertSnapshot(of: SimulatorApp, as: .recursiveDescription)") { app in
            app.session.window.map { ViewTreeDescription.describe($0) } ?? "no key window"
        })
    }
}

extension Snapshotting where Value == UIView, Format == SnapshotFrame {
    /// The whole content of a scrolling view, not just what fits on screen (Paparazzi's
    /// V_SCROLL): the view (a scroll view, table or collection view, or a view with one inside)
    /// is made as much taller as its scroll view's content needs, laid out again until its rows
    /// are measured, and rendered at that height, scrolled to its top. `width` defaults to the
    /// view's; the height is at most `maxHeight` points.
    public static func fullContent(width: CGFloat? = nil, maxHeight: CGFloat = 20_000, precision: Float = 1,
                                   perceptualPrecision: Float = 1, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIView, as: .fullContent)") { view in
            let (app, size) = try SnapshotHost.appShowingFullContent(of: view, width: width, maxHeight: maxHeight, traits: traits)
            return try SnapshotHost.viewImage(in: app, size: size)
        })
    }
}

extension SnapshotHost {
    /// The view in an app, grown until its scroll view shows all of its content.
    static func appShowingFullContent(of view: UIView, width: CGFloat?, maxHeight: CGFloat,
                                      traits: UITraitCollection) throws -> (SimulatorApp, CGSize) {
        func firstScrollView(_ v: UIView) -> UIScrollView? {
            if let s = v as? UIScrollView { return s }
            for sub in v.subviews { if let s = firstScrollView(sub) { return s } }
            return nil
        }
        guard let scrollView = firstScrollView(view) else {
            throw SimulatorError.usage("fullContent: the view has no scroll view to expand; use .image")
        }
        var size = CGSize(width: width ?? view.bounds.width, height: view.bounds.height)
        let (app, _) = try app(showing: view, size: size, traits: traits)
        // Each round shows more rows, which measure themselves and may change the content's height.
        for _ in 0..<fullContentRounds {
            try app.advance(frames: 1)
            let inset = scrollView.adjustedContentInset
            let missing = scrollView.contentSize.height + inset.top + inset.bottom - scrollView.bounds.height
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -inset.top)
            guard abs(missing) > 0.5 else { break }
            size.height = (size.height + missing).rounded(.up)
            guard size.height <= maxHeight else {
                throw SimulatorError.usage("fullContent: the content is taller than \(Int(maxHeight)) pt; pass a larger maxHeight")
            }
            view.frame.size = size
            try app.resize(to: size)
        }
        try app.advance(frames: 1)
        return (app, size)
    }

    /// How many times the view grows while its rows measure themselves.
    static let fullContentRounds = 8
}
