import Foundation
import Testing
@testable import UIModel
import UIModelTesting

final class TraitLoggingView: UIView {
    var name = "", log: LoggingController.Log?
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { log?.entries.append("\(name) view") }
}

final class TraitLoggingController: UIViewController {
    let name: String, log: LoggingController.Log
    init(_ name: String, log: LoggingController.Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() {
        let v = TraitLoggingView(frame: .zero)
        v.name = name; v.log = log
        view = v
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { log.entries.append("\(name) controller") }
}

@Suite(.serialized, .freshRuntime) struct TraitTests: AnimationTesting {
    @Test func combiningAndContaining() {
        let t = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                               UITraitCollection(verticalSizeClass: .regular),
                                               UITraitCollection(horizontalSizeClass: .regular)])
        #expect(t.horizontalSizeClass == .regular && t.verticalSizeClass == .regular && t.displayScale == 0)
        #expect(t.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!t.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        #expect(t.containsTraits(in: UITraitCollection()) && t.containsTraits(in: nil))
    }

    @Test(arguments: [
        (CGSize(width: 393, height: 852), UIUserInterfaceIdiom.phone, "compact/regular"),  // iPhone portrait
        (CGSize(width: 852, height: 393), .phone, "compact/compact"),  // iPhone landscape
        (CGSize(width: 932, height: 430), .phone, "regular/compact"),  // Pro Max landscape
        (CGSize(width: 667, height: 375), .phone, "compact/compact"),  // SE landscape
        (CGSize(width: 736, height: 414), .phone, "regular/compact"),  // 8 Plus landscape
        (CGSize(width: 844, height: 390), .phone, "compact/compact"),  // iPhone 12 / 13 landscape
        (CGSize(width: 896, height: 414), .phone, "regular/compact"),  // XR / XS Max landscape
        (CGSize(width: 834, height: 1194), .pad, "regular/regular"),
        (CGSize(width: 1194, height: 834), .pad, "regular/regular"),
        (CGSize(width: 320, height: 834), .pad, "compact/regular"),  // Slide Over
        (CGSize(width: 375, height: 834), .pad, "compact/regular"),  // 1/3
        (CGSize(width: 592, height: 834), .pad, "compact/regular"),  // 1/2, 11"
        (CGSize(width: 678, height: 1024), .pad, "regular/regular"),  // 1/2, 12.9"
        (CGSize(width: 790, height: 834), .pad, "regular/regular"),  // 2/3
        (CGSize(width: 504, height: 1194), .pad, "compact/regular"),  // portrait 2/3
    ])
    func sizeClassRule(size: CGSize, idiom: UIUserInterfaceIdiom, expected: String) {
        let c = UITraitCollection.sizeClasses(for: size, idiom: idiom)
        #expect("\(c.horizontal)/\(c.vertical)" == expected)
    }

    @Test func changesAreReportedOnceTopDownAndOverridesReachChildren() {
        let log = LoggingController.Log()
        let root = TraitLoggingController("root", log: log), child = TraitLoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let leaf = TraitLoggingView(frame: .zero)
        leaf.name = "leaf"; leaf.log = log
        child.view.addSubview(leaf)
        UIScreen.main.simulatorSetSize(CGSize(width: 393, height: 852), scale: 3)
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        show(root)
        app.layoutWindows()
        log.entries.removeAll()
        UIScreen.main.simulatorSetSize(CGSize(width: 852, height: 393), scale: 3)  // rotate: vertical becomes compact
        app.layoutWindows()
        app.layoutWindows()
        #expect(log.entries == ["root controller", "root view", "child controller", "child view", "leaf view"])
        #expect(leaf.traitCollection.verticalSizeClass == .compact && child.traitCollection.horizontalSizeClass == .compact)
        log.entries.removeAll()
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        app.layoutWindows()
        #expect(log.entries == ["child controller", "child view", "leaf view"])
        #expect(leaf.traitCollection.horizontalSizeClass == .regular && root.traitCollection.horizontalSizeClass == .compact)
        UIScreen.main.simulatorSetSize(CGSize(width: 393, height: 852), scale: 3)
    }
}

/// An adaptive controller: a box whose frame depends on the vertical size class; it asks
/// for the re-layout inside the coordinator's alongside animation.
final class AdaptiveController: UIViewController {
    let box = UIView(frame: .zero)
    var calls: [String] = []
    override func viewDidLoad() { view.addSubview(box) }
    override func viewDidLayoutSubviews() {
        box.frame = traitCollection.verticalSizeClass == .compact ? CGRect(x: 0, y: 0, width: 100, height: 50)
                                                                  : CGRect(x: 0, y: 0, width: 100, height: 300)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        calls.append("willTransition \(newCollection.verticalSizeClass)")
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: { _ in self.calls.append("done") })
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }
}

@Suite(.serialized, .freshRuntime) struct SizeTransitionTests: AnimationTesting {
    @Test func rotationAnimatesTheNewLayoutThroughTheCoordinator() {
        UIScreen.main.simulatorSetSize(CGSize(width: 393, height: 852), scale: 3)
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        let vc = AdaptiveController()
        show(vc)
        app.layoutWindows()
        #expect(vc.box.frame.height == 300)
        app.transitionScreen(to: CGSize(width: 852, height: 393), scale: 3, duration: 0.4)
        #expect(vc.calls == ["willTransition compact", "viewWillTransition 852x393"])
        #expect(vc.box.frame.height == 50)  // the model is the new layout at once
        frame(0.2)
        let mid = vc.box.layer.presentation()!.bounds.height
        #expect(mid > 60 && mid < 290)  // and it animates there
        frame(0.25)
        #expect(vc.calls.last == "done" && vc.box.layer.animationKeys() == nil)
        #expect(vc.view.frame.size == CGSize(width: 852, height: 393))
        app.transitionScreen(to: CGSize(width: 393, height: 852), scale: 3, duration: 0)
        #expect(vc.box.frame.height == 300 && vc.calls.last == "done")
    }
}

@Suite(.serialized, .freshRuntime) struct DynamicColorTests: AnimationTesting {
    @Test func dynamicColoursFollowTheViewsTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let accent = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(accent.resolvedColor(with: dark) == .red && accent.resolvedColor(with: light) == .blue)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.red.resolvedColor(with: dark) == .red)

        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        let vc = UIViewController()
        show(vc)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(v)
        app.layoutWindows()
        v.backgroundColor = accent
        #expect(RGBA(v.layer.backgroundColor!) == RGBA(r: 0, g: 0, b: 1, a: 1))
        UIScreen.main.simulatorSetIdiom(.phone, style: .dark)
        app.layoutWindows()
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        #expect(RGBA(v.layer.backgroundColor!) == RGBA(r: 1, g: 0, b: 0, a: 1))
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        app.layoutWindows()
        #expect(RGBA(v.layer.backgroundColor!) == RGBA(r: 0, g: 0, b: 1, a: 1))
    }
}
