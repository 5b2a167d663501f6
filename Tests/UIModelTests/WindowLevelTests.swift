import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `UIWindow.windowLevel` orders the app's windows: a higher level is in front, drawn over the
/// others and hit first by touches; the same level keeps the order the windows were shown in.
@Suite(.serialized, .freshRuntime) struct WindowLevelTests: AnimationTesting {
    func window(_ name: String, level: UIWindow.Level, tapped: @escaping () -> Void) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        w.accessibilityIdentifier = name
        w.windowLevel = level
        w.addGestureRecognizer(UITapGestureRecognizer { _ in tapped() })
        return w
    }

    @Test func showingAWindowWithoutMakingItKeyPutsItOnScreen() {
        _ = makeView()
        let key = app.application.keyWindow
        var taps = 0
        let overlay = window("overlay", level: .alert) { taps += 1 }
        let root = UIViewController()
        overlay.rootViewController = root
        #expect(!app.application.windows.contains { $0 === overlay })
        overlay.isHidden = false
        #expect(app.application.windows.last === overlay && app.application.keyWindow === key)
        #expect(root.view.window === overlay)
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: CACurrentMediaTime() + 1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: CACurrentMediaTime() + 1.05)
        #expect(taps == 1)
    }

    @Test func aWindowIsDrawnWhereItsFrameIs() {
        let banner = UIWindow(frame: CGRect(x: 16, y: 70, width: 300, height: 80))
        banner.backgroundColor = .systemIndigo
        banner.isHidden = false
        var list = DisplayList()
        UIModelRuntime.current.display(banner)
        list.append(view: banner)
        guard case .fill(let shape, _)? = list.items.first else { Issue.record("no fill"); return }
        #expect(shape.rect.applying(shape.transform) == CGRect(x: 16, y: 70, width: 300, height: 80))
    }

    @Test func higherLevelsAreInFrontAndTakeTheTouches() {
        _ = makeView()
        app.removeAllWindows()
        var taps: [String] = []
        let main = window("main", level: .normal) { taps.append("main") }
        let alert = window("alert", level: .alert) { taps.append("alert") }
        let banner = window("banner", level: .statusBar) { taps.append("banner") }
        main.makeKeyAndVisible()
        alert.isHidden = false
        alert.makeKeyAndVisible()
        banner.makeKeyAndVisible()
        main.makeKeyAndVisible()  // the key window is not necessarily the front one
        #expect(app.application.windows.map(\.accessibilityIdentifier) == ["main", "banner", "alert"])
        var t = CACurrentMediaTime() + 1
        func tap() {
            app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: t)
            app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: t + 0.05)
            t += 1
        }
        tap()
        #expect(taps == ["alert"])
        alert.isHidden = true
        tap()
        #expect(taps == ["alert", "banner"])
        // Lowering a level moves the window behind.
        banner.windowLevel = UIWindow.Level(rawValue: -1)
        #expect(app.application.windows.map(\.accessibilityIdentifier) == ["banner", "main", "alert"])
        tap()
        #expect(taps == ["alert", "banner", "main"])
    }
}
