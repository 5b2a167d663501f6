import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// swift-snapshot-testing's presets with upstream's geometry: on every one, a controller whose
/// labels are pinned to the safe area's corners and centre lands where UIKit puts them for that
/// device's safe area, and the size classes are upstream's.
@Suite(.serialized) struct ViewImageConfigTests {
    /// Five 40 × 20 pt labels pinned to the safe area's corners and centre.
    final class Corners: UIViewController {
        var views: [String: UIView] = [:]
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let guide = view.safeAreaLayoutGuide
            for name in ["topLeft", "topRight", "bottomLeft", "bottomRight", "centre"] {
                let label = UILabel()
                label.text = name
                label.backgroundColor = .systemYellow
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                views[name] = label
                NSLayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 40), label.heightAnchor.constraint(equalToConstant: 20)])
            }
            NSLayoutConstraint.activate([
                views["topLeft"]!.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                views["topLeft"]!.topAnchor.constraint(equalTo: guide.topAnchor),
                views["topRight"]!.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                views["topRight"]!.topAnchor.constraint(equalTo: guide.topAnchor),
                views["bottomLeft"]!.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                views["bottomLeft"]!.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                views["bottomRight"]!.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                views["bottomRight"]!.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                views["centre"]!.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                views["centre"]!.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            ])
        }
    }

    /// Every preset upstream has, in each orientation (and every Split View width for iPads).
    static let presets: [(String, ViewImageConfig)] = {
        let phones: [(String, (ViewImageConfig.Orientation) -> ViewImageConfig)] = [
            ("iPhoneSe", ViewImageConfig.iPhoneSe), ("iPhone8", ViewImageConfig.iPhone8), ("iPhone8Plus", ViewImageConfig.iPhone8Plus),
            ("iPhoneX", ViewImageConfig.iPhoneX), ("iPhoneXr", ViewImageConfig.iPhoneXr), ("iPhoneXsMax", ViewImageConfig.iPhoneXsMax),
            ("iPhone12", ViewImageConfig.iPhone12), ("iPhone12Pro", ViewImageConfig.iPhone12Pro),
            ("iPhone12ProMax", ViewImageConfig.iPhone12ProMax), ("iPhone13", ViewImageConfig.iPhone13),
            ("iPhone13Mini", ViewImageConfig.iPhone13Mini), ("iPhone13Pro", ViewImageConfig.iPhone13Pro),
            ("iPhone13ProMax", ViewImageConfig.iPhone13ProMax),
        ]
        let pads: [(String, (ViewImageConfig.TabletOrientation) -> ViewImageConfig)] = [
            ("iPadMini", ViewImageConfig.iPadMini), ("iPad9_7", ViewImageConfig.iPad9_7), ("iPad10_2", ViewImageConfig.iPad10_2),
            ("iPadPro10_5", ViewImageConfig.iPadPro10_5), ("iPadPro11", ViewImageConfig.iPadPro11),
            ("iPadPro12_9", ViewImageConfig.iPadPro12_9),
        ]
        let tablet: [(String, ViewImageConfig.TabletOrientation)] = [
            ("landscape", .landscape(splitView: .full)), ("landscape 1/3", .landscape(splitView: .oneThird)),
            ("landscape 1/2", .landscape(splitView: .oneHalf)), ("landscape 2/3", .landscape(splitView: .twoThirds)),
            ("portrait", .portrait(splitView: .full)), ("portrait 1/3", .portrait(splitView: .oneThird)),
            ("portrait 2/3", .portrait(splitView: .twoThirds)),
        ]
        return phones.flatMap { name, make in [("\(name) portrait", make(.portrait)), ("\(name) landscape", make(.landscape))] }
            + pads.flatMap { name, make in tablet.map { ("\(name) \($0.0)", make($0.1)) } }
    }()

    @Test func everyUpstreamPresetPutsPinnedEdgesWhereUIKitDoes() throws {
        #expect(Self.presets.count == 13 * 2 + 6 * 7)
        for (name, config) in Self.presets {
            let vc = Corners()
            let app = try SimulatorApp(rootViewController: vc, device: config.device)
            let size = try #require(config.size), s = config.safeArea
            let frames = app.run { vc.views.mapValues { $0.frame } }
            let bounds = app.run { vc.view.bounds }
            #expect(bounds.size == size, "\(name)")
            func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }
            #expect(near(frames["topLeft"]!.minX, s.left) && near(frames["topLeft"]!.minY, s.top), "\(name)")
            #expect(near(frames["topRight"]!.maxX, size.width - s.right) && near(frames["topRight"]!.minY, s.top), "\(name)")
            #expect(near(frames["bottomLeft"]!.maxY, size.height - s.bottom), "\(name)")
            #expect(near(frames["bottomRight"]!.maxX, size.width - s.right) && near(frames["bottomRight"]!.maxY, size.height - s.bottom), "\(name)")
            #expect(near(frames["centre"]!.midX, s.left + (size.width - s.left - s.right) / 2)
                    && near(frames["centre"]!.midY, s.top + (size.height - s.top - s.bottom) / 2), "\(name)")
            // The screen's own size classes agree with upstream's traits.
            let classes = app.run { (vc.traitCollection.horizontalSizeClass, vc.traitCollection.verticalSizeClass) }
            #expect(classes.0 == config.traits.horizontalSizeClass && classes.1 == config.traits.verticalSizeClass, "\(name)")
        }
    }

    @Test func upstreamPresetsAreDevicesTooAndAnyConfigCanBeBuilt() throws {
        #expect(DevicePreset.named("iphone-x")?.size == CGSize(width: 375, height: 812))
        #expect(DevicePreset.named("iphone-8-plus-landscape")?.size == CGSize(width: 736, height: 414))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834), "upstream's iPads default to landscape")
        #expect(ViewImageConfig.iPhoneSE.size == CGSize(width: 375, height: 667) && ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        let custom = ViewImageConfig(safeArea: UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0), size: CGSize(width: 300, height: 500),
                                     traits: UITraitCollection(displayScale: 3))
        let vc = Corners()
        let app = try SimulatorApp(rootViewController: vc, device: custom.device)
        #expect(app.run { vc.view.safeAreaInsets } == custom.safeArea && app.run { UIScreen.main.scale } == 3)
    }

    @Test func oneControllerOnThreeUpstreamPresets() {
        for (name, config) in [("iPhoneX", ViewImageConfig.iPhoneX), ("iPadPro11-oneThird", ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird))),
                               ("iPhoneSe", ViewImageConfig.iPhoneSe)] {
            assertSnapshot(of: Corners() as UIViewController, as: .image(on: config), named: name)
        }
    }

    final class Loading: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "loading"
            label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
            view.addSubview(label)
            UIView.animate(withDuration: 0.5, animations: { self.label.alpha = 0.5 }, completion: { _ in self.label.text = "loaded" })
        }
    }

    func text(_ strategy: Snapshotting<UIViewController, String>, _ vc: UIViewController) -> String {
        var out = ""
        strategy.snapshot(vc).run { out = $0 }
        return out
    }

    @Test func waitRunsTheAppsClockAndHierarchyPrintsAsUIKit() {
        #expect(text(.recursiveDescription, Loading()).contains("loading"))
        #expect(text(.wait(for: 1, on: .recursiveDescription), Loading()).contains("loaded"), "a second of the app's clock ran")
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.pushViewController(Corners(), animated: false)
        #expect(text(.hierarchy, nav) == """
            <UINavigationController>, state: appeared, view: <UILayoutContainerView>
               | <UIViewController>, state: disappeared, view: (view not loaded)
               | <SimulatorTests.ViewImageConfigTests.Corners>, state: appeared, view: <UIView>
            """)
    }
}
