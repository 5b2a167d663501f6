import Foundation

/// What a view gives text that does not say otherwise: a label's font, colour, alignment and
/// line-break mode, and how it shows links.
struct TextDefaults {
    var font: UIFont
    var color: UIColor
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Laid over a link's own attributes (UILabel: blue and underlined, as TextKit draws links;
    /// UITextView: its `linkTextAttributes`).
    var linkAttributes: [NSAttributedString.Key: Any] = labelLinkAttributes
    /// Whether a line a little too wide is tightened rather than truncated (the label's
    /// `allowsDefaultTighteningForTruncation`; a paragraph style's own setting also allows it).
    var tightensForTruncation = false
    /// How lines break around a paragraph's last words where no paragraph style says (a
    /// label's `lineBreakStrategy` for its plain text; none for styled text, as TextKit's
    /// default paragraph style).
    var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []

    /// How a label draws links: blue and underlined.
    static let labelLinkAttributes: [NSAttributedString.Key: Any] = [
        .foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue,
    ]
}

/// The look of a stretch of attributed text: its attributes read, the defaults where it has none.
struct RunStyle {
    var font: UIFont
    var color: UIColor
    var background: UIColor?
    /// Points after each character (`.kern`, `.tracking`).
    var kern: CGFloat = 0
    var underline = NSUnderlineStyle()
    var underlineColor: UIColor?
    var strikethrough = NSUnderlineStyle()
    var strikethroughColor: UIColor?
    /// Points the baseline moves up.
    var baselineOffset: CGFloat = 0
    var shadow: NSShadow?
    var attachment: NSTextAttachment?

    /// The style of `attributes` over `defaults`. A value of the wrong type (a `String` under
    /// `.font`) is ignored with a warning, where UIKit would stop the app.
    init(_ attributes: [NSAttributedString.Key: Any], defaults: TextDefaults) {
        var attributes = attributes
        if attributes[.link] != nil { attributes.merge(defaults.linkAttributes) { $1 } }
        func value<T>(_ key: NSAttributedString.Key, as type: T.Type) -> T? {
            guard let raw = attributes[key] else { return nil }
            if let v = raw as? T { return v }
            UIKitWarning.logOnce("attributed string: .\(key.rawValue) holds a \(Swift.type(of: raw)), not a \(T.self); ignored")
            return nil
        }
        func number(_ key: NSAttributedString.Key) -> CGFloat? {
            guard let raw = attributes[key] else { return nil }
            if let v = cgFloat(raw), v.isFinite { return v }
            UIKitWarning.logOnce("attributed string: .\(key.rawValue) holds \(raw), not a number; ignored")
            return nil
        }
        func lineStyle(_ key: NSAttributedString.Key) -> NSUnderlineStyle {
            if let style = attributes[key] as? NSUnderlineStyle { return style }
            return number(key).map { NSUnderlineStyle(rawValue: Int($0)) } ?? []
        }
        font = value(.font, as: UIFont.self) ?? defaults.font
        color = value(.foregroundColor, as: UIColor.self) ?? defaults.color
        background = value(.backgroundColor, as: UIColor.self)
        kern = number(.kern) ?? number(.tracking) ?? 0
        underline = lineStyle(.underlineStyle)
        underlineColor = value(.underlineColor, as: UIColor.self)
        strikethrough = lineStyle(.strikethroughStyle)
        strikethroughColor = value(.strikethroughColor, as: UIColor.self)
        baselineOffset = number(.baselineOffset) ?? 0
        shadow = value(.shadow, as: NSShadow.self)
        attachment = value(.attachment, as: NSTextAttachment.self)
    }
}

/// A number attribute's value as points: any of Swift's number types or an `NSNumber`.
nonisolated func cgFloat(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
}
