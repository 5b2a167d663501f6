import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// A screen a user might write: a count, a button that increments it, and a card that springs in.
final class CounterViewController: UIViewController {
    let label = UILabel(frame: .zero)
    let button = UIButton(type: .system)
    let card = UIView(frame: .zero)
    private(set) var count = 0
    var link: CADisplayLink?
    var ticks = 0

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        label.accessibilityIdentifier = "count"
        label.font = .systemFont(ofSize: 40, weight: .bold)
        label.textAlignment = .center
        label.text = "0"
        button.setTitle("Add one", for: .normal)
        button.accessibilityIdentifier = "increment"
        button.addAction(UIAction { [weak self] _ in self?.increment() }, for: .touchUpInside)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "card"
        [label, button, card].forEach { view.addSubview($0) }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        label.frame = CGRect(x: 0, y: 120, width: b.width, height: 50)
        button.frame = CGRect(x: (b.width - 160) / 2, y: 200, width: 160, height: 44)
        if card.frame == .zero { card.frame = CGRect(x: 40, y: b.height, width: b.width - 80, height: 160) }
    }

    func increment() {
        count += 1
        label.text = "\(count)"
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
            self.card.frame.origin.y = self.view.bounds.height - 200
        }
    }

    func startTicking() {
        let link = CADisplayLink { [weak self] _ in self?.ticks += 1 }
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}

@Suite(.serialized) struct DriverTests {
    @Test func tapsAndTimeDriveAUsersController() throws {
        let vc = CounterViewController()
        let app = try SimulatorApp(rootViewController: vc, device: .iPhoneSE)
        #expect(app.session.screenSize == CGSize(width: 375, height: 667))
        try app.tap(identifier: "increment")
        try app.tap(identifier: "increment")
        #expect(vc.count == 2)
        #expect((app.view(identifier: "count") as? UILabel)?.text == "2")
        let start = app.time
        try app.advance(frames: 6)
        #expect(abs(app.time - start - 0.1) < 1e-9)
        try app.advance(by: 1)
        #expect(abs(vc.card.frame.minY - (667 - 200)) < 0.5)
        #expect(UIModelRuntime.current.runningAnimationCount == 0)
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(app.dump().serialized().utf8)) as? [String: Any])
        #expect(TestSupport.find("count", in: try #require(dump["views"] as? [String: Any]))?["text"] as? String == "2")
    }

    @Test func everyAppStartsFresh() throws {
        let first = CounterViewController()
        let a = try SimulatorApp(rootViewController: first)
        try a.tap(identifier: "increment")
        first.startTicking()
        first.present(UIViewController(), animated: true)
        UIKitWarningTrigger.warn()
        #expect(UIModelRuntime.current.runningAnimationCount > 0)
        #expect(!a.warnings.isEmpty)
        try a.down(at: CGPoint(x: 10, y: 10))

        let second = CounterViewController()
        let b = try SimulatorApp(rootViewController: second)
        #expect(b.time == 0)
        #expect(b.warnings.isEmpty)
        #expect(UIModelRuntime.current.runningAnimationCount == 0)
        #expect(!UIModelRuntime.current.isTouchActive)
        #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.keyWindow?.rootViewController === second)
        let ticks = first.ticks
        try b.advance(by: 0.5)
        #expect(first.ticks == ticks, "the first app's display link does not fire in the second")
        #expect(second.presentedViewController == nil)
        // The first app is still there, in its own runtime: its window, its presentation.
        #expect(a.run { UIApplication.shared.keyWindow?.rootViewController === first && first.presentedViewController != nil })
        try a.advance(by: 0.5)
        #expect(first.ticks > ticks, "its display link fires when it runs")
    }

    /// Two apps in one test that runs in a fresh runtime: the first takes the test's runtime,
    /// the second one of its own.
    @Test func twoAppsInAFreshRuntimeKeepTheirOwnState() throws {
        let runtime = UIModelRuntime()
        try runtime.run {
            let first = CounterViewController(), second = CounterViewController()
            let a = try SimulatorApp(rootViewController: first)
            #expect(a.runtime === runtime && UIApplication.shared.keyWindow?.rootViewController === first)
            let b = try SimulatorApp(rootViewController: second)
            #expect(b.runtime !== runtime)
            try b.tap(identifier: "increment")
            #expect(second.count == 1 && first.count == 0)
            #expect(UIApplication.shared.keyWindow?.rootViewController === first, "the test's runtime is still the first app's")
            #expect(b.run { UIApplication.shared.keyWindow?.rootViewController === second })
        }
    }

    @Test func anAppDelegateAppHasItsScene() throws {
        let app = try SimulatorApp(delegateClass: CounterSceneAppDelegate.self, device: .iPhone15)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.windows.first?.rootViewController is CounterViewController)
        try app.tap(identifier: "increment")
        #expect((app.view(identifier: "count") as? UILabel)?.text == "1")
        app.terminate()
        #expect(scene.activationState == .background)
    }

    /// The device turns whatever the app supports; the interface turns only to an orientation
    /// the root controller supports.
    @Test func theInterfaceTurnsOnlyToWhatTheRootControllerSupports() throws {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let app = try SimulatorApp(rootViewController: PortraitOnly(), device: .iPhone15)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        try app.rotate()
        try app.advance(by: 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852), "the portrait-only interface stays")
        let turning = try SimulatorApp(rootViewController: UIViewController(), device: .iPhone15)
        #expect(UIDevice.current.orientation == .portrait, "a new session starts upright")
        try turning.rotate()
        try turning.advance(by: 1)
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        let scene = try #require(UIApplication.shared.keyWindow?.windowScene)
        #expect(scene.interfaceOrientation == .landscapeRight)
        _ = app
    }

    /// An app whose scene delegate is named only in its Info.plist (as `uimodel-port` writes it).
    @Test func aSceneConfigurationNamedInTheInfoPlistGetsItsDelegateClass() throws {
        let app = try SimulatorApp(delegateClass: InfoPlistAppDelegate.self, device: .iPhone15)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is CounterSceneDelegate)
        #expect(app.view(identifier: "increment") != nil)
        #expect(UISceneConfiguration(name: "Other", sessionRole: .windowApplication).delegateClass == nil)
    }

    @Test func snapshotsOfAUsersControllerOnTwoDevicesInLightAndDark() throws {
        assertSnapshot(of: CounterViewController(), as: .image(on: .iPhoneSE), named: "se-light")
        assertSnapshot(of: CounterViewController(), as: .image(on: .iPadPro11(.landscape),
                                                                traits: UITraitCollection(userInterfaceStyle: .dark)),
                       named: "ipad-dark")
        assertSnapshot(of: CounterViewController(), as: .recursiveDescription(on: .iPhoneSE))
    }

    @Test func snapshotsOfAViewAloneAndOfARunningApp() throws {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        badge.text = "New"
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.textColor = .white
        badge.layer.cornerRadius = 20
        badge.clipsToBounds = true
        assertSnapshot(of: badge, as: .image, named: "badge")
        assertSnapshot(of: badge, as: .recursiveDescription, named: "badge")

        let app = try SimulatorApp(rootViewController: CounterViewController(), device: .iPhoneSE)
        try app.tap(identifier: "increment")
        try app.advance(by: 0.15)
        assertSnapshot(of: app, as: .image, named: "mid-spring")
    }

    /// What a view alone does not cover is transparent, and its anti-aliased edges keep their
    /// colour with partial alpha (not darkened by the black a screen frame starts from).
    @Test func aViewAlonesUncoveredPixelsAreTransparent() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        badge.backgroundColor = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
        badge.layer.cornerRadius = 20
        var frame: SnapshotFrame?
        Snapshotting<UIView, SnapshotFrame>.image.snapshot(badge).run { frame = $0 }
        let image = try #require(frame).image()
        #expect(image.width == 360 && image.height == 120)
        #expect(image.pixel(x: 0, y: 0) == (r: 0, g: 0, b: 0, a: 0))
        #expect(image.pixel(x: 180, y: 60) == (r: 255, g: 59, b: 48, a: 255))
        let edge = (0..<60).map { image.pixel(x: $0, y: 20) }.filter { $0.a > 0 && $0.a < 255 }
        #expect(!edge.isEmpty)
        #expect(edge.allSatisfy { $0.r == 255 && abs(Int($0.g) - 59) <= 2 && abs(Int($0.b) - 48) <= 2 })
    }
}

/// A scene-based app around the counter.
final class CounterSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        c.delegateClass = CounterSceneDelegate.self
        return c
    }
}

/// The configuration names no class; the Info.plist does.
final class InfoPlistAppDelegate: UIResponder, UIApplicationDelegate, SimulatorInfoPlist {
    static var sceneConfigurations: [String: UIWindowSceneDelegate.Type] { ["Default Configuration": CounterSceneDelegate.self] }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class CounterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = CounterViewController()
        window?.makeKeyAndVisible()
    }
}

/// Makes UIKit log a warning (presenting from a controller that is not in a window).
enum UIKitWarningTrigger {
    static func warn() { UIViewController().present(UIViewController(), animated: false) }
}
