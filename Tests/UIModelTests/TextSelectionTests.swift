import Foundation
import Testing
@testable import UIModel

/// Selections in text fields and text views: UITextInput positions, caret keys, touches that
/// place the caret or select, copy and paste, autocapitalization and the secure field's glimpse.
@Suite(.serialized, .freshRuntime) struct TextSelectionTests: AnimationTesting {
    final class Log: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var changes: [(NSRange, String)] = []
        var selectionChanges = 0
        var refusesAll = false
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            changes.append((range, string))
            return !refusesAll
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            changes.append((range, text))
            return !refusesAll
        }
        func textViewDidChangeSelection(_ textView: UITextView) { selectionChanges += 1 }
    }

    /// A field 300 pt wide on a fresh screen, editing `text` with the caret at the end.
    func editing(_ text: String, log: Log? = nil) -> UITextField {
        let window = makeView().window!
        let f = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        f.autocapitalizationType = .none
        f.text = text
        f.delegate = log
        window.addSubview(f)
        f.becomeFirstResponder()
        f.layoutIfNeeded()
        return f
    }

    func key(_ k: TextEditingKey) { UIModelRuntime.current.performTextEditingKey(k) }

    @Test func typingReplacesTheSelectionAndPositionsCountUTF16() {
        let log = Log()
        let f = editing("hello world", log: log)
        #expect(f.selectedTextRange.map { f.offset(from: f.beginningOfDocument, to: $0.start) } == 11)
        let start = f.position(from: f.beginningOfDocument, offset: 6)!, end = f.position(from: start, offset: 5)!
        f.selectedTextRange = f.textRange(from: start, to: end)
        #expect(log.selectionChanges == 1 && f.text(in: f.selectedTextRange!) == "world")
        f.insertText("there")
        #expect(f.text == "hello there" && log.changes.last! == (NSRange(location: 6, length: 5), "there"))
        #expect(f.offset(from: f.beginningOfDocument, to: f.selectedTextRange!.start) == 11 && f.selectedTextRange!.isEmpty)
        #expect(f.position(from: f.endOfDocument, offset: 1) == nil && f.position(from: f.beginningOfDocument, offset: -1) == nil)
        #expect(f.compare(f.beginningOfDocument, to: f.endOfDocument) == .orderedAscending)
        // replace(_:withText:) edits without asking the delegate.
        f.replace(f.textRange(from: f.beginningOfDocument, to: f.position(from: f.beginningOfDocument, offset: 5)!)!, withText: "HELLO")
        #expect(f.text == "HELLO there" && log.changes.count == 1)
        // Not editing: no selected range.
        f.resignFirstResponder()
        #expect(f.selectedTextRange == nil)
    }

    @Test func arrowsStepOverWholeCharactersAndShiftSelects() {
        let f = editing("a👍🏽b")
        #expect((f.text! as NSString).length == 6)
        key(.left)
        #expect(f.selection == NSRange(location: 5, length: 0))
        key(.left)
        #expect(f.selection == NSRange(location: 1, length: 0), "the emoji and its skin tone are one character")
        key(.shiftRight)
        key(.shiftRight)
        #expect(f.selection == NSRange(location: 1, length: 5))
        f.deleteBackward()
        #expect(f.text == "a" && f.selection == NSRange(location: 1, length: 0))
        key(.home)
        #expect(f.selection.location == 0)
        key(.shiftLeft)
        #expect(f.selection == NSRange(location: 0, length: 0))
        key(.end)
        #expect(f.selection.location == 1)
    }

    @Test func copyCutAndPasteGoThroughTheGeneralPasteboard() {
        let log = Log()
        let f = editing("one two", log: log)
        let board = UIPasteboard.general
        let count = board.changeCount
        key(.selectAll)
        key(.copy)
        #expect(board.string == "one two" && board.changeCount == count + 1 && board.hasStrings)
        key(.right)
        key(.paste)
        #expect(f.text == "one twoone two")
        // Cut asks the delegate; refused, nothing is cut and the pasteboard keeps what it had.
        log.refusesAll = true
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: f.position(from: f.beginningOfDocument, offset: 3)!)
        f.cut(nil)
        #expect(f.text == "one twoone two" && board.string == "one two")
        log.refusesAll = false
        f.cut(nil)
        #expect(f.text == " twoone two" && board.string == "one")
        // A field keeps pasted text on one line; a million characters paste without trouble.
        board.string = "a\nb"
        f.paste(nil)
        #expect(f.text == "a b twoone two")
        board.string = String(repeating: "x", count: 1_000_000)
        key(.selectAll)
        f.paste(nil)
        #expect(f.text!.count == 1_000_000 && f.selection.location == 1_000_000)
        f.layoutIfNeeded()
        #expect(f.caretRect(for: f.endOfDocument).maxX <= f.bounds.maxX, "the caret stays in sight")
        // A secure field does not copy.
        f.isSecureTextEntry = true
        board.string = "kept"
        f.selectAll(nil)
        f.copy(nil)
        #expect(board.string == "kept")
    }

    @Test func aDelegateThatRefusesEverythingLeavesTheTextAlone() {
        let log = Log()
        log.refusesAll = true
        let f = editing("same", log: log)
        f.insertText("x")
        f.deleteBackward()
        UIPasteboard.general.string = "y"
        f.paste(nil)
        #expect(f.text == "same" && log.changes.count == 3 && f.selection == NSRange(location: 4, length: 0))
    }

    @Test func touchesPlaceTheCaretSelectAWordAndDragASelection() {
        let f = editing("alpha beta gamma")
        let text = f.textLabel.frame.minX
        let betaStart = text + f.caretX(at: 6), betaMid = text + f.caretX(at: 8)
        func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ t: Double) {
            app.handleTouch(phase, at: f.convert(CGPoint(x: x, y: 17), to: nil), timestamp: t)
        }
        let t0 = CACurrentMediaTime()
        touch(.began, betaStart + 1, t0)
        touch(.ended, betaStart + 1, t0 + 0.05)
        #expect(f.selection == NSRange(location: 6, length: 0))
        touch(.began, betaMid, t0 + 0.2)
        touch(.ended, betaMid, t0 + 0.25)
        #expect(f.selection == NSRange(location: 6, length: 4), "a double tap selects the word")
        f.layoutIfNeeded()
        #expect(!f.selectionHighlight.isHidden && f.caret.isHidden)
        #expect(abs(f.selectionHighlight.frame.minX - betaStart) < 0.5)
        touch(.began, text + f.caretX(at: 0), t0 + 2)
        touch(.moved, text + f.caretX(at: 5), t0 + 2.1)
        touch(.ended, text + f.caretX(at: 5), t0 + 2.2)
        #expect(f.selection == NSRange(location: 0, length: 5), "a drag selects")
    }

    @Test func theCaretBlinksOnTheAppsClockAndStaysSolidWhileTyping() {
        app.clock.mainRunLoop.isDriven = true
        defer { app.clock.mainRunLoop.isDriven = false }
        let f = editing("abc")
        #expect(f.caret.alpha == 1)
        run(seconds: 0.55)
        #expect(f.caret.alpha == 0, "off after half a second")
        run(seconds: 0.5)
        #expect(f.caret.alpha == 1, "on again")
        run(seconds: 0.3)
        f.insertText("d")
        run(seconds: 0.3)
        #expect(f.caret.alpha == 1, "typing keeps it solid")
        #expect(app.clock.mainRunLoop.nextWorkDeadline == nil && app.clock.mainRunLoop.nextDeadline != nil, "the blink is cosmetic work")
        f.resignFirstResponder()
        run(seconds: 1)
        #expect(f.caret.alpha == 1 && f.caret.isHidden)
    }

    @Test func anAlertPutsTheKeyboardAwayWhileItShows() {
        let root = UIViewController()
        show(root)
        let f = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        root.view.addSubview(f)
        f.becomeFirstResponder()
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        var ran = false
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in ran = true })
        root.present(alert, animated: true)
        run(seconds: 1)
        #expect(!f.isFirstResponder, "the alert has no text field: the keyboard goes down")
        alert.tapped(alert.actions[0])
        run(seconds: 1)
        #expect(ran && f.isFirstResponder, "and comes back after")
    }

    @Test func aReadOnlyTextViewSelectsAndCopiesWithoutAKeyboard() {
        final class Begin: NSObject, UITextViewDelegate {
            var began = 0
            func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
        }
        let window = makeView().window!
        let delegate = Begin()
        let tv = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        tv.font = .systemFont(ofSize: 17)
        tv.text = "read only words"
        tv.isEditable = false
        tv.delegate = delegate
        window.addSubview(tv)
        tv.layoutIfNeeded()
        let word = tv.caretRect(for: UITextPosition(offset: 7))
        let p = tv.convert(CGPoint(x: word.minX + 3, y: word.midY), to: nil), t0 = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t0)
        app.handleTouch(.ended, at: p, timestamp: t0 + 0.05)
        #expect(!tv.isFirstResponder, "a single tap does not select")
        app.handleTouch(.began, at: p, timestamp: t0 + 0.2)
        app.handleTouch(.ended, at: p, timestamp: t0 + 0.25)
        #expect(tv.isFirstResponder && tv.selectedRange == NSRange(location: 5, length: 4), "a double tap selects the word")
        #expect(UIModelRuntime.current.input.softwareKeyboard.frame == nil && delegate.began == 0, "no keyboard, no editing")
        key(.copy)
        #expect(UIPasteboard.general.string == "only")
        tv.insertText("x")
        key(.paste)
        #expect(tv.text == "read only words", "read-only")
        tv.layoutIfNeeded()
        #expect(tv.selectionHighlight.subviews.count == 1 && tv.caret.isHidden)
        app.handleTouch(.began, at: p, timestamp: t0 + 2)
        app.handleTouch(.ended, at: p, timestamp: t0 + 2.05)
        #expect(!tv.isFirstResponder && tv.selectedRange.length == 0, "a tap clears the selection")
    }

    @Test func movingTheCaretScrollsATextViewToIt() {
        let window = makeView().window!
        let tv = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        tv.font = .systemFont(ofSize: 17)
        tv.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        window.addSubview(tv)
        tv.becomeFirstResponder()
        tv.layoutIfNeeded()
        tv.selectedRange = NSRange(location: 0, length: 0)
        #expect(tv.contentOffset.y == 0, "the start is in sight")
        for _ in 0..<10 { key(.down) }
        let caret = tv.caretRect(for: tv.selectedTextRange!.start)
        #expect(tv.contentOffset.y > 0 && caret.maxY <= tv.contentOffset.y + tv.bounds.height, "the view followed the caret down")
    }

    @Test func hostTypingIsAutocapitalized() {
        let f = editing("")
        f.autocapitalizationType = .sentences
        app.insertText("hello. world")
        app.insertText("\n")
        #expect(f.text == "Hello. World")
        let g = editing("")
        g.autocapitalizationType = .words
        app.insertText("new york")
        #expect(g.text == "New York")
        g.autocapitalizationType = .allCharacters
        app.insertText(" ab")
        #expect(g.text == "New York AB")
        let secret = editing("")
        secret.autocapitalizationType = .sentences
        secret.isSecureTextEntry = true
        app.insertText("pw")
        #expect(secret.text == "pw")
    }

    @Test func aSecureFieldShowsTheCharacterJustTypedOnTheSoftwareKeyboardForAMoment() {
        let f = editing("")
        f.isSecureTextEntry = true
        UIModelRuntime.current.isHardwareKeyboardConnected = false
        f.insertText("a")
        f.insertText("b")
        #expect(f.displayedText == "•b")
        run(seconds: 1.2)
        #expect(f.displayedText == "••")
        UIModelRuntime.current.isHardwareKeyboardConnected = true
        f.insertText("c")
        #expect(f.displayedText == "•••", "a hardware keyboard shows no glimpse")
    }

    @Test func aTextViewMovesByLinesAndHighlightsEachSelectedLine() {
        let window = makeView().window!
        let log = Log()
        let tv = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        tv.font = .systemFont(ofSize: 17)
        tv.autocapitalizationType = .none
        tv.text = "first line\nsecond line\nthird"
        tv.delegate = log
        window.addSubview(tv)
        tv.becomeFirstResponder()
        tv.layoutIfNeeded()
        #expect(tv.selectedRange == NSRange(location: 28, length: 0))
        let third = tv.caretRect(for: tv.endOfDocument)
        tv.selectedRange = NSRange(location: 3, length: 0)
        key(.down)
        let second = tv.caretRect(for: tv.selectedTextRange!.start)
        #expect(abs(second.minY - third.minY) > 10 && second.minY > tv.caretRect(for: tv.beginningOfDocument).minY)
        #expect((14...15).contains(tv.selectedRange.location), "about the same x on the next line")
        key(.up)
        key(.up)
        #expect(tv.selectedRange.location == 0, "above the first line: the start")
        key(.shiftDown)
        key(.shiftDown)
        key(.shiftRight)
        tv.layoutIfNeeded()
        #expect(tv.selectedRange.location == 0 && tv.selectedRange.length > 20)
        #expect(tv.selectionHighlight.subviews.count == 3, "the first line, the middle, the last")
        tv.insertText("X")
        #expect(tv.text.hasPrefix("X") && log.changes.last!.0.location == 0 && log.selectionChanges > 3)
        // A tap on the last line puts the caret there.
        let p = tv.convert(CGPoint(x: 3, y: third.midY), to: nil)
        app.handleTouch(.began, at: p, timestamp: CACurrentMediaTime() + 1)
        app.handleTouch(.ended, at: p, timestamp: CACurrentMediaTime() + 1.05)
        #expect(tv.text(in: tv.textRange(from: tv.selectedTextRange!.start, to: tv.endOfDocument)!) != nil)
        #expect(tv.caretRect(for: tv.selectedTextRange!.start).minY == tv.caretRect(for: tv.endOfDocument).minY)
    }
}

@Suite(.serialized, .freshRuntime) struct TextFieldFittingTests: AnimationTesting {
    @Test func aLongTextShrinksToFitDownToTheMinimumAndBackgroundImagesFollowTheState() {
        let window = makeView().window!
        let f = UITextField(frame: CGRect(x: 0, y: 100, width: 114, height: 34))
        f.font = .systemFont(ofSize: 20)
        f.text = "a rather long name"
        window.addSubview(f)
        f.layoutIfNeeded()
        #expect(f.fittedFont?.pointSize == 20, "no shrinking unless asked")
        f.adjustsFontSizeToFitWidth = true
        f.minimumFontSize = 9
        f.layoutIfNeeded()
        let size = f.fittedFont!.pointSize
        #expect(size < 20 && size >= 9)
        #expect(f.textLabel.frame.width <= f.textRect(forBounds: f.bounds).width + 0.5, "the text fits")
        f.text = String(repeating: "w", count: 200)
        f.layoutIfNeeded()
        #expect(f.fittedFont!.pointSize == 9, "never below the minimum")
        f.text = "short"
        f.layoutIfNeeded()
        #expect(f.fittedFont!.pointSize == 20)
        // Background images: the enabled one, the disabled one, none over a rounded rect.
        func swatch(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
                color.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let on = swatch(.red), off = swatch(.gray)
        f.background = on
        f.disabledBackground = off
        f.layoutIfNeeded()
        #expect(f.backgroundImageView.image === on && !f.backgroundImageView.isHidden && f.backgroundImageView.frame == f.bounds)
        f.isEnabled = false
        f.layoutIfNeeded()
        #expect(f.backgroundImageView.image === off)
        f.borderStyle = .roundedRect
        f.layoutIfNeeded()
        #expect(f.backgroundImageView.isHidden)
    }
}
