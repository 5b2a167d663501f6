import Foundation
import SimulatorCore
import UIModel

/// A region painted over before a snapshot is compared (and recorded), for what changes from run
/// to run and is not the test's subject: a clock, an avatar loaded from the network, a map. As
/// Playwright's `mask`, it is painted in opaque magenta, so the reference shows what was hidden.
nonisolated public enum SnapshotMask: Sendable, Equatable {
    /// A rectangle in points, in the snapshot's coordinates (the screen's, or the view's).
    case rect(CGRect)
    /// Every view with this `accessibilityIdentifier`, where it is on the screen.
    case view(accessibilityIdentifier: String)

    /// Playwright's mask colour (#FF00FF), opaque.
    static let color: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 255)
}

extension SnapshotHost {
    /// `image` with `masks` painted over: rectangles in points, scaled by the app's capture scale.
    static func masked(_ image: RGBAImage, _ masks: [SnapshotMask], in app: SimulatorApp) -> RGBAImage {
        guard !masks.isEmpty else { return image }
        let scale = app.session.capturedScale
        var result = image
        for mask in masks {
            for rect in rects(of: mask) {
                fill(&result, CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
            }
        }
        return result
    }

    /// The rectangles a mask covers, in screen points.
    private static func rects(of mask: SnapshotMask) -> [CGRect] {
        switch mask {
        case .rect(let rect): return [rect]
        case .view(let identifier):
            var found: [CGRect] = []
            func walk(_ view: UIView) {
                if view.accessibilityIdentifier == identifier, !view.isHidden, let window = view.window {
                    found.append(view.convert(view.bounds, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY))
                }
                view.subviews.forEach(walk)
            }
            UIApplication.shared.windows.forEach(walk)
            return found
        }
    }

    /// Paints `rect` (in pixels; cut to the image, NaN and empty rectangles painting nothing).
    private static func fill(_ image: inout RGBAImage, _ rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let x0 = max(0, Int(rect.minX.rounded(.down))), y0 = max(0, Int(rect.minY.rounded(.down)))
        let x1 = min(image.width, Int(rect.maxX.rounded(.up))), y1 = min(image.height, Int(rect.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let color = SnapshotMask.color
        for y in y0..<y1 {
            var i = (y * image.width + x0) * 4
            for _ in x0..<x1 {
                image.pixels[i] = color.r; image.pixels[i + 1] = color.g; image.pixels[i + 2] = color.b; image.pixels[i + 3] = 255
                i += 4
            }
        }
    }
}
