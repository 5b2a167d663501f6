import Foundation
import UIModel

/// The scroll view a web view's page scrolls in: it tells the web view when it moves.
final class WebScrollView: UIScrollView {
    nonisolated deinit {}
    weak var owner: WKWebView?

    override var contentOffset: CGPoint {
        didSet { owner?.scrollPositionChanged() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.scrollPositionChanged()
    }

    /// The offset within the content: where the page itself scrolls to (it does not bounce).
    var clampedOffset: CGPoint {
        let maxX = max(contentSize.width - bounds.width, 0), maxY = max(contentSize.height - bounds.height, 0)
        let o = contentOffset
        return CGPoint(x: min(max(o.x.isFinite ? o.x : 0, 0), maxX).rounded(), y: min(max(o.y.isFinite ? o.y : 0, 0), maxY).rounded())
    }
}

/// The page's picture, which takes taps and, while a form field of the page has focus, the
/// keyboard's typing.
final class WebContentView: UIImageView, UIKeyInput, UITextInputTraits {
    nonisolated deinit {}
    weak var owner: WKWebView?
    /// Whether a field of the page that takes text has focus.
    var pageFieldFocused = false

    override var canBecomeFirstResponder: Bool { pageFieldFocused }

    var hasText: Bool { true }

    func insertText(_ text: String) {
        guard let owner else { return }
        if text == "\n" {
            // Return: a line break in a text area or editable element; in a field, the form is submitted.
            owner.runInput("var a = document.activeElement; if (a && (a.tagName == 'TEXTAREA' || a.isContentEditable)) "
                + "document.execCommand('insertLineBreak'); else if (a && a.form) "
                + "(a.form.requestSubmit ? a.form.requestSubmit() : a.form.submit()); true")
        } else {
            owner.runInput("document.execCommand('insertText', false, \(WKWebView.javaScriptString(text))); true")
        }
    }

    func deleteBackward() {
        owner?.runInput("document.execCommand('delete'); true")
    }

    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    /// Pages type what is typed: the keyboard does not capitalize for them.
    var autocapitalizationType = UITextAutocapitalizationType.none
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType! = nil
}

extension WKWebView {
    /// A tap at `point` (the page view's points): a click on what is there, as a finger's tap
    /// clicks in Safari (the press, the release and the click, focusing what takes focus). A
    /// field that takes text then has the keyboard.
    func tap(at point: CGPoint) {
        guard page != nil else { return }
        let x = Self.number(point.x / pageZoom), y = Self.number(point.y / pageZoom)
        runOwnScript(Self.tapScript(x: x, y: y)) { [weak self] json in
            guard let self else { return }
            let editable = (json.flatMap(Self.value(ofJSON:)) as? NSNumber)?.boolValue ?? false
            self.pageView.pageFieldFocused = editable
            if editable { _ = self.pageView.becomeFirstResponder() } else if self.pageView.isFirstResponder { _ = self.pageView.resignFirstResponder() }
        }
        needsPaint = true
        quietAfterInput = Self.inputQuietMilliseconds
        scheduleWork()
    }

    /// Typing into the focused field: the script, then the page painted again.
    func runInput(_ script: String) {
        guard page != nil else { return }
        runOwnScript(script) { _ in }
        needsPaint = true
        quietAfterInput = Self.inputQuietMilliseconds
        scheduleWork()
    }

    /// How long WebKit keeps running after a tap or a key, in milliseconds, for the navigation
    /// or the script it starts (a link's policy question comes after the click's answer).
    static let inputQuietMilliseconds: Int32 = 30

    static func tapScript(x: String, y: String) -> String {
        """
        (function (x, y) {
          var e = document.elementFromPoint(x, y);
          if (!e) return false;
          var o = { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0 };
          e.dispatchEvent(new MouseEvent('mousedown', o));
          var f = e.closest('input, textarea, select, button, a[href], [contenteditable], [tabindex]');
          if (f && f.focus) f.focus(); else if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
          e.dispatchEvent(new MouseEvent('mouseup', o));
          e.click();
          var a = document.activeElement;
          return !!a && (a.isContentEditable || a.tagName == 'TEXTAREA' ||
            (a.tagName == 'INPUT' && !/^(button|submit|reset|checkbox|radio|range|color|file|image|hidden)$/i.test(a.type)));
        })(\(x), \(y))
        """
    }

    /// `text` as a JavaScript string literal.
    static func javaScriptString(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [text]), let array = String(data: data, encoding: .utf8) else { return "''" }
        return String(array.dropFirst().dropLast())
    }
}
