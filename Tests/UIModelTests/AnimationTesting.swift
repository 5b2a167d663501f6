import Foundation
@testable import UIModel

/// Helpers for tests that drive the animation clock frame by frame.
protocol AnimationTesting {}

extension AnimationTesting {
    var app: UIApplication { .shared }

    /// A 100 × 100 view at the origin of a fresh key window, with the clock moved on past
    /// anything earlier tests left running.
    func makeView() -> UIView {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        window.makeKeyAndVisible()
        app.fireDisplayLinks(timestamp: (CACurrentMediaTime() + 1000).rounded(), duration: 1.0 / 60)
        return v
    }

    /// One frame, `dt` seconds after the last.
    func frame(_ dt: CFTimeInterval) { app.fireDisplayLinks(timestamp: CACurrentMediaTime() + dt, duration: dt) }
}
