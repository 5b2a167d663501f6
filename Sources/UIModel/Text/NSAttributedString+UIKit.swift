import Foundation

// UIKit's attribute keys, with UIKit's raw values, on Foundation's `NSAttributedString.Key`.
nonisolated extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Ligatures: drawn as the font's default; the value is kept.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added between characters (a number), as `kern`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` (or its raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSUnderlineStyle` (or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Outlined text: the value is kept; glyphs are drawn filled.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// Outlined text: the value is kept; glyphs are drawn filled.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An `NSTextAttachment`, on the attachment character U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `URL` or `String`: drawn as a link.
    public static let link = NSAttributedString.Key("NSLink")
    /// Points the baseline moves up (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `UIColor` for the underline (the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough (the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Slanted glyphs: the value is kept; glyphs are drawn upright.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Stretched glyphs: the value is kept; glyphs are drawn at their width.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// How a line under or through text is drawn (UIKit's values).
nonisolated public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options of the string drawing and measuring calls (UIKit's values).
nonisolated public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as lines in the given width (without it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the fonts' line gap in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds instead of line bounds: measured as line bounds here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits the height with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing call may do and what it did.
nonisolated open class NSStringDrawingContext: @unchecked Sendable {
    nonisolated deinit {}
    /// How far the text may shrink to fit; measured at full size here (`actualScaleFactor` 1).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was last drawn at.
    ///
    /// Stored, no effect here: text is measured at full size, so it stays 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// A shadow under text (and the value of `.shadow`): the glyphs again at an offset in the
/// shadow's colour, blurred by its radius. A Swift class, as `NSParagraphStyle` is.
nonisolated open class NSShadow: Hashable, @unchecked Sendable {
    nonisolated deinit {}
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; black at a third opacity when nil, as UIKit draws it.
    open var shadowColor: Any?
    public init() {}

    public static func == (l: NSShadow, r: NSShadow) -> Bool {
        l.shadowOffset == r.shadowOffset && l.shadowBlurRadius == r.shadowBlurRadius
            && (l.shadowColor as? UIColor) == (r.shadowColor as? UIColor)
    }
    public func hash(into h: inout Hasher) { h.combine(shadowOffset.width); h.combine(shadowOffset.height); h.combine(shadowBlurRadius) }
}

/// An image inline in text (the value of `.attachment`, on the character U+FFFC). A Swift class,
/// as `NSParagraphStyle` is; attachments are equal when they are the same object.
nonisolated open class NSTextAttachment: Hashable, @unchecked Sendable {
    nonisolated deinit {}
    public static func == (l: NSTextAttachment, r: NSTextAttachment) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// The attachment character.
    public static let character: Character = "\u{FFFC}"
    open var image: UIImage?
    /// Where the image sits: its origin is relative to the baseline (y up), its size the size
    /// drawn; zero means the image's own size on the baseline.
    open var bounds: CGRect = .zero
    public init() {}
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The size the attachment takes on a line.
    var drawnSize: CGSize {
        bounds.size != .zero ? bounds.size : image?.size ?? .zero
    }
}

nonisolated extension NSAttributedString {
    /// A one-character string holding the attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }
}

extension NSAttributedString {
    /// This string with `key` set to `value` over the whole of it.
    func settingAttribute(_ key: NSAttributedString.Key, _ value: Any) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        return copy
    }

    /// This string with `range` replaced by `text` in `attributes` (typing into styled text).
    func replacingCharacters(in range: NSRange, with text: String, attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attributes))
        return copy
    }

    /// The attributes of the last character (nil for an empty string).
    var attributesAtEnd: [NSAttributedString.Key: Any]? { attributes(before: length) }

    /// The attributes of the character before `location` (the first one's at the start; nil for
    /// an empty string): what text typed there takes.
    func attributes(before location: Int) -> [NSAttributedString.Key: Any]? {
        guard length > 0 else { return nil }
        return attributes(at: min(max(location - 1, 0), length - 1), effectiveRange: nil)
    }

    /// This string with every paragraph style changed by `change` (a default one where none is).
    func settingParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: copy.length)
        var styles: [(NSRange, NSMutableParagraphStyle)] = []
        copy.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            let style = (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
            change(style)
            styles.append((range, style))
        }
        for (range, style) in styles { copy.addAttribute(.paragraphStyle, value: style, range: range) }
        return copy
    }
}
