import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct TextFieldOverlayTests: AnimationTesting {
    /// A field padded as apps pad theirs, by overriding its text rectangle.
    final class Padded: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
    }

    final class Log: NSObject, UITextFieldDelegate {
        var events: [String] = []
        var allowsClear = true
        func textFieldShouldClear(_ textField: UITextField) -> Bool { events.append("shouldClear"); return allowsClear }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { events.append("end \(reason)") }
    }

    func field(_ make: () -> UITextField = { UITextField() }) -> UITextField {
        let root = makeView().window!
        let f = make()
        f.frame = CGRect(x: 10, y: 100, width: 300, height: 34)
        root.addSubview(f)
        return f
    }

    /// A field answers its text's size whatever size is offered, as UIKit's: `sizeToFit()`
    /// shrinks it to its text; a rounded-rect border adds 7 pt a side.
    @Test func aFieldFitsItsText() {
        let f = field()
        f.text = "Hello"
        let fits = f.sizeThatFits(CGSize(width: 300, height: 100))
        #expect(fits == f.intrinsicContentSize && fits == f.sizeThatFits(.zero) && fits.width < 100)
        f.sizeToFit()
        #expect(f.bounds.size == fits)
        f.borderStyle = .roundedRect
        #expect(f.sizeThatFits(.zero).width == fits.width + 14 && f.sizeThatFits(.zero).height == fits.height + 10)
    }

    @Test func leftAndRightViewsFrameTheTextAndShowByTheirModes() {
        let f = field()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let unit = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        f.leftView = icon
        f.leftViewMode = .always
        f.rightView = unit
        f.rightViewMode = .unlessEditing
        f.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20) && unit.frame == CGRect(x: 260, y: 7, width: 40, height: 20))
        #expect(f.textRect(forBounds: f.bounds) == CGRect(x: 30, y: 0, width: 230, height: 34))
        f.becomeFirstResponder()
        f.layoutIfNeeded()
        // A borderless field's text reaches its edge (a rounded-rect one keeps 7 pt).
        #expect(unit.isHidden && !icon.isHidden && f.textRect(forBounds: f.bounds).maxX == 300)
        f.borderStyle = .roundedRect
        #expect(f.textRect(forBounds: f.bounds).maxX == 293)
    }

    @Test func theClearButtonShowsWithTextAndClearsAsAnEdit() {
        let f = field()
        let log = Log()
        f.delegate = log
        var changes = 0
        f.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        f.clearButtonMode = .whileEditing
        f.becomeFirstResponder()
        f.layoutIfNeeded()
        #expect(f.clearButton.isHidden)  // no text yet
        f.insertText("hello")
        f.layoutIfNeeded()
        #expect(!f.clearButton.isHidden && f.clearButton.frame == CGRect(x: 276, y: 7.5, width: 19, height: 19))
        log.allowsClear = false
        f.clearButton.sendActions(for: .touchUpInside)
        #expect(f.text == "hello" && log.events == ["shouldClear"])
        log.allowsClear = true
        f.clearButton.sendActions(for: .touchUpInside)
        #expect(f.text == "" && changes == 2 && log.events == ["shouldClear", "shouldClear"])
        f.resignFirstResponder()
        #expect(log.events.last == "end committed")
    }

    @Test func anOverriddenTextRectPlacesTheTextAndPlaceholder() {
        let f = field { Padded() }
        f.placeholder = "Email"
        f.layoutIfNeeded()
        let placeholder = f.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Email" }
        #expect(placeholder?.frame == CGRect(x: 20, y: 0, width: 260, height: 34))
    }
}
