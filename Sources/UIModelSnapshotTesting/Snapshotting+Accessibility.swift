import Foundation
import SimulatorCore
import SnapshotTesting
import UIModel

extension Snapshotting where Value == UIViewController, Format == SnapshotFrame {
    /// The controller full screen on an iPhone 15, each accessibility element marked in a colour,
    /// with a legend beside the screen: what VoiceOver says for each, in its reading order.
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// The same on `config`'s device with `traits` (see `image(on:traits:)`).
    public static func accessibilityImage(on config: ViewImageConfig = .iPhone15, precision: Float = 1,
                                          perceptualPrecision: Float = 1,
                                          traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIViewController, as: .accessibilityImage)") { vc in
            let app = try SnapshotHost.app(showing: vc, config: config, traits: traits)
            return try AccessibilityImage(app: app).render()
        })
    }
}

extension Snapshotting where Value == UIView, Format == SnapshotFrame {
    /// The view alone at its size (or `size`), its accessibility elements marked, with the legend.
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    public static func accessibilityImage(size: CGSize? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                                          traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIView, as: .accessibilityImage)") { view in
            let (app, size) = try SnapshotHost.app(showing: view, size: size, traits: traits)
            return try AccessibilityImage(screen: SnapshotHost.viewImage(in: app, size: size), root: view,
                                          session: app.session).render()
        })
    }
}

extension Snapshotting where Value == SimulatorApp, Format == SnapshotFrame {
    /// The app's current frame with its key window's accessibility elements marked, and the legend.
    public static var accessibilityImage: Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: 1, perceptualPrecision: 1),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: SimulatorApp, as: .accessibilityImage)") { app in
            try AccessibilityImage(app: app).render()
        })
    }
}

extension AccessibilityImage {
    /// The app's current frame and its key window's elements.
    init(app: SimulatorApp) throws {
        let screen = try app.screenshot()
        guard let window = app.session.window else { throw SimulatorError.usage("the app has no key window") }
        self.init(screen: screen, root: window, session: app.session)
    }
}
