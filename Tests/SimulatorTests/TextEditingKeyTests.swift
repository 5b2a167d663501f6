import Foundation
import SimulatorKit
import Testing
import UIModel

/// The host's editing keys in scripts and the driver: shift-arrows select, Ctrl+C copies, a
/// clipboard event brings the desktop's text, Ctrl+V pastes it.
@Suite(.serialized) struct TextEditingKeyTests {
    final class Form: UIViewController {
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.frame = CGRect(x: 20, y: 120, width: 353, height: 34)
            field.borderStyle = .roundedRect
            field.accessibilityIdentifier = "field"
            view.addSubview(field)
        }
    }

    @Test func shiftArrowsCopyAndTheDesktopClipboardPaste() throws {
        let form = Form()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        try app.key("ctrl+k")  // the host's keyboard types: no software keyboard
        try app.tap(identifier: "field")
        try app.type("hello world")
        #expect(app.run { form.field.text } == "Hello world", "autocapitalized as a sentence")
        for _ in 0..<5 { try app.key("shift+left") }
        try app.key("ctrl+c")
        #expect(app.run { UIPasteboard.general.string } == "world")
        try app.key("home")
        try app.key("ctrl+v")
        #expect(app.run { form.field.text } == "worldHello world")
        // Text from the desktop's clipboard, as the window records it before a paste.
        try app.run(Script(events: [Script.Event(t: 0, action: .clipboard("new ")), Script.Event(t: 0.01, action: .key("ctrl+v", nil))]))
        #expect(app.run { form.field.text } == "worldnew Hello world")
        // The blinking caret does not keep the app from being idle.
        try app.waitUntilIdle(timeout: 2)
    }

    @Test func clipboardEventsAndEditingKeyNamesRoundTrip() throws {
        let script = try Script.parse(Data(#"""
            {"events": [{"t": 0, "clipboard": "line\none"}, {"t": 0.1, "key": "shift+left"}, {"t": 0.2, "key": "end"}]}
            """#.utf8))
        #expect(script.events[0] == Script.Event(t: 0, action: .clipboard("line\none")))
        #expect(script.events[1] == Script.Event(t: 0.1, action: .key("shift+left", nil)))
        #expect(try Script.parse(Data(script.json().utf8)) == script)
        #expect(throws: (any Error).self) { try Script.parse(Data(#"{"events": [{"t": 0, "key": "shift+q"}]}"#.utf8)) }
    }
}
