import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The software keyboard: it slides up for a text field, posts UIKit's notifications, moves a
/// form pinned to the keyboard layout guide, types from its keys, and slides down.
@Suite(.serialized) struct SoftwareKeyboardTests {
    final class SignUp: UIViewController {
        let email = UITextField()
        let send = UIButton(configuration: .filled())
        var notes: [String] = []
        var endFrame: CGRect?
        var curve: Int?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            email.borderStyle = .roundedRect
            email.placeholder = "Email"
            email.keyboardType = .emailAddress
            email.returnKeyType = .send
            email.autocapitalizationType = .sentences
            email.accessibilityIdentifier = "email"
            send.configuration?.title = "Sign Up"
            for v in [email, send] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                send.leadingAnchor.constraint(equalTo: email.leadingAnchor),
                send.trailingAnchor.constraint(equalTo: email.trailingAnchor),
                send.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
                send.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
            ])
            let center = NotificationCenter.default
            for (name, label) in [(UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                                  (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
                                  (UIResponder.keyboardWillChangeFrameNotification, "willChange"), (UIResponder.keyboardDidChangeFrameNotification, "didChange")] {
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    let curve = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                    MainActor.assumeIsolated {
                        self?.notes.append(label)
                        self?.endFrame = end
                        self?.curve = curve
                    }
                }
            }
        }
    }

    @Test func aFieldBringsTheKeyboardUpTheFormRidesOnItAndItsKeysType() throws {
        let form = SignUp()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        app.run { UIModelRuntime.current.isHardwareKeyboardConnected = false }
        try app.advance(by: 0.2)
        let restBottom = app.run { form.send.frame.maxY }
        try app.tap(identifier: "email")
        // The keyboard is up after 0.25 s; before 0.5 s the blinking caret is still on.
        try app.advance(by: 0.45)
        #expect(form.notes == ["willChange", "willShow", "didChange", "didShow"] && form.curve == 7)
        #expect(form.endFrame == CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        // The button sits 16 pt above the keyboard now.
        #expect(app.run { form.send.frame.maxY } == 852 - 336 - 16 && restBottom == 852 - 34 - 16)
        assertSnapshot(of: app, as: .image, named: "email")
        // Left out of an image on request: the screen shows where the keyboard was.
        let with = try app.screenshot(), without = try app.screenshot(showsKeyboard: false)
        let scale = Int(with.width / 393), below = (x: 196 * scale, y: 780 * scale)
        #expect(with.pixel(x: below.x, y: below.y) != without.pixel(x: below.x, y: below.y))
        #expect(without.pixel(x: below.x, y: below.y).r == 255 && app.view(identifier: "keyboard") != nil)
        // Keys type, shift capitalizing the first letter; the email keyboard has an @ key.
        for key in ["h", "i", "@", "."] { try app.tap(identifier: "key:" + key) }
        #expect(app.run { form.email.text } == "Hi@.")
        #expect(app.view(identifier: "key:return")?.accessibilityLabel == "send")
        try app.tap(identifier: "key:return")
        try app.advance(by: 0.5)
        #expect(form.notes.suffix(4) == ["willChange", "willHide", "didChange", "didHide"])
        #expect(app.run { form.send.frame.maxY } == restBottom)
    }

    final class Notes: UIViewController {
        let scroll = UIScrollView()
        let heading = UITextField()
        let amount = UITextField()
        var lastEnd: CGRect?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scroll.frame = view.bounds
            scroll.contentSize = CGSize(width: 393, height: 2000)
            scroll.keyboardDismissMode = .onDrag
            view.addSubview(scroll)
            heading.frame = CGRect(x: 20, y: 100, width: 353, height: 34)
            heading.accessibilityIdentifier = "title"
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            bar.backgroundColor = .systemGray5
            heading.inputAccessoryView = bar
            amount.frame = CGRect(x: 20, y: 150, width: 353, height: 34)
            amount.accessibilityIdentifier = "amount"
            amount.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
            scroll.addSubview(heading)
            scroll.addSubview(amount)
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in
                // The modern form: the boxed frame cast straight to CGRect, as on iOS.
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { self?.lastEnd = end }
            }
        }
    }

    @Test func inputViewsCountInTheKeyboardAndADragDismissesIt() throws {
        let notes = Notes()
        let app = try SimulatorApp(rootViewController: notes, device: .iPhone15)
        try app.advance(by: 0.2)
        try app.tap(identifier: "title")
        try app.advance(by: 0.5)
        // The accessory bar sits on top of the 336 pt keyboard.
        #expect(notes.lastEnd == CGRect(x: 0, y: 852 - 380, width: 393, height: 380))
        let bar = try #require(notes.heading.inputAccessoryView)
        #expect(app.run { bar.convert(bar.bounds, to: nil) } == CGRect(x: 0, y: 852 - 380, width: 393, height: 44))
        // Another field with a view of its own in place of the keys: 216 pt over the indicator's 34.
        try app.tap(identifier: "amount")
        try app.advance(by: 0.5)
        #expect(notes.lastEnd == CGRect(x: 0, y: 852 - 250, width: 393, height: 250))
        #expect(app.view(identifier: "keyboard")?.isHidden == true)
        // A drag on the scroll view dismisses the keyboard.
        try app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2)
        try app.advance(by: 0.5)
        #expect(app.run { UIModelRuntime.current.firstResponder } == nil && notes.lastEnd?.minY == 852)
    }

    @Test func aNumberPadInDarkAppearance() throws {
        let form = SignUp()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        app.run {
            form.overrideUserInterfaceStyle = .dark
            form.email.keyboardType = .decimalPad
            form.email.keyboardAppearance = .dark
        }
        try app.tap(identifier: "email")
        try app.advance(by: 0.5)
        for key in ["4", "2", ".", "5"] { try app.tap(identifier: "key:" + key) }
        #expect(app.run { form.email.text } == "42.5")
        assertSnapshot(of: app, as: .image, named: "decimalPad")
    }

    /// A settings list whose rows hold text fields.
    final class Fields: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let field = UITextField(frame: CGRect(x: 20, y: 5, width: 300, height: 34))
            field.placeholder = "Field \(indexPath.row)"
            field.accessibilityIdentifier = "field\(indexPath.row)"
            cell.contentView.addSubview(field)
            return cell
        }
    }

    @Test func aTableControllerKeepsTheEditedRowAboveTheKeyboard() throws {
        let fields = Fields(style: .plain)
        let app = try SimulatorApp(rootViewController: fields, device: .iPhone15)
        try app.advance(by: 0.2)
        let restInset = app.run { fields.tableView.adjustedContentInset.bottom }
        try app.tap(identifier: "field15")
        try app.advance(by: 0.5)
        // The table can scroll above the 336 pt keyboard, and the field is in sight above it.
        #expect(app.run { fields.tableView.adjustedContentInset.bottom } == 336 && restInset == 34)
        let field = try #require(app.view(identifier: "field15"))
        let shown = app.run { field.convert(field.bounds, to: nil) }
        #expect(shown.maxY <= 852 - 336 && shown.minY >= 0)
        app.run { _ = field.resignFirstResponder() }
        try app.advance(by: 0.5)
        #expect(app.run { fields.tableView.adjustedContentInset.bottom } == 34)
    }

    @Test func anAlertWithATextFieldMovesAboveTheKeyboard() throws {
        let host = UIViewController()
        let app = try SimulatorApp(rootViewController: host, device: .iPhone15)
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        app.run { host.present(alert, animated: true) }
        // Presented, with the keyboard up and the blinking caret on.
        try app.advance(by: 1.35)
        let card = app.run { alert.view.convert(alert.view.bounds, to: nil) }
        #expect(app.run { alert.textFields?.first?.isFirstResponder } == true)
        #expect(card.maxY <= 852 - 336 && abs(card.midY - (59 + (852 - 336 - 59) / 2)) < 1)
        assertSnapshot(of: app, as: .image, named: "alert")
        // Its buttons still take taps, and the keyboard goes with it.
        try app.tap(identifier: "alertAction:Save")
        try app.advance(by: 0.8)
        #expect(app.run { host.presentedViewController } == nil && app.view(identifier: "keyboard")?.window?.isHidden != false)
    }

    @Test func aConnectedHardwareKeyboardKeepsTheSoftwareOneOutOfScreenshots() throws {
        let form = SignUp()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        #expect(!app.isHardwareKeyboardConnected)
        app.isHardwareKeyboardConnected = true
        try app.tap(identifier: "email")
        try app.type("ana")
        try app.advance(by: 0.5)
        // Typed on the host's keyboard, autocapitalized as a sentence.
        #expect(app.run { form.email.text } == "Ana" && form.notes.isEmpty && app.view(identifier: "keyboard") == nil)
        // Disconnected while editing: the keyboard slides up for the field being edited.
        app.isHardwareKeyboardConnected = false
        try app.advance(by: 0.5)
        #expect(form.notes == ["willChange", "willShow", "didChange", "didShow"])
    }

    @Test func deleteRepeatsWhileHeld() throws {
        let form = SignUp()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        try app.tap(identifier: "email")
        try app.type("abcdefghij")
        try app.advance(by: 0.5)
        let key = try #require(app.view(identifier: "key:delete"))
        let p = app.run { key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil) }
        // One as the finger lands, then every 0.1 s from 0.5 s: four by 0.78 s.
        try app.down(at: p)
        try app.advance(by: 0.78)
        try app.up(at: p)
        try app.advance(by: 0.5)
        #expect(app.run { form.email.text } == "Abcdef")
    }

    /// A chat-style screen: a scroll view that dismisses the keyboard interactively, and a bar
    /// pinned to the keyboard layout guide.
    final class Chat: UIViewController {
        let scroll = UIScrollView()
        let field = UITextField()
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scroll.frame = view.bounds
            scroll.contentSize = CGSize(width: 393, height: 2000)
            scroll.keyboardDismissMode = .interactive
            view.addSubview(scroll)
            field.frame = CGRect(x: 20, y: 100, width: 353, height: 34)
            field.accessibilityIdentifier = "message"
            scroll.addSubview(field)
            bar.backgroundColor = .systemGray5
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50), bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func anInteractiveDragPullsTheKeyboardDownAndLetsItGoOrBack() throws {
        let chat = Chat()
        let app = try SimulatorApp(rootViewController: chat, device: .iPhone15)
        try app.tap(identifier: "message")
        try app.advance(by: 0.5)
        #expect(abs(app.run { chat.bar.frame.maxY } - (852 - 336)) < 0.5)
        // The finger reaches the keyboard and pulls it: the bar follows.
        try app.down(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 320, through: 640, by: 20) { try app.move(to: CGPoint(x: 200, y: y)); try app.advance(frames: 1) }
        #expect(abs(app.run { chat.bar.frame.maxY } - 640) < 0.5)
        // Back up a little and let go moving up: the keyboard slides back, still editing.
        for y in stride(from: 620, through: 560, by: -20) { try app.move(to: CGPoint(x: 200, y: y)); try app.advance(frames: 1) }
        try app.up(at: CGPoint(x: 200, y: 560))
        try app.advance(by: 0.5)
        #expect(abs(app.run { chat.bar.frame.maxY } - (852 - 336)) < 0.5 && app.run { chat.field.isFirstResponder })
        // Pulled down and let go going down: it hides and editing ends.
        try app.down(at: CGPoint(x: 200, y: 400))
        for y in stride(from: 420, through: 700, by: 20) { try app.move(to: CGPoint(x: 200, y: y)); try app.advance(frames: 1) }
        try app.up(at: CGPoint(x: 200, y: 700))
        try app.advance(by: 0.5)
        #expect(app.run { !chat.field.isFirstResponder } && abs(app.run { chat.bar.frame.maxY } - (852 - 34)) < 0.5)
    }

    @Test func aDeviceChangeWhileTheKeyboardSlidesUpResizesIt() throws {
        let form = SignUp()
        let app = try SimulatorApp(rootViewController: form, device: .iPhone15)
        try app.tap(identifier: "email")
        try app.advance(by: 0.1)  // mid-slide
        try app.setDevice(try #require(DevicePreset.named("ipad-pro-11")))
        try app.advance(by: 1)
        let size = app.run { UIScreen.main.bounds.size }
        #expect(form.endFrame == CGRect(x: 0, y: size.height - 320, width: size.width, height: 320), "an iPad's keyboard")
        try app.rotate()
        try app.advance(by: 1)
        let turned = app.run { UIScreen.main.bounds.size }
        #expect(form.endFrame == CGRect(x: 0, y: turned.height - 398, width: turned.width, height: 398))
        #expect(app.run { form.email.isFirstResponder } && app.run { UIModelRuntime.current.hierarchyProblems() }.isEmpty)
    }
}
