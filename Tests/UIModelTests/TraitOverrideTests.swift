import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct TraitOverrideTests: AnimationTesting {
    /// Reads `UIColor.label.cgColor` while it lays out, as apps set layer colours.
    final class BorderView: UIView {
        var border: CGColor?
        override func layoutSubviews() {
            super.layoutSubviews()
            border = UIColor.label.cgColor
        }
    }

    final class Screen: UIViewController {
        var log: [String] = []
        var windowAtIsAppearing: UIWindow?
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            log.append("isAppearing")
            windowAtIsAppearing = view.window
        }
        override func viewWillLayoutSubviews() { if !log.contains("layout") { log.append("layout") } }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    }

    @Test func aDarkOverrideReachesSubviewsAndTheColoursTheyResolveWhileLayingOut() {
        let host = makeView()
        let card = BorderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.addSubview(card)
        host.overrideUserInterfaceStyle = .dark
        #expect(card.traitCollection.userInterfaceStyle == .dark && host.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        card.setNeedsLayout()
        card.layoutIfNeeded()
        #expect(card.border == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        // Outside layout, drawing and trait callbacks, `current` is the screen's (light).
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UIColor.label.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        }
        host.overrideUserInterfaceStyle = .unspecified
        #expect(card.traitCollection.userInterfaceStyle == .light && !host.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }

    @Test func registeredHandlersHearOnlyTheirTraitsUntilUnregistered() {
        let screen = Screen()
        let child = UIViewController()
        screen.addChild(child)
        screen.view.addSubview(child.view)
        child.didMove(toParent: screen)
        let window = show(screen)
        window.layoutIfNeeded()
        app.layoutWindows()
        var heard: [UIUserInterfaceStyle] = []
        var currentInHandler: UIUserInterfaceStyle?
        let registration = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (vc: UIViewController, previous: UITraitCollection) in
            heard.append(previous.userInterfaceStyle)
            currentInHandler = UITraitCollection.current.userInterfaceStyle
        }
        screen.traitOverrides.horizontalSizeClass = .compact  // not a registered trait
        app.layoutWindows()
        #expect(heard.isEmpty && child.traitCollection.horizontalSizeClass == .compact)
        screen.traitOverrides.userInterfaceStyle = .dark
        app.layoutWindows()
        #expect(heard == [.light] && currentInHandler == .dark)
        child.unregisterForTraitChanges(registration)
        screen.traitOverrides.userInterfaceStyle = .light
        app.layoutWindows()
        #expect(heard == [.light])
    }

    @Test func viewIsAppearingComesBetweenWillAppearAndTheFirstLayoutInTheWindow() {
        let screen = Screen()
        let nav = UINavigationController(rootViewController: UIViewController())
        show(nav)
        run(seconds: 0.1)
        nav.pushViewController(screen, animated: true)
        app.layoutWindows()  // the frame's layout pass, as the host runs it
        run(seconds: 1)
        #expect(Array(screen.log.prefix(3)) == ["willAppear", "isAppearing", "layout"] && screen.log.last == "didAppear")
        #expect(screen.log.filter { $0 == "isAppearing" }.count == 1 && screen.windowAtIsAppearing != nil)
    }
}
