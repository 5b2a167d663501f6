import Foundation
import SimulatorCore
import SnapshotTesting
import UIModel

/// swift-snapshot-testing's image strategies for layers and paths, drawn as upstream draws them:
/// into an image renderer over transparent (a layer with `render(in:)` at its bounds, a path
/// filled at its bounds), then rendered to pixels by the same renderer as the app's frames.
extension Snapshotting where Value == CALayer, Format == SnapshotFrame {
    /// The layer at its bounds' size, at the recording simulator's scale (`SnapshotHostScale`).
    public static var image: Snapshotting { .image() }

    /// `traits.displayScale`, if set, is the pixel scale.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: CALayer, as: .image)") { layer in
            layer.setNeedsLayout()
            layer.layoutIfNeeded()
            return try SnapshotHost.drawingImage(bounds: layer.bounds, traits: traits, what: "layer") { layer.render(in: $0) }
        })
    }
}

extension Snapshotting where Value == UIBezierPath, Format == SnapshotFrame {
    /// The path filled in black at its bounds, one pixel per point.
    public static var image: Snapshotting { .image() }

    /// `scale` pixels per point (upstream's default is 1).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: UIBezierPath, as: .image)") { path in
            try SnapshotHost.drawingImage(bounds: path.bounds, traits: UITraitCollection(displayScale: scale), what: "path") { _ in path.fill() }
        })
    }
}

extension Snapshotting where Value == CGPath, Format == SnapshotFrame {
    /// The path filled in black (even-odd) at its bounding box, one pixel per point.
    public static var image: Snapshotting { .image() }

    /// `scale` pixels per point (upstream's default is 1); `drawingMode` fills or strokes it.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotReferences.pathExtension("png"), diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     snapshot: SnapshotHost.rendering("assertSnapshot(of: CGPath, as: .image)") { path in
            try SnapshotHost.drawingImage(bounds: path.boundingBoxOfPath, traits: UITraitCollection(displayScale: scale), what: "path") { context in
                context.addPath(path)
                context.drawPath(using: drawingMode)
            }
        })
    }
}

extension SnapshotHost {
    /// What `draw` draws in a context whose origin is `bounds`' origin, `bounds`' size, at the
    /// traits' scale (else the recording simulator's), over transparent. The image keeps the
    /// drawing, so the scale it renders at is the app's.
    @MainActor static func drawingImage(bounds: CGRect, traits: UITraitCollection, what: String,
                                        _ draw: @escaping (CGContext) -> Void) throws -> RGBAImage {
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else {
            throw SimulatorError.usage("cannot snapshot a \(what) whose bounds are \(bounds.width)×\(bounds.height): it draws nothing")
        }
        let image = UIGraphicsImageRenderer(bounds: bounds).image { draw($0.cgContext) }
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: bounds.size)
        let (app, size) = try app(showing: view, size: bounds.size, traits: traits)
        return try viewImage(in: app, size: size)
    }
}
