import Foundation
import SimulatorKit
import Testing
import UIModel
import UIModelSnapshotTesting

/// Fidelity to iOS itself: screens whose references public projects recorded on the iOS
/// Simulator (iOSReferences/README.md), rebuilt and rendered here as a suite renders them, each
/// measured against its reference (`Fidelity`): the same size, the share of pixels within a
/// just-noticeable difference over the whole image and outside text, and SSIM. The figures are
/// recorded in iOSReferences/fidelity/<group>.json and a screen fails when one gets worse, so
/// fidelity only moves one way; `FIDELITY_RECORD=1` records the figures again (after a change
/// that makes a screen better, or one that is meant to move it). With `SNAPSHOT_ARTIFACTS` set,
/// each screen's report (iOS | here | difference) goes to its iOSReferences folder.
@MainActor @Suite struct iOSReferenceTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Tests/SimulatorTests/iOSReferences")
    static let upstream = "swift-snapshot-testing", snapshotTestCase = "ios-snapshot-test-case"
    static let accessibilitySnapshot = "AccessibilitySnapshot", criticalMaps = "criticalmaps-ios"
    /// What a suite ported from iOS is asked to verify with: swift-snapshot-testing's
    /// `precision: 0.98, perceptualPrecision: 0.98`.
    static let portedPrecision = 0.98, portedPerceptualPrecision = 0.98

    @Test func fourLabelsOnEveryDeviceAndTextSize() throws { try check(Self.upstream, "traits", ReferenceSet.traits) }
    @Test func fourLabelsInNavigationAndTabBars() throws { try check(Self.upstream, "tabs-and-navigation", ReferenceSet.tabsAndNavigation) }
    @Test func aLabelSizedToFitAtEveryTextSize() throws { try check(Self.upstream, "label", ReferenceSet.label) }
    @Test func tablesAndCollectionViews() throws { try check(Self.upstream, "lists", ReferenceSet.lists) }
    @Test func layersPathsAndAButton() throws { try check(Self.upstream, "drawing", ReferenceSet.drawing) }
    @Test func viewsAtTwoScales() throws { try check(Self.snapshotTestCase, "views", ReferenceSet.views) }
    @Test func aTextFieldOnIOS17To26() throws { try check(Self.accessibilitySnapshot, "text-field", ReferenceSet.textField) }
    @Test func rowsWithDisclosureIndicators() throws { try check(Self.criticalMaps, "accessories", ReferenceSet.accessories) }

    /// No reference sits in the set without a screen that rebuilds it.
    @Test func everyReferenceHasItsScreen() throws {
        let screens: [String: [ReferenceScreen]] = [
            Self.upstream: ReferenceSet.traits + ReferenceSet.tabsAndNavigation + ReferenceSet.label + ReferenceSet.lists + ReferenceSet.drawing,
            Self.snapshotTestCase: ReferenceSet.views,
            Self.accessibilitySnapshot: ReferenceSet.textField,
            Self.criticalMaps: ReferenceSet.accessories,
        ]
        for (project, list) in screens {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(project).path)
                .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
            #expect(Set(files) == Set(list.map(\.name)), "\(project): references without a screen or screens without a reference")
        }
    }

    func check(_ project: String, _ group: String, _ screens: [ReferenceScreen]) throws {
        let figuresFile = Self.root.appendingPathComponent("fidelity/\(group).json")
        let recorded = (try? JSONDecoder().decode([String: Fidelity].self, from: Data(contentsOf: figuresFile))) ?? [:]
        let recording = ProcessInfo.processInfo.environment["FIDELITY_RECORD"] == "1"
        var measured: [String: Fidelity] = [:]
        var verified = 0
        for screen in screens {
            let reference = try RGBAImage(pngData: Data(contentsOf: Self.root.appendingPathComponent("\(project)/\(screen.name).png")))
            // Made in a runtime of its own with the real fonts (a view sized to fit measures its
            // text as it draws it), so nothing another test left behind applies.
            let runtime = UIModelRuntime()
            runtime.textMetrics = try SDLTextSystem(resources: TestSupport.resources)
            let rendered = try runtime.run { try screen.render() }
            let (fidelity, verifies, differs) = FidelityMeasure.measure(reference: reference, render: rendered.image, text: rendered.text,
                                                                        versionMasks: rendered.versionMasks,
                                                                        precision: Self.portedPrecision,
                                                                        perceptualPrecision: Self.portedPerceptualPrecision)
            measured[screen.name] = fidelity.rounded
            if verifies { verified += 1 }
            try writeReport(project, screen.name, FidelityMeasure.report(reference: reference, render: rendered.image, differs: differs,
                                                                         downscale: max(1, min(3, reference.width / 600))))
            if let was = recorded[screen.name] {
                let worse = fidelity.rounded.regressions(from: was)
                #expect(worse.isEmpty || recording, "\(screen.name) is further from iOS than it was: \(worse.joined(separator: "; "))")
            } else if !recording {
                Issue.record("\(screen.name) has no recorded figures: run the test with FIDELITY_RECORD=1 and commit \(figuresFile.path)")
            }
        }
        if recording {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try FileManager.default.createDirectory(at: figuresFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(measured).write(to: figuresFile)
        }
        print(Self.summary(group, measured, verified: verified))
    }

    static func summary(_ group: String, _ measured: [String: Fidelity], verified: Int) -> String {
        func median(_ values: [Double]) -> String {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return "-" }
            return String(format: "%.4f", sorted[sorted.count / 2])
        }
        let all = Array(measured.values)
        return "iOS references, \(group): \(all.count) screens, \(all.filter(\.sameSize).count) at iOS's size, "
            + "within ΔE 2.3 median \(median(all.map(\.withinJND))) (worst \(median([all.map(\.withinJND).min() ?? 0]))), "
            + "outside text median \(median(all.compactMap(\.withinJNDOutsideText))), SSIM median \(median(all.map(\.ssim))), "
            + "\(verified) verify at precision 0.98 / perceptual 0.98"
    }

    func writeReport(_ project: String, _ name: String, _ image: RGBAImage) throws {
        guard let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] else { return }
        let folder = URL(fileURLWithPath: artifacts).appendingPathComponent("iOSReferences/\(project)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try image.writePNG(to: folder.appendingPathComponent(name + ".png"))
    }
}
