import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// The adaptive demo driven by scripts: presets flip the size classes and everything adapts.
@Suite(.serialized) struct AdaptiveSceneTests {
    private func event(_ t: Double, _ a: Script.Action) -> Script.Event { Script.Event(t: t, action: a) }

    private func json(_ url: URL) throws -> [String: Any] { try TestSupport.json(url) }

    private func find(_ id: String, in view: [String: Any]) -> [String: Any]? { TestSupport.find(id, in: view) }

    private func findController(_ type: String, in vc: [String: Any]) -> [String: Any]? {
        if vc["type"] as? String == type { return vc }
        for c in (vc["children"] as? [[String: Any]] ?? []) + [vc["presented"] as? [String: Any]].compactMap({ $0 }) {
            if let hit = findController(type, in: c) { return hit }
        }
        return nil
    }

    private func makeRunner(_ name: String, device: String = "ipad-pro-11-landscape") throws -> (HeadlessRunner, SimulatorSession, URL) {
        let out = TestSupport.temporaryDirectory(name)
        let session = try TestSupport.session(scene: "adaptive", device: device, scale: 1)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: out)
        return (runner, session, out)
    }

    private func text(_ id: String, _ session: SimulatorSession) -> String? { (session.view(withIdentifier: id) as? UILabel)?.text }

    // iPad landscape (1194 × 834) positions of the detail's buttons, in points.
    static let apple = CGPoint(x: 100, y: 150)
    static let popover = CGPoint(x: 473, y: 321), alert = CGPoint(x: 757, y: 321), actionSheet = CGPoint(x: 1040, y: 321)
    static let halfSheet = CGPoint(x: 473, y: 366), search = CGPoint(x: 757, y: 366)

    @Test func presetsCollapseAndSeparateTheSplitAndSwitchTheFaceAndTint() throws {
        let (runner, _, out) = try makeRunner("adaptive-presets")
        // (preset, collapsed, crying face, red tint)
        let steps: [(String, Bool, Bool)] = [
            ("ipad-pro-11-landscape", false, false), ("iphone-15", true, false), ("iphone-15-landscape", true, true),
            ("iphone-15-pro-max-landscape", false, true), ("ipad-slide-over", true, false),
            ("ipad-pro-12-9-split-half", false, false), ("iphone-se-landscape", true, true), ("ipad-pro-11", false, false),
        ]
        var events = [event(0.2, .tap(Self.apple))]
        for (i, s) in steps.enumerated() {
            events.append(event(1 + Double(i), .device(DevicePreset.named(s.0)!)))
            events.append(event(1.5 + Double(i), .dump(s.0)))
        }
        try runner.run(Script(events: events))
        for s in steps {
            let dump = try json(out.appendingPathComponent("\(s.0).json"))
            let vcs = try #require(dump["viewControllers"] as? [String: Any])
            let split = try #require(findController("UISplitViewController", in: vcs))
            #expect(split["collapsed"] as? Bool == s.1, "\(s.0)")
            let views = try #require(dump["views"] as? [String: Any])
            #expect(find("detail:Apple", in: views) != nil, "the selection survives on \(s.0)")
            let face = try #require(find("face", in: views))
            #expect(face["image"] as? String == (s.2 ? "Face/cry.png" : "Face/smile.png"), "\(s.0)")
            let tint = try #require(face["tintColor"] as? [Double])
            #expect(s.2 ? tint[0] > 0.9 && tint[1] < 0.3 : tint[1] > 0.7 && tint[0] < 0.3, "\(s.0): \(tint)")
        }
    }

    @Test func screenshotsInRegularAndCompactEnvironments() throws {
        let (runner, _, _) = try makeRunner("adaptive-shots")
        try runner.run(Script(events: [event(0.2, .tap(Self.apple)), event(0.8, .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "ipad-landscape-split")
        try runner.run(Script(events: [event(1, .device(DevicePreset.named("iphone-15-landscape")!)), event(1.5, .wait(0))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "iphone-landscape-collapsed")
    }

    @Test func thePopoverBecomesASheetAndBackWhileShown() throws {
        let (runner, session, out) = try makeRunner("adaptive-popover")
        try runner.run(Script(events: [
            event(0.2, .tap(Self.apple)), event(0.8, .tap(Self.popover)), event(1.5, .dump("popover")),
            event(1.6, .device(DevicePreset.named("ipad-slide-over")!)), event(2.2, .dump("sheet")),
        ]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "popover-as-sheet")
        try runner.run(Script(events: [event(2.3, .device(DevicePreset.named("ipad-pro-11-landscape")!)), event(3, .dump("back"))]))
        assertSnapshot(of: try runner.renderFrame(), as: .image, named: "popover")
        for (name, style) in [("popover", "popover"), ("sheet", "pageSheet"), ("back", "popover")] {
            let vcs = try #require(try json(out.appendingPathComponent("\(name).json"))["viewControllers"] as? [String: Any])
            let content = try #require(findController("PopoverContentController", in: vcs))
            #expect(content["presentationStyle"] as? String == style, "\(name)")
        }
        #expect(text("popoverContent", session) == nil)
        // A tap outside the popover dismisses it.
        try runner.run(Script(events: [event(3.2, .tap(CGPoint(x: 1000, y: 700))), event(4, .wait(0))]))
        #expect(session.view(withIdentifier: "popoverContent") == nil)
    }

    @Test func theAlertTakesTypedTextAndRunsTheActionHandlers() throws {
        let (runner, session, _) = try makeRunner("adaptive-alert")
        // Typing from the host's keyboard: the hardware keyboard is connected (Ctrl+K), so no
        // software keyboard covers the alert.
        try runner.run(Script(events: [
            event(0.1, .key("ctrl+k", .toggleHardwareKeyboard)),
            event(0.2, .tap(Self.apple)), event(0.8, .tap(Self.alert)), event(1.5, .text("Ana")),
            event(1.6, .key("backspace", .deleteBackward)), event(1.7, .text("a")),
        ]))
        let field = try #require(session.view(withIdentifier: "alertTextField0") as? UITextField)
        #expect(field.text == "Ana" && field.isEditing)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "alert")
        try runner.run(Script(events: [event(1.8, .key("return", .insertNewline)), event(2.6, .wait(0))]))  // the preferred action
        #expect(text("result", session) == "Hello, Ana!" && session.view(withIdentifier: "alertAction:OK") == nil)
        // Cancel runs the cancel handler.
        try runner.run(Script(events: [event(2.8, .tap(Self.alert)), event(3.6, .wait(0))]))
        let cancel = try #require(session.view(withIdentifier: "alertAction:Cancel"))
        let p = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        try runner.run(Script(events: [event(3.7, .tap(p)), event(4.5, .wait(0))]))
        #expect(text("result", session) == "Alert cancelled")
    }

    @Test func theActionSheetIsAPopoverInRegularWidthAndASheetInCompact() throws {
        let (runner, session, out) = try makeRunner("adaptive-actionsheet")
        try runner.run(Script(events: [event(0.2, .tap(Self.apple)), event(0.8, .tap(Self.actionSheet)), event(1.5, .dump("regular"))]))
        #expect(session.view(withIdentifier: "alertAction:Cancel")?.isHidden == true)  // no cancel button in a popover
        try runner.run(Script(events: [event(1.6, .tap(CGPoint(x: 200, y: 700))), event(2.4, .wait(0))]))  // outside: cancel
        #expect(text("result", session) == "Sheet cancelled")
        // Compact width (iPhone): a sheet at the bottom with a cancel button.
        try runner.run(Script(events: [event(2.5, .device(DevicePreset.named("iphone-15")!)), event(3, .tap(CGPoint(x: 104, y: 459))),
                                       event(3.8, .dump("compact"))]))
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "action-sheet-compact")
        let vcs = try #require(try json(out.appendingPathComponent("compact.json"))["viewControllers"] as? [String: Any])
        #expect(findController("UIAlertController", in: vcs)?["presentationStyle"] as? String == "overFullScreen")
        let regular = try #require(try json(out.appendingPathComponent("regular.json"))["viewControllers"] as? [String: Any])
        #expect(findController("UIAlertController", in: regular)?["presentationStyle"] as? String == "popover")
        let delete = try #require(session.view(withIdentifier: "alertAction:Delete"))
        #expect(session.view(withIdentifier: "alertAction:Cancel")?.isHidden == false)
        let p = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
        try runner.run(Script(events: [event(3.9, .tap(p)), event(4.7, .wait(0))]))
        #expect(text("result", session) == "Deleted" && session.view(withIdentifier: "alertAction:Delete") == nil)
    }

    @Test func theHalfSheetDimsBehindAndATapOnTheDimmingDismisses() throws {
        let (runner, session, _) = try makeRunner("adaptive-half")
        try runner.run(Script(events: [event(0.2, .tap(Self.apple)), event(0.8, .tap(Self.halfSheet)), event(1.6, .wait(0))]))
        let sheet = try #require(session.view(withIdentifier: "halfSheet"))
        #expect(sheet.frame == CGRect(x: 0, y: 417, width: 1194, height: 417))
        #expect(abs((session.view(withIdentifier: "halfSheetDimming")?.alpha ?? 0) - 0.4) < 0.001)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "half-sheet")
        try runner.run(Script(events: [event(1.7, .device(DevicePreset.named("iphone-15")!)), event(2.2, .wait(0))]))
        #expect(sheet.frame == CGRect(x: 0, y: 426, width: 393, height: 426))  // re-laid out for the new size
        try runner.run(Script(events: [event(2.3, .tap(CGPoint(x: 200, y: 100))), event(3.2, .wait(0))]))
        #expect(session.view(withIdentifier: "halfSheet") == nil && session.view(withIdentifier: "halfSheetDimming") == nil)
    }

    @Test func theSearchBarFiltersTheList() throws {
        let (runner, session, _) = try makeRunner("adaptive-search")
        try runner.run(Script(events: [event(0.1, .key("ctrl+k", .toggleHardwareKeyboard)), event(0.2, .tap(Self.search)),
                                       event(1.0, .tap(CGPoint(x: 597, y: 180))), event(1.2, .text("an"))]))
        let sheet = try #require(session.view(withIdentifier: "searchSheet"))
        let table = sheet.view(withAccessibilityIdentifier: "searchTable") as! UITableView
        let visible = table.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(visible == ["Banana", "Mango", "Orange"])
        #expect(session.view(withIdentifier: "searchCancel")?.isHidden == false)
        assertSnapshot(of: try runner.renderFrame(), as: .frame(), named: "search")
        let cancel = try #require(session.view(withIdentifier: "searchCancel"))
        let p = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        try runner.run(Script(events: [event(1.4, .tap(p)), event(1.6, .wait(0))]))
        #expect(table.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == AdaptiveSceneTests.items)
    }

    static let items = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]

    /// A detail screen's buttons, its controller and its views are freed once the screen is gone:
    /// a button's UIAction reaches the button through its sender, not by capturing it.
    @Test func aReplacedDetailScreenIsFreed() throws {
        let (runner, session, _) = try makeRunner("adaptive-leak")
        try runner.run(Script(events: [event(0.1, .tap(Self.apple)), event(0.5, .wait(0))]))
        weak let button = session.view(withIdentifier: "popover")
        weak let face = session.view(withIdentifier: "face")
        #expect(button != nil && face != nil)
        // Choosing another item replaces the detail; leaving the scene frees the rest.
        try runner.run(Script(events: [event(0.6, .tap(CGPoint(x: 100, y: 194))), event(1.0, .wait(0))]))
        (session.appDelegate as? SimulatorScenes)?.showScene(named: "views")
        try runner.run(Script(events: [event(1.1, .wait(0.1))]))
        #expect(button == nil, "the detail's button is still alive")
        #expect(face == nil, "the detail's face is still alive")
    }
}
