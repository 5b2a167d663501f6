import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// Screenshot regression tests: real rendered pixels of the views demo, compared with the PNG
/// references in __Snapshots__ (record with SNAPSHOT_TESTING_RECORD=all).
@Suite(.serialized) struct SnapshotTests {
    @Test func viewsDemoOnIPhone15() throws {
        let (frame, _) = try TestSupport.render(device: "iphone-15")
        #expect((frame.width, frame.height) == (1179, 2556))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoOnIPhoneSE() throws {
        let (frame, _) = try TestSupport.render(device: "iphone-se")
        #expect((frame.width, frame.height) == (750, 1334))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoRotatedToLandscape() throws {
        let (frame, runner) = try TestSupport.render(device: "iphone-15", events: [Script.Event(t: 0.05, action: .key("ctrl+right", .rotateRight)),
                                                                                   Script.Event(t: 0.5, action: .wait(0))])
        #expect(runner.session.screenSize == CGSize(width: 852, height: 393))
        #expect((frame.width, frame.height) == (2556, 1179))
        assertSnapshot(of: frame, as: .frame())
    }

    @Test func viewsDemoWithTheButtonHeldDown() throws {
        let session = try TestSupport.session(device: "iphone-15")
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: TestSupport.temporaryDirectory("held"))
        try runner.run(Script(events: []))
        let button = try #require(session.view(withIdentifier: "tapMe") as? UIButton)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        try runner.run(Script(events: [Script.Event(t: 0.1, action: .down(center))]))
        #expect(button.isHighlighted)
        assertSnapshot(of: try runner.renderFrame(), as: .frame())
    }
}

/// One call, many references: a matrix of devices × orientations × appearance × text sizes ×
/// directions, each reference named after its variant.
@Suite(.serialized) struct SnapshotVariantsTests {
    @Test func aMatrixWritesOneReferencePerVariant() throws {
        let matrix = SnapshotVariants(devices: [.iPhoneSE, .iPadMini], orientations: [.portrait, .landscape], styles: [.light, .dark],
                                      contentSizes: [.large, .accessibilityMedium], directions: [.rightToLeft])
        #expect(matrix.all.count == 16)
        #expect(matrix.all.first?.name == "iphone-se-portrait-light-L-rtl" && matrix.all.last?.name == "ipad-mini-landscape-dark-AX1-rtl")
        // One controller instance through every variant of a smaller matrix.
        let vc = VariantsScreen()
        assertSnapshots(of: vc, as: try .variants(named: ["iphone-se", "landscape", "portrait", "dark", "AX1", "rtl"]))
        let folder = TestSupport.packageRoot.appendingPathComponent("Tests/SimulatorTests/__Snapshots__/SnapshotTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("aMatrixWritesOneReferencePerVariant.") }
        #expect(Set(names) == ["aMatrixWritesOneReferencePerVariant.iphone-se-portrait-dark-AX1-rtl.linux.png",
                               "aMatrixWritesOneReferencePerVariant.iphone-se-landscape-dark-AX1-rtl.linux.png"])
    }

    @Test func anUnknownVariantNameListsTheValidOnes() {
        do {
            _ = try SnapshotVariants(named: ["iphone-se", "sepia"])
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("unknown snapshot variant 'sepia'; valid variants: iphone-se, iphone-15"))
            #expect("\(error)".contains("portrait, landscape, light, dark, XS, S, M, L"))
        }
    }
}

/// A screen whose layout shows the variant: a leading title in the preferred body font.
final class VariantsScreen: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: .zero)
        title.text = "Variants"
        title.font = .preferredFont(forTextStyle: .title1)
        title.adjustsFontForContentSizeCategory = true
        title.textColor = .label
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}
