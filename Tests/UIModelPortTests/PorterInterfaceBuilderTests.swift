import Foundation
import Testing
@testable import UIModelPort

/// `uimodel-port` on an app with a storyboard: the `UIModelInterfaceBuilder` class written from
/// the file's connections and the sources, what the file names that the sources lack, the
/// Info.plist's storyboards, the report's counts, and a second run that changes nothing.
@Suite struct PorterInterfaceBuilderTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/StoryboardApp")

    func ported() throws -> (folder: URL, summary: PortRun.Summary, lines: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-storyboard-\(UUID().uuidString)/App")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.app, to: folder)
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        return (folder, summary, lines)
    }

    @Test func theConnectionsBecomeTheGeneratedClass() throws {
        let (folder, summary, _) = try ported()
        #expect(summary.wroteInterfaceBuilder)
        let generated = try String(contentsOf: folder.appendingPathComponent("UIModelInterfaceBuilder.swift"), encoding: .utf8)
        #expect(generated.contains("final class UIModelInterfaceBuilder: InterfaceBuilderConnecting {"))
        // An outlet the superclass declares is set as the superclass's.
        #expect(generated.contains("if let o = object as? BaseViewController {\n            switch name {\n            case \"titleLabel\": return InterfaceBuilderValue.assign(value, to: &o.titleLabel)"))
        #expect(generated.contains("case \"checkOutButton\": return InterfaceBuilderValue.assign(value, to: &o.checkOutButton)"))
        // Actions by their Objective-C selectors, the sender cast to the parameter's type.
        #expect(generated.contains("case \"checkOut:\""))
        #expect(generated.contains("guard let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }\n                    o.checkOut(sender)"))
        #expect(generated.contains("case \"share\": return { [weak o] sender in\n                    guard let o else { return }\n                    o.share()"))
        // An unwind segue's action, found in whichever class declares it.
        #expect(generated.contains("case \"backHome:\""))
        #expect(generated.contains("case \"radius\": return InterfaceBuilderValue.assign(value, to: &o.radius)"))
        #expect(!generated.contains("borderWidth"), "UIKit's own key paths are set by the simulator")
        // The members the file connects are no longer private.
        let home = try String(contentsOf: folder.appendingPathComponent("HomeViewController.swift"), encoding: .utf8)
        #expect(home.contains("    weak var checkOutButton: UIButton!") && home.contains("    func checkOut(_ sender: UIButton) {}"))
    }

    @Test func whatTheFileNamesAndTheSourcesLackIsReportedWithItsLine() throws {
        let (_, summary, lines) = try ported()
        let storyboard = "Base.lproj/Main.storyboard"
        #expect(lines.contains { $0.hasSuffix("\(storyboard):36: warning: [<HomeViewController> setValue:forUndefinedKey:]: HomeViewController has no outlet 'priceLabel' (UIKit ends the app: this class is not key value coding-compliant for the key priceLabel)") })
        #expect(lines.contains { $0.hasSuffix("\(storyboard):37: warning: the outlet 'fixedLabel' of HomeViewController is a constant: make it a var") })
        #expect(lines.contains { $0.hasSuffix("\(storyboard):16: warning: -[HomeViewController refund:]: unrecognized selector: HomeViewController has no action method refund:") })
        #expect(lines.contains { $0.hasSuffix("\(storyboard):29: warning: Unknown class GoneView in Interface Builder file: none of the ported files declares it (UIKit uses the element's own class)") })
        #expect(summary.findings == 4)
    }

    @Test func theMainStoryboardIsWrittenForTheAppDelegate() throws {
        let (folder, _, _) = try ported()
        let plist = try String(contentsOf: folder.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        #expect(plist.contains("extension AppDelegate: SimulatorInfoPlist {"))
        #expect(plist.contains("static var mainStoryboardFile: String? { \"Main\" }"))
    }

    @Test func aSecondRunChangesNothing() throws {
        let (folder, _, _) = try ported()
        var lines: [String] = []
        let again = try PortRun(paths: [folder.path]).run { lines.append($0) }
        #expect(again.changedFiles == 0 && !again.wroteInfoPlist && !again.wroteInterfaceBuilder, "\(lines)")
    }

    @Test func theReportCountsTheFilesAndWhatIsNotSupported() throws {
        var lines: [String] = []
        _ = try PortRun(paths: [Self.app.path]).report { lines.append($0) }
        #expect(lines.last == "Interface Builder: 1 file, 2 scenes, 2 segues, 4 outlets, 3 actions; not supported: none", "a map view is made from the MapKit product")
    }

    @Test func selectorsAreSwiftsObjectiveCNames() {
        func selector(_ name: String, _ labels: [String]) -> String {
            ClassMembers.Method(name: name, labels: labels, types: labels.map { _ in "Any" }).selector
        }
        #expect(selector("save", []) == "save")
        #expect(selector("save", ["_"]) == "save:")
        #expect(selector("save", ["sender"]) == "saveWithSender:")
        #expect(selector("tap", ["_", "forEvent"]) == "tap:forEvent:")
    }
}
