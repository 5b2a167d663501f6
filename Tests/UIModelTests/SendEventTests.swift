import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Every event goes through `UIApplication.sendEvent(_:)` and then `UIWindow.sendEvent(_:)`, as
/// on iOS: overriding either sees touches, key presses and scrolls, and one that does not
/// call `super` keeps the event from the app.
@Suite(.serialized, .freshRuntime) struct SendEventTests {
    final class LoggingWindow: UIWindow {
        var log: [String] = []
        var swallows = false
        override func sendEvent(_ event: UIEvent) {
            log.append(Self.describe(event))
            if !swallows { super.sendEvent(event) }
        }

        static func describe(_ event: UIEvent) -> String {
            switch event.type {
            case .touches: return "touch \(event.allTouches!.first!.phase.rawValue)"
            case .presses: return "press \((event as! UIPressesEvent).allPresses.first!.phase.rawValue)"
            case .scroll: return "scroll"
            default: return "other"
            }
        }
    }

    final class LoggingApplication: UIApplication {
        var log: [String] = []
        override func sendEvent(_ event: UIEvent) {
            log.append(LoggingWindow.describe(event))
            super.sendEvent(event)
        }
    }

    final class KeyController: UIViewController {
        var keys: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            keys.append(presses.first?.key?.characters ?? "?")
        }
    }

    /// A window of `LoggingWindow`, a button in it, a scroll view below, a key-handling root.
    func scene(_ app: UIModelRuntime) -> (LoggingWindow, KeyController, UIScrollView, () -> Int) {
        app.removeAllWindows()
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = KeyController()
        window.rootViewController = root
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        var fired = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        root.view.addSubview(scroll)
        window.makeKeyAndVisible()
        return (window, root, scroll, { fired })
    }

    func tapButtonTypeKeyAndScroll(_ app: UIModelRuntime, at t: TimeInterval) {
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: t)
        app.handleTouch(.moved, at: CGPoint(x: 152, y: 121), timestamp: t + 0.05)
        app.handleTouch(.ended, at: CGPoint(x: 152, y: 121), timestamp: t + 0.1)
        app.sendKey(UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA), timestamp: t + 0.2)
        app.handleScrollWheel(CGVector(dx: 0, dy: 40), at: CGPoint(x: 200, y: 400), timestamp: t + 0.3)
    }

    @Test func aWindowSubclassSeesEveryEvent() {
        var app: UIModelRuntime { .current }
        let (window, root, scroll, fired) = scene(app)
        tapButtonTypeKeyAndScroll(app, at: CACurrentMediaTime() + 10)
        #expect(window.log == ["touch 0", "touch 1", "touch 3", "press 0", "press 3", "scroll"])
        #expect(fired() == 1 && root.keys == ["a"] && scroll.contentOffset.y > 0)
    }

    @Test func aWindowThatSwallowsEventsKeepsThemFromTheViews() {
        var app: UIModelRuntime { .current }
        let (window, root, scroll, fired) = scene(app)
        window.swallows = true
        tapButtonTypeKeyAndScroll(app, at: CACurrentMediaTime() + 10)
        #expect(window.log.count == 6)
        #expect(fired() == 0 && root.keys.isEmpty && scroll.contentOffset.y == 0)
    }

    @Test func anApplicationSubclassSeesEveryEvent() {
        let runtime = UIModelRuntime()
        let custom = LoggingApplication()
        runtime.install(application: custom)
        runtime.run {
            #expect(UIApplication.shared === custom)
            let (window, root, _, fired) = scene(runtime)
            tapButtonTypeKeyAndScroll(runtime, at: 10)
            #expect(custom.log == ["touch 0", "touch 1", "touch 3", "press 0", "press 3", "scroll"])
            #expect(window.log == custom.log)
            #expect(fired() == 1 && root.keys == ["a"])
        }
    }
}
