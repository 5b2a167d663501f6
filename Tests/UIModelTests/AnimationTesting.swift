import Foundation
@testable import UIModel

/// Helpers for tests that drive the animation clock frame by frame.
protocol AnimationTesting {}

extension AnimationTesting {
    var app: UIModelRuntime { .current }

    /// A 100 × 100 view at the origin of a fresh key window, with the clock moved on past
    /// anything earlier tests left running.
    func makeView() -> UIView {
        app.removeAllWindows()
        // A bare iPhone 15 screen at default text settings, whatever a simulator session
        // earlier in the process set (a scene test that ends on an iPad in large text).
        let screen = UIScreen.main
        _ = screen.simulatorSetSize(CGSize(width: 393, height: 852), scale: 3)
        screen.simulatorSetIdiom(.phone, style: .light)
        screen.simulatorSetText(direction: .leftToRight, category: .large)
        screen.simulatorSetDeviceInsets(.none)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        window.makeKeyAndVisible()
        app.fireDisplayLinks(timestamp: (CACurrentMediaTime() + 1000).rounded(), duration: 1.0 / 60)
        return v
    }

    /// Makes `root` the root of a fresh, visible 400 × 800 window.
    @discardableResult
    func show(_ root: UIViewController) -> UIWindow {
        _ = makeView()  // fresh app state and clock
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// A navigation controller with a logging root "A", on screen, and the log emptied.
    func navigationOnScreen() -> (UINavigationController, LoggingController, LoggingController.Log) {
        let log = LoggingController.Log()
        let root = LoggingController("A", log: log)
        root.title = "A"
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        log.entries.removeAll()
        return (nav, root, log)
    }

    func run(seconds: Double) { for _ in 0..<Int(seconds * 60) { frame(1.0 / 60) } }

    /// One frame, `dt` seconds after the last.
    func frame(_ dt: CFTimeInterval) { app.fireDisplayLinks(timestamp: CACurrentMediaTime() + dt, duration: dt) }
}
