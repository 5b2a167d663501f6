import Foundation
import SimulatorKit
import Testing
import UIModel

/// The status bar is the system's window at the status-bar level: an app window above that level
/// (an alert's) covers it, one at the normal level does not; the home indicator stays on top.
@Suite(.serialized) struct WindowLevelRenderingTests {
    /// A 1x screenshot with red windows of `level` over the screen's top 100 points and bottom 40.
    func screenshot(overlaysAt level: UIWindow.Level) throws -> RGBAImage {
        let app = try SimulatorApp(rootViewController: UIViewController(), scale: 1)
        let overlays = [CGRect(x: 0, y: 0, width: 393, height: 100), CGRect(x: 0, y: 812, width: 393, height: 40)].map { frame in
            let overlay = UIWindow(frame: frame)
            overlay.backgroundColor = .red
            overlay.windowLevel = level
            overlay.isHidden = false
            return overlay
        }
        try app.advance(frames: 1)
        defer { withExtendedLifetime(overlays) {} }
        return try app.screenshot()
    }

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 0 && p.b == 0 }

    @Test func anAlertLevelWindowCoversTheStatusBarButNotTheHomeIndicator() throws {
        // The time is drawn around (45, 25) pt; the home indicator (5 pt tall) 8 pt above the bottom, centred.
        let alert = try screenshot(overlaysAt: .alert)
        #expect((20...70).allSatisfy { isRed(alert.pixel(x: $0, y: 26)) })
        #expect(!isRed(alert.pixel(x: 196, y: 841)))
        let normal = try screenshot(overlaysAt: .normal)
        #expect((20...70).contains { !isRed(normal.pixel(x: $0, y: 26)) })  // the time shows over it
    }
}
