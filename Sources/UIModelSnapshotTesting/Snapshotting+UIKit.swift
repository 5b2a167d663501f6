import Foundation
import SimulatorKit
import SnapshotTesting
import UIModel

extension Snapshotting where Value == UIViewController, Format == SnapshotFrame {
    /// The controller full screen on an iPhone 15 in portrait.
    public static var image: Snapshotting { .image() }

    /// The controller full screen on `config`'s device (and orientation), with `traits` on top
    /// of the device's (`UITraitCollection(userInterfaceStyle: .dark)`, size classes). `size`,
    /// if given, is the screen size in points instead of the device's.
    public static func image(on config: ViewImageConfig = .iPhone15, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { vc in
            SnapshotHost.render {
                let app = try SnapshotHost.app(showing: vc, config: config, traits: traits)
                if let size { try app.resize(to: size) }
                return try app.screenshot()
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree after it appeared and laid out on `config`'s device.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(on config: ViewImageConfig = .iPhone15,
                                            traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { vc in
            SnapshotHost.text {
                _ = try SnapshotHost.app(showing: vc, config: config, traits: traits)
                return ViewTreeDescription.describe(vc.view)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == SnapshotFrame {
    /// The view alone at its bounds' size, at 3 pixels per point; what it does not cover (rounded
    /// corners, a clear background) is transparent, as on iOS.
    public static var image: Snapshotting { .image() }

    /// The view alone at `size` (default: its bounds' size); `traits.displayScale`, if set, is
    /// the pixel scale (default 3, the iPhone 15's).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            SnapshotHost.render {
                let (app, size) = try SnapshotHost.app(showing: view, size: size, traits: traits)
                let frame = try app.screenshot(transparent: true)
                let scale = app.session.capturedScale
                return frame.cropped(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree (type, frame, identifier, text, hidden, alpha) after layout at its size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            SnapshotHost.text {
                _ = try SnapshotHost.app(showing: view, size: size, traits: traits)
                return ViewTreeDescription.describe(view)
            }
        }
    }
}

extension Snapshotting where Value == SimulatorApp, Format == SnapshotFrame {
    /// The app's current frame (after whatever the test drove it through).
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { app in
            SnapshotHost.render { try app.screenshot() }
        }
    }
}

extension Snapshotting where Value == SimulatorApp, Format == String {
    /// The app's key window's view tree now.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { app in
            app.session.window.map { ViewTreeDescription.describe($0) } ?? "no key window"
        }
    }
}
