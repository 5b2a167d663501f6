import Foundation
@testable import SimulatorCore
@testable import SimulatorKit
@testable import SimulatorRendering
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// What VoiceOver reads, in its order, on a screen a user wrote; the dump's tree; the snapshot.
@Suite struct AccessibilityHierarchyTests {
    static let ticketReading = [
        "Tickets. Heading.",
        "Fewer tickets. Button.", "2 tickets", "More tickets. Button.",
        "Seat A1: Free. Button.", "Seat A4: Taken. Dimmed. Button.", "Seat A2: Taken. Dimmed. Button.", "Seat A3: Free. Button.",
        "Venue map. Image.",
        "Email. Text Field.",
        "Selected: Standard. Button.", "Premium. Button.",
        "Remind me the day before. Switch Button. On.",
        "Buy. Dimmed. Button.",
    ]

    @Test func theTicketScreenReadsInVoiceOversOrder() throws {
        let app = try SimulatorApp(rootViewController: TicketViewController())
        let elements = app.accessibility.elements
        #expect(elements.map(\.description) == Self.ticketReading)
        let buy = try #require(elements.last)
        #expect(buy.hint == "Choose seats first." && buy.spokenHint == "Choose seats first.")
        #expect(buy.traits == [.button, .notEnabled] && buy.type == "UIButton")
        // The seat map's elements are placed from their container's coordinates, on screen.
        let a1 = elements[4]
        #expect(a1.type == "UIAccessibilityElement" && a1.label == "Seat A1" && a1.value == "Free")
        let map = try #require((app.session.window?.rootViewController as? TicketViewController)?.seats)
        let tile = map.convert(CGRect(x: 0, y: 20, width: 60, height: 60), to: nil)
        #expect(abs(a1.frame.minY - tile.minY) < 0.001 && a1.frame.height == 60)
    }

    @Test func rightToLeftReadsEachRowFromTheRight() throws {
        let app = try SimulatorApp(rootViewController: TraitContainer(child: TicketViewController(),
                                                                      traits: UITraitCollection(layoutDirection: .rightToLeft)))
        let reading = app.accessibility.elements.map(\.description)
        #expect(reading[1...3] == ["More tickets. Button.", "2 tickets", "Fewer tickets. Button."])
        // An explicit order stays as the app listed it.
        #expect(reading[4...7] == Self.ticketReading[4...7])
        #expect(reading[10...11] == ["Premium. Button.", "Selected: Standard. Button."])
    }

    @Test func hiddenEmptyAndCoveredViewsAreNotRead() throws {
        let vc = TicketViewController()
        let app = try SimulatorApp(rootViewController: vc)
        vc.count.alpha = 0
        vc.seats.accessibilityElementsHidden = true
        vc.heading.text = ""
        let reading = app.accessibility.elements.map(\.description)
        #expect(reading.first == "Heading.")
        #expect(!reading.contains("2 tickets") && !reading.contains { $0.hasPrefix("Seat") })
        // A modal view hides its siblings.
        vc.email.accessibilityViewIsModal = true
        #expect(app.accessibility.elements.map(\.description) == ["Email. Text Field."])
    }

    @Test func groupedChildrenAreReadTogether() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        func label(_ text: String, _ x: CGFloat, _ y: CGFloat, in parent: UIView) {
            let l = UILabel(frame: CGRect(x: x, y: y, width: 100, height: 20))
            l.text = text
            parent.addSubview(l)
        }
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        [left, right].forEach(root.addSubview)
        label("Name", 0, 0, in: left); label("Ada", 0, 40, in: left)
        label("Born", 0, 0, in: right); label("1815", 0, 40, in: right)
        #expect(AccessibilityHierarchy(root: root).elements.map(\.description) == ["Name", "Born", "Ada", "1815"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(AccessibilityHierarchy(root: root).elements.map(\.description) == ["Name", "Ada", "Born", "1815"])
    }

    @Test func anAlertIsReadAloneAndTheDumpListsTheTree() throws {
        let vc = TicketViewController()
        let app = try SimulatorApp(rootViewController: vc)
        let alert = UIAlertController(title: "Sold out", message: "Try another date.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        vc.present(alert, animated: false)
        try app.advance(by: 0.1)
        #expect(app.accessibility.elements.map(\.description) == ["Sold out", "Try another date.", "OK. Button."])
        guard case .object(let dump) = app.dump(), case .array(let tree)? = dump["accessibility"],
              case .object(let ok)? = tree.last else { Issue.record("no accessibility tree in the dump"); return }
        #expect(ok["description"] == .string("OK. Button.") && ok["label"] == .string("OK"))
        #expect(ok["traits"] == .array([.string("button")]))
        #expect(ok["type"] == .string("UIButton"))
    }

    @Test func speechFollowsVoiceOversPhrasing() {
        func say(_ label: String?, _ value: String? = nil, _ hint: String? = nil, _ traits: UIAccessibilityTraits = []) -> [String?] {
            let s = Speech(label: label, value: value, hint: hint, traits: traits)
            return [s.description, s.hint]
        }
        #expect(say("Volume", "50%", nil, .adjustable) == ["Volume: 50%. Adjustable.", Speech.adjustableHint])
        #expect(say("Wi-Fi", "1", nil, [.button, .toggleButton]) == ["Wi-Fi. Switch Button. On.", Speech.toggleHint])
        #expect(say("Wi-Fi", "0", nil, [.button, .toggleButton, .notEnabled]) == ["Wi-Fi. Dimmed. Switch Button. Off.", nil])
        #expect(say(nil, nil, "Opens the menu") == ["Opens the menu", nil])
        #expect(say(nil, nil, nil, .button) == ["Button.", nil])
        #expect(say("Photos", nil, nil, [.button, .selected]) == ["Selected: Photos. Button.", nil])
        #expect(say("Done.", nil, nil, .button) == ["Done. Button.", nil])
        let field = Speech(label: nil, value: "Ada", hint: nil, traits: [], isTextField: true)
        #expect(field.description == "Ada. Text Field." && field.hint == Speech.textFieldHint)
    }

    @Test func theAccessibilitySnapshotMarksEachElementAndListsThemBeside() throws {
        assertSnapshot(of: TicketViewController(), as: .accessibilityImage, named: "tickets")
    }

    @Test func anAccessibilitySnapshotOfARunningAppLeavesItRunning() throws {
        let vc = TicketViewController()
        let app = try SimulatorApp(rootViewController: vc)
        var frame: SnapshotFrame?
        Snapshotting<SimulatorApp, SnapshotFrame>.accessibilityImage.snapshot(app).run { frame = $0 }
        let image = try #require(frame).image()
        let screen = try app.screenshot()
        // The screen plus a 300 pt legend, at the device's scale.
        #expect(image.width == screen.width + 900 && image.height >= screen.height)
        // The heading's marker: the border's colour (the palette's first, red) on its top edge.
        let heading = try #require(app.accessibility.elements.first).frame
        let p = image.pixel(x: Int(heading.midX * 3), y: Int(heading.minY * 3) + 1)
        #expect(p == (r: 255, g: 59, b: 48, a: 255))
        // The app still runs: its controls still take taps.
        var tapped = false
        vc.more.addAction(UIAction(title: "") { _ in tapped = true }, for: .touchUpInside)
        try app.tap(at: vc.more.convert(CGPoint(x: 22, y: 22), to: nil))
        #expect(tapped)
    }
}

/// A container that overrides its child's traits, as an app's own container would.
final class TraitContainer: UIViewController {
    let child: UIViewController

    init(child: UIViewController, traits: UITraitCollection) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
        addChild(child)
        setOverrideTraitCollection(traits, forChild: child)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// UISwitch's pixels.
@Suite struct SwitchSnapshotTests {
    @Test func offOnTintedAndDisabledSwitches() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 51))
        row.backgroundColor = .systemBackground
        let on = UISwitch(frame: .zero), tinted = UISwitch(frame: .zero), disabled = UISwitch(frame: .zero)
        on.isOn = true
        tinted.isOn = true
        tinted.onTintColor = .systemBlue
        disabled.isOn = true
        disabled.isEnabled = false
        for (i, s) in [UISwitch(frame: .zero), on, tinted, disabled].enumerated() {
            s.frame.origin = CGPoint(x: 10 + CGFloat(i) * 62, y: 10)
            row.addSubview(s)
        }
        assertSnapshot(of: row, as: .image, named: "switches")
    }
}
