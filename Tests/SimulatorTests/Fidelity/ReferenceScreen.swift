import Foundation
import SimulatorKit
import SnapshotTesting
import UIModel
import UIModelSnapshotTesting

/// One screen of the iOS reference set: its reference's file and how to render it here through
/// the snapshot strategies a suite uses (the image, and the render's text in pixels).
struct ReferenceScreen: Sendable {
    /// The reference's file name without `.png`, in its project's folder.
    let name: String
    let render: @MainActor @Sendable () throws -> Rendered

    struct Rendered {
        var image: RGBAImage
        /// The render's label frames in pixels, each widened by a point (antialiased edges).
        var text: [CGRect]
        /// Where the iOS the references were recorded on drew what this project's iOS does not,
        /// in pixels: not compared (see `versionMasks`).
        var versionMasks: [CGRect] = []
    }

    /// A controller on `config` with `traits`, as `.image(on:traits:)` renders it.
    static func controller(_ name: String, on config: ViewImageConfig, traits: UITraitCollection = UITraitCollection(),
                           _ make: @escaping @MainActor @Sendable () -> UIViewController) -> ReferenceScreen {
        ReferenceScreen(name: name) {
            let controller = make()
            let image = try snapshot(controller, as: .image(on: config, traits: traits))
            let scale = CGFloat(image.width) / max(controller.view.bounds.width, 1)
            return Rendered(image: image, text: textFrames(in: controller.view, scale: scale),
                            versionMasks: versionMasks(in: controller.view, scale: scale))
        }
    }

    /// A view alone with `traits`, as `.image(traits:)` renders it.
    static func view(_ name: String, traits: UITraitCollection = UITraitCollection(),
                     _ make: @escaping @MainActor @Sendable () -> UIView) -> ReferenceScreen {
        ReferenceScreen(name: name) {
            let view = make()
            let image = try snapshot(view, as: .image(traits: traits))
            let scale = CGFloat(image.width) / max(view.bounds.width, 1)
            return Rendered(image: image, text: textFrames(in: view, scale: scale))
        }
    }

    /// A controller's view alone with `traits`, as a test that keeps the controller and
    /// snapshots its view with `.image(traits:)` renders it.
    static func view(ofController name: String, traits: UITraitCollection = UITraitCollection(),
                     _ make: @escaping @MainActor @Sendable () -> UIViewController) -> ReferenceScreen {
        ReferenceScreen(name: name) {
            let controller = make()
            let view = controller.view!
            let image = try withExtendedLifetime(controller) { try snapshot(view, as: .image(traits: traits)) }
            let scale = CGFloat(image.width) / max(view.bounds.width, 1)
            return Rendered(image: image, text: textFrames(in: view, scale: scale), versionMasks: versionMasks(in: view, scale: scale))
        }
    }

    /// Anything else a strategy renders (layers, paths): no text.
    static func drawing<Value>(_ name: String, as strategy: Snapshotting<Value, SnapshotFrame>,
                               _ make: @escaping @MainActor @Sendable () -> Value) -> ReferenceScreen {
        ReferenceScreen(name: name) { Rendered(image: try snapshot(make(), as: strategy), text: []) }
    }

    @MainActor static func snapshot<Value>(_ value: Value, as strategy: Snapshotting<Value, SnapshotFrame>) throws -> RGBAImage {
        var frame: SnapshotFrame?
        strategy.snapshot(value).run { frame = $0 }
        guard let frame else { throw SimulatorError.usage("the strategy gave no frame") }
        if let reason = frame.missingReason { throw SimulatorError.usage(reason) }
        return try frame.image()
    }

    /// The bars' hairlines: iOS 13 draws one under a navigation bar and one above a tab bar
    /// always; since iOS 15 (the bars this project draws) a bar at its scroll edge has none. A
    /// point high, over the bar's edge.
    @MainActor static func versionMasks(in root: UIView, scale: CGFloat) -> [CGRect] {
        var masks: [CGRect] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            let frame = view.convert(view.bounds, to: root)
            let edge: CGFloat? = view is UINavigationBar ? frame.maxY : view is UITabBar ? frame.minY : nil
            if let edge {
                masks.append(CGRect(x: frame.minX * scale, y: (edge - 0.5) * scale, width: frame.width * scale, height: scale))
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return masks
    }

    /// Every shown label's frame under `root`, in pixels of an image of `root` at `scale`.
    @MainActor static func textFrames(in root: UIView, scale: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let label = view as? UILabel, label.text?.isEmpty == false {
                let r = label.convert(label.bounds, to: root).insetBy(dx: -1, dy: -1)
                frames.append(CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale))
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return frames
    }
}
