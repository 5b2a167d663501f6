import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// The iOS Simulator's pinch with a mouse: while Option (Alt on Linux) is held, a second finger
/// mirrors the pointer through the middle of the screen, so dragging away from the middle
/// spreads the fingers; with Shift too, the pair keeps its spacing and moves together (a
/// two-finger pan). The first finger is the mouse's (0), the second finger 1.
nonisolated struct TwoFingerMouse: Equatable {
    /// The pair moves together (Shift was held when the fingers landed).
    var together: Bool
    /// The second finger's place relative to the first when they landed.
    var spacing: CGVector

    /// The pair landing with the pointer at `pointer` on a screen of `screen` points.
    init(pointer: CGPoint, screen: CGSize, together: Bool) {
        let mirror = Self.mirrored(pointer, screen: screen)
        self.together = together
        spacing = CGVector(dx: mirror.x - pointer.x, dy: mirror.y - pointer.y)
    }

    /// Where the second finger is with the pointer at `pointer`.
    func secondFinger(pointer: CGPoint, screen: CGSize) -> CGPoint {
        together ? CGPoint(x: pointer.x + spacing.dx, y: pointer.y + spacing.dy) : Self.mirrored(pointer, screen: screen)
    }

    /// `p` reflected through the middle of the screen.
    static func mirrored(_ p: CGPoint, screen: CGSize) -> CGPoint {
        CGPoint(x: screen.width - p.x, y: screen.height - p.y)
    }
}
