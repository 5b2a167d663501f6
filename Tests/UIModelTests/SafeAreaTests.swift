import Foundation
import Testing
@testable import UIModel
import UIModelTesting

private final class InsetsController: UIViewController {
    var safeAreaChanges = 0
    var marginChanges = 0
    var hidesStatusBar = false
    let box = UIView()
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override func viewDidLoad() {
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

/// Safe areas from the device through windows, controllers, containers and subviews; the
/// status bar's part in them; layout margins and the readable guide; right-to-left layout.
@Suite(.serialized, .freshRuntime) struct SafeAreaTests: AnimationTesting {
    static let island = DeviceInsets(hardware: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
                                     statusBarInset: 59, hasHomeIndicator: true)
    static let islandLandscape = DeviceInsets(hardware: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 0,
                                              statusBarInset: 0, hasHomeIndicator: true)
    static let homeButton = DeviceInsets(hardware: .zero, statusBarHeight: 20, statusBarInset: 20, hasHomeIndicator: false)

    /// `root` in a window filling the screen of a device with `insets`; the insets are put back after.
    private func onDevice<T>(_ insets: DeviceInsets, _ root: UIViewController, _ body: (UIWindow) throws -> T) rethrows -> T {
        _ = makeView()
        app.removeAllWindows()
        UIScreen.main.simulatorSetDeviceInsets(insets)
        defer { UIScreen.main.simulatorSetDeviceInsets(.none) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.layoutWindows()
        return try body(window)
    }

    @Test func theDevicesInsetsReachTheRootViewAndOnlyTheSubviewsAtTheEdges() {
        let vc = InsetsController()
        onDevice(Self.island, vc) { window in
            let screen = UIScreen.main.bounds
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(vc.view.safeAreaInsets == window.safeAreaInsets)
            #expect(vc.safeAreaChanges == 1)
            // Constrained to the safe area and the margins (16 pt on a compact-width root view).
            #expect(vc.box.frame == CGRect(x: 16, y: 59, width: screen.width - 32, height: screen.height - 93))
            let top = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            vc.view.addSubview(top); vc.view.addSubview(middle)
            #expect(top.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
            #expect(middle.safeAreaInsets == .zero)
            // Additional insets add up, and the callback comes once per change.
            vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            app.layoutWindows()
            #expect(vc.view.safeAreaInsets.top == 69 && vc.safeAreaChanges == 2)
            #expect(vc.box.frame.minY == 69)
            #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 69, width: screen.width, height: screen.height - 103))
        }
    }

    @Test func rotatingChangesTheInsetsAndTheConstraintsFollow() {
        let vc = InsetsController()
        onDevice(Self.island, vc) { window in
            UIScreen.main.simulatorSetDeviceInsets(Self.islandLandscape)
            app.layoutWindows()
            #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            #expect(app.statusBar.isStatusBarHidden && app.statusBar.statusBarFrame == .zero, "iPhones show no status bar in landscape")
            // Margins are the system minimum inside the safe area.
            #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
            #expect(vc.box.frame.minX == 75 && vc.box.frame.minY == 0)
            #expect(vc.marginChanges >= 2)
        }
    }

    @Test func aHiddenStatusBarGivesBackItsInsetOnlyWithoutASensorHousing() {
        let vc = InsetsController()
        onDevice(Self.homeButton, vc) { window in
            #expect(vc.view.safeAreaInsets.top == 20)
            vc.hidesStatusBar = true
            #expect(vc.view.safeAreaInsets.top == 20, "nothing changes until the controller asks")
            vc.setNeedsStatusBarAppearanceUpdate()
            app.layoutWindows()
            #expect(app.statusBar.isStatusBarHidden == true)
            #expect(vc.view.safeAreaInsets.top == 0 && vc.box.frame.minY == 0)
        }
        let other = InsetsController()
        other.hidesStatusBar = true
        onDevice(Self.island, other) { window in
            #expect(app.statusBar.isStatusBarHidden == true)
            #expect(other.view.safeAreaInsets.top == 59)
        }
    }

    @Test func aNavigationControllersChildrenHaveTheBarInTheirSafeArea() {
        let child = InsetsController()
        let nav = UINavigationController(rootViewController: child)
        onDevice(Self.island, nav) { window in
            #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: UIScreen.main.bounds.width, height: 44))
            #expect(child.view.frame.minY == 0)
            #expect(child.view.safeAreaInsets.top == 103)
            #expect(child.box.frame.minY == 103)
            nav.navigationBar.isTranslucent = false
            app.layoutWindows()
            #expect(child.view.convert(CGPoint.zero, to: nil).y == 103)
            #expect(child.view.safeAreaInsets.top == 0 && child.box.frame.minY == 0)
        }
    }

    @Test func layoutMarginsDefaultsDirectionAndPreservation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        root.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(child.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        child.semanticContentAttribute = .forceRightToLeft
        #expect(child.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 2))
        // The readable guide: at most 672 pt at the default text size, centred in the margins.
        let g = root.readableContentGuide.layoutFrame
        #expect(g.width == 672 && g.midX == 500 && g.minY == 20)
    }

    @Test func theReadableGuideInTheEngineAndLeadingInRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.widthAnchor.constraint(equalToConstant: 100),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 164, y: 0, width: 672, height: 10))
        #expect(b.frame.minX == 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(b.frame.maxX == 980, "leading is the right edge, the constant measured leftwards")
        root.frame.size.width = 600
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 0, width: 584, height: 10), "narrower than readable: the margins")
    }

    /// Nested views take their leading edge from the nearest forced direction above them; a
    /// `.playback` view is left-to-right itself but passes its parent's direction down.
    @Test func leadingFollowsTheDirectionInheritedThroughNestedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.semanticContentAttribute = .forceRightToLeft
        let row = UIView(), player = UIView(), inRow = UIView(), inPlayer = UIView()
        root.addSubview(row); root.addSubview(player); row.addSubview(inRow); player.addSubview(inPlayer)
        player.semanticContentAttribute = .playback
        for v in [row, player, inRow, inPlayer] { v.translatesAutoresizingMaskIntoConstraints = false }
        var list: [NSLayoutConstraint] = []
        for (v, y) in [(row, 0.0), (player, 200.0)] {
            list += [v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                     v.widthAnchor.constraint(equalToConstant: 300), v.heightAnchor.constraint(equalToConstant: 100)]
        }
        for (child, parent) in [(inRow, row), (inPlayer, player)] {
            list += [child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
                     child.topAnchor.constraint(equalTo: parent.topAnchor),
                     child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50)]
        }
        NSLayoutConstraint.activate(list)
        root.layoutIfNeeded()
        #expect(row.frame.maxX == 390 && player.frame.minX == 10, "the row inherits right-to-left; the player is left-to-right")
        #expect(inRow.frame.maxX == 280, "the row's child: right-to-left, 20 pt in from the row's right edge")
        #expect(inPlayer.frame.maxX == 280, "the player's child: its grandparent's right-to-left, not the player's own")
    }
}
