import Foundation
import InterfaceBuilderFiles

/// Labels, text fields and text views as Interface Builder writes them.
extension IBCoder {
    func decodeLabel(_ label: UILabel) {
        if let font = font() { label.font = font }
        if let c = color("textColor"), let c { label.textColor = c }
        if let c = color("shadowColor") { label.shadowColor = c }
        if let offset = value("shadowOffset").flatMap(IBValues.size) { label.shadowOffset = offset }
        skip("highlightedColor")
        if let text = decodeObject(forKey: "text") as? String { readKeys.insert("text"); label.text = text }
        if let alignment = choice("textAlignment", Self.alignments) { label.textAlignment = alignment }
        if let mode = choice("lineBreakMode", Self.lineBreakModes) { label.lineBreakMode = mode }
        if let lines = number("numberOfLines") { label.numberOfLines = Int(lines) }
        if let fit = flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fit }
        if let scale = number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let dynamic = flag("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = dynamic }
        if let baseline = choice("baselineAdjustment", Self.baselineAdjustments) { label.baselineAdjustment = baseline }
        if let enabled = flag("enabled") { label.isEnabled = enabled }
        if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        if let attributed = value("attributedText").flatMap(attributedString) { label.attributedText = attributed }
    }

    func decodeTextField(_ field: UITextField) {
        if let font = font() { field.font = font }
        if let c = color("textColor"), let c { field.textColor = c }
        if let text = decodeObject(forKey: "text") as? String { readKeys.insert("text"); field.text = text }
        if let placeholder = string("placeholder") { field.placeholder = placeholder }
        if let alignment = choice("textAlignment", Self.alignments) { field.textAlignment = alignment }
        if let border = choice("borderStyle", Self.borderStyles) { field.borderStyle = border }
        if let mode = choice("clearButtonMode", Self.viewModes) { field.clearButtonMode = mode }
        if let clears = flag("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let fit = flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = fit }
        if let size = number("minimumFontSize") { field.minimumFontSize = size }
        if let dynamic = flag("adjustsFontForContentSizeCategory") { field.adjustsFontForContentSizeCategory = dynamic }
        if let background = image(attribute: "background") { field.background = background }
        if let attributed = value("attributedText").flatMap(attributedString) { field.attributedText = attributed }
        if let traits = value("textInputTraits") { decodeTextInputTraits(traits, of: field) }
    }

    func decodeTextView(_ view: UITextView) {
        if let font = font() { view.font = font }
        if let c = color("textColor"), let c { view.textColor = c }
        if let text = decodeObject(forKey: "text") as? String { readKeys.insert("text"); view.text = text }
        if let alignment = choice("textAlignment", Self.alignments) { view.textAlignment = alignment }
        if let editable = flag("editable") { view.isEditable = editable }
        if let selectable = flag("selectable") { view.isSelectable = selectable }
        if let attributed = value("attributedText").flatMap(attributedString) { view.attributedText = attributed }
        if let traits = value("textInputTraits") { decodeTextInputTraits(traits, of: view) }
    }

    /// `<textInputTraits key="textInputTraits" keyboardType= returnKeyType= secureTextEntry= …>`.
    func decodeTextInputTraits(_ e: IBElement, of input: some UITextInputTraits & AnyObject) {
        let sub = IBCoder(element: e, context: context)
        if let v = sub.choice("autocapitalizationType", Self.table(["none", "words", "sentences", "allCharacters"], UITextAutocapitalizationType.init)) {
            input.autocapitalizationType = v
        }
        if let v = sub.choice("autocorrectionType", Self.table(["default", "no", "yes"], UITextAutocorrectionType.init)) { input.autocorrectionType = v }
        if let v = sub.choice("spellCheckingType", Self.table(["default", "no", "yes"], UITextSpellCheckingType.init)) { input.spellCheckingType = v }
        if let v = sub.choice("keyboardType", Self.keyboardTypes) { input.keyboardType = v }
        if let v = sub.choice("keyboardAppearance", ["default": UIKeyboardAppearance.default, "dark": .dark, "light": .light, "alert": .alert]) {
            input.keyboardAppearance = v
        }
        if let v = sub.choice("returnKeyType", Self.returnKeyTypes) { input.returnKeyType = v }
        if let v = e.flag("secureTextEntry") { input.isSecureTextEntry = v }
        if let v = e.flag("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = v }
        if let v = e["textContentType"] { input.textContentType = UITextContentType(rawValue: v) }
    }

    // MARK: Attributed text

    /// `<attributedString key=…>`: its fragments, each with its colour, font, paragraph style,
    /// kerning and underline.
    func attributedString(_ e: IBElement) -> NSAttributedString? {
        guard e.name == "attributedString" else { return nil }
        let result = NSMutableAttributedString(string: "")
        for fragment in e.children(named: "fragment") {
            let content = fragment["content"] ?? fragment.child(forKey: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for a in fragment.contents(of: "attributes") {
                switch (a.name, a["key"]) {
                case ("color", "NSColor"?), ("color", "NSBackgroundColor"?):
                    if case .color(let c)? = IBValues.color(a, in: document) {
                        attributes[a["key"] == "NSColor" ? .foregroundColor : .backgroundColor] = c
                    }
                case ("font", "NSFont"?):
                    let size = a.number("size") ?? UIFont.labelFontSize
                    let named = a["name"].flatMap { $0.hasPrefix(".") ? nil : UIFont(name: $0, size: size) }
                    attributes[.font] = named ?? (a["metaFont"] == "systemBold" ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size))
                case ("paragraphStyle", "NSParagraphStyle"?):
                    let style = NSMutableParagraphStyle()
                    if let alignment = a["alignment"].flatMap({ Self.alignments[$0] }) { style.alignment = alignment }
                    if let spacing = a.number("lineSpacing") { style.lineSpacing = spacing }
                    if let mode = a["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] ?? Self.lineBreakModes["\($0.prefix(1).lowercased())\($0.dropFirst())"] }) {
                        style.lineBreakMode = mode
                    }
                    attributes[.paragraphStyle] = style
                case ("real", "NSKern"?): attributes[.kern] = a.number("value") ?? 0
                case ("integer", "NSUnderline"?): attributes[.underlineStyle] = Int(a.number("value") ?? 0)
                case ("integer", "NSStrikethrough"?): attributes[.strikethroughStyle] = Int(a.number("value") ?? 0)
                default: context.warn(a, "the text attribute \(a["key"] ?? a.name) is not supported; it is left out")
                }
            }
            result.append(NSAttributedString(string: content, attributes: attributes))
        }
        return result
    }

    // MARK: Names

    /// A table of Interface Builder's names for an enumeration whose raw values count from 0 in
    /// the order of `names` (UIKit's own order).
    static func table<T>(_ names: [String], _ make: (Int) -> T?) -> [String: T] {
        Dictionary(uniqueKeysWithValues: names.enumerated().compactMap { i, name in make(i).map { (name, $0) } })
    }

    static let alignments = table(["left", "center", "right", "justified", "natural"], NSTextAlignment.init)
    static let lineBreakModes = table(["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"],
                                      NSLineBreakMode.init)
    static let baselineAdjustments = table(["alignBaselines", "alignCenters", "none"], UIBaselineAdjustment.init)
    static let borderStyles = table(["none", "line", "bezel", "roundedRect"], UITextField.BorderStyle.init)
    static let viewModes = table(["never", "whileEditing", "unlessEditing", "always"], UITextField.ViewMode.init)
    static let keyboardTypes = table(["default", "alphabet", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                                      "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"], UIKeyboardType.init)
    static let returnKeyTypes = table(["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
                                       "emergencyCall", "continue"], UIReturnKeyType.init)
}
