import Foundation

/// Where a label's text goes vertically when it shrinks to fit (UIKit's raw values).
nonisolated public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

/// Read-only text: wrapped to `numberOfLines` (0 = as many as needed), truncated per
/// `lineBreakMode`, centred vertically in its bounds as UIKit does.
@preconcurrency @MainActor open class UILabel: UIView {
    nonisolated deinit {}
    // Accessibility: an element read as its text (UIKit's defaults).
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityLabel: String? { text }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    open var text: String? {
        didSet {
            // Plain text set by the app replaces styled text.
            let dropsStyle = !syncingStyle && styledText != nil
            if dropsStyle { styledText = nil }
            if text != oldValue || dropsStyle { textChanged() }
        }
    }
    /// Setting nil gives the default back (the 17 pt system font), as in UIKit. With styled
    /// text, the font applies to the whole of it.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            restyle { $0.settingAttribute(.font, self.font as UIFont) }
        }
    }
    /// Setting nil gives the default back (`.label`), as in UIKit. With styled text, the colour
    /// applies to the whole of it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            restyle { $0.settingAttribute(.foregroundColor, self.textColor as UIColor) }
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { restyle { $0.settingParagraphStyle { $0.alignment = self.textAlignment } } } }
    }
    open var numberOfLines: Int = 1 { didSet { textChanged() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { restyle { $0.settingParagraphStyle { $0.lineBreakMode = self.lineBreakMode } } }
    }

    /// The text with its styles (fonts, colours, paragraph styles, underlines, attachments),
    /// laid out and drawn run by run. Setting it sets `text` to its string and `font`,
    /// `textColor` and `textAlignment` to the styles at its start, as UIKit does; what it does not
    /// style takes the label's font and colour. Without styled text, the plain text in the
    /// label's style.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set {
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            syncingStyle = true
            defer { syncingStyle = false }
            text = newValue?.string
            if let newValue, newValue.length > 0 {
                let start = newValue.attributes(at: 0, effectiveRange: nil)
                if let f = start[.font] as? UIFont { font = f }
                if let c = start[.foregroundColor] as? UIColor { textColor = c }
                if let p = start[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
            }
            textChanged()
        }
    }

    /// Shows `text` styled by `attributes` (bar titles' text attributes), or plain when there are
    /// none; what they do not style takes the label's font and colour.
    func setText(_ text: String?, attributes: [NSAttributedString.Key: Any]?) {
        guard let attributes, !attributes.isEmpty, let text else { self.text = text; return }
        let styled = NSAttributedString(string: text, attributes: attributes)
        if !(styledText?.isEqual(styled) ?? false) { attributedText = styled }
    }

    /// The attributed text the app set (nil when it set plain text).
    private(set) var styledText: NSAttributedString?
    /// How links in styled text look (a text view's `linkTextAttributes`; UILabel's own: blue
    /// and underlined).
    var linkAttributes = TextDefaults.labelLinkAttributes { didSet { textChanged() } }
    /// Set while `attributedText` updates the plain properties from its styles.
    private var syncingStyle = false

    /// The label's style as attributes (what `attributedText` gives for plain text).
    private var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph]
    }

    /// Applies a plain property to the whole styled text (when there is some and the app set it).
    private func restyle(_ change: (NSAttributedString) -> NSAttributedString) {
        if !syncingStyle, let styledText { self.styledText = change(styledText) }
        textChanged()
    }

    /// Shrinks the font, down to `minimumScaleFactor` of its size, until the text fits the
    /// bounds: the width for one line, the lines and the height for several. Drawing only: the
    /// intrinsic size is the full-size text's, as in UIKit.
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest share of the font size shrinking may reach (0: the font does not shrink).
    open var minimumScaleFactor: CGFloat = 0 { didSet { textChanged() } }
    /// Whether a line a little too wide (up to `AttributedTextLayout.tighteningFactor` of its
    /// width) is set with its letters drawn closer together instead of being truncated.
    open var allowsDefaultTighteningForTruncation = false { didSet { textChanged() } }
    /// How the lines of the plain text break around a paragraph's last words: `.standard` (the
    /// default) and `.pushOut` move a word down so that the last line does not hold a lone word.
    /// Styled text follows its paragraph styles instead.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard { didSet { textChanged() } }
    /// The colour of a sharp shadow drawn under the text (nil: none), `shadowOffset` away
    /// (UIKit's default: 1 pt up).
    open var shadowColor: UIColor? { didSet { textChanged() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { textChanged() } }
    open var isEnabled = true
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// With a font from `UIFont.preferredFont(forTextStyle:)`, follow the content size category:
    /// the label takes the style's size for each new category.
    open var adjustsFontForContentSizeCategory = false

    private var cachedLayout: TextLayout?
    private var cachedLayoutWidth: CGFloat = -1
    private var cachedStyledLayout: (width: CGFloat, lines: Int, layout: AttributedTextLayout)?
    private var cachedShrunkLayout: (size: CGSize, layout: AttributedTextLayout?, fullTop: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    override func traitsDidChange() {
        super.traitsDidChange()
        guard adjustsFontForContentSizeCategory, let style = font.dynamicStyle else { return }
        let adjusted = UIFont.preferredFont(forTextStyle: style, compatibleWith: notifiedTraits)
        if adjusted != font { font = adjusted }
    }

    private func textChanged() {
        cachedLayout = nil
        cachedStyledLayout = nil
        cachedShrunkLayout = nil
        invalidateIntrinsicContentSize()
    }

    /// The styled text laid out `width` wide in at most `lines` lines (the label's limit).
    func styledLayout(_ styled: NSAttributedString, width: CGFloat, lines: Int? = nil) -> AttributedTextLayout {
        let lines = lines ?? numberOfLines
        if let c = cachedStyledLayout, c.width == width, c.lines == lines { return c.layout }
        let defaults = TextDefaults(font: font, color: textColor, alignment: textAlignment, lineBreakMode: lineBreakMode,
                                    linkAttributes: linkAttributes, tightensForTruncation: allowsDefaultTighteningForTruncation,
                                    lineBreakStrategy: styledText == nil ? lineBreakStrategy : [])
        let layout = AttributedTextLayout(styled, defaults: defaults, width: width, numberOfLines: lines,
                                          metrics: UIModelRuntime.current.resources.textMetrics)
        cachedStyledLayout = (width, lines, layout)
        return layout
    }

    /// The styled layout drawn in the bounds: the lines that fit their height (at least one),
    /// the last truncated when text is left, as for plain text.
    private func drawnStyledLayout(_ styled: NSAttributedString, in bounds: CGRect) -> AttributedTextLayout {
        let full = styledLayout(styled, width: bounds.width)
        guard full.size.height > bounds.height + Self.lineFitTolerance else { return full }
        let fitting = full.lines.prefix { $0.top + $0.height <= bounds.height + Self.lineFitTolerance * $0.height }.count
        return styledLayout(styled, width: bounds.width, lines: max(fitting, 1))
    }

    /// Where in the styled text the character drawn under `point` (bounds coordinates) is, in
    /// UTF-16 units, as the drawing places it; nil off the text or for plain text.
    func styledTextLocation(at point: CGPoint) -> Int? {
        guard let styledText else { return nil }
        let shrunk = shrunkLayout(in: bounds)
        let layout = shrunk?.layout ?? drawnStyledLayout(styledText, in: bounds)
        let top = bounds.minY + (shrunk?.top ?? (bounds.height - layout.size.height) / 2)
        return layout.fragment(at: CGPoint(x: point.x - bounds.minX, y: point.y - top), width: bounds.width,
                               layoutDirection: effectiveUserInterfaceLayoutDirection)?.location
    }

    func layout(forWidth width: CGFloat) -> TextLayout {
        if let cachedLayout, cachedLayoutWidth == width { return cachedLayout }
        let l = laidOut(text ?? "", width: width)
        cachedLayout = l
        cachedLayoutWidth = width
        return l
    }

    /// The text's size, rounded up to whole device pixels as UIKit rounds a label's (a 16 pt
    /// line 18.75 pt tall is 19 pt on a 2× or 3× screen).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let fitted = styledText.map { styledLayout($0, width: width).size } ?? laidOut(text, width: width).size
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return CGSize(width: (fitted.width * scale).rounded(.up) / scale, height: (fitted.height * scale).rounded(.up) / scale)
    }

    private func laidOut(_ text: String, width: CGFloat, numberOfLines: Int? = nil) -> TextLayout {
        let runtime = UIModelRuntime.current
        return runtime.resources.textLayouts.layout(text: text, font: font, width: width, numberOfLines: numberOfLines ?? self.numberOfLines,
                                      lineBreakMode: lineBreakMode, pushesOut: lineBreakStrategy.contains(.pushOut),
                                      metrics: runtime.resources.textMetrics)
    }

    /// The layout drawn in the bounds: as many lines as fit in their height (at least one), the
    /// last of them truncated per `lineBreakMode` when more text follows, as UIKit draws a label
    /// shorter than its text.
    private func drawnLayout(in bounds: CGRect, text: String) -> TextLayout {
        let full = layout(forWidth: bounds.width)
        guard full.lineHeight > 0 else { return full }
        let fitting = max(Int((bounds.height / full.lineHeight + Self.lineFitTolerance).rounded(.down)), 1)
        guard full.lines.count > fitting else { return full }
        return laidOut(text, width: bounds.width, numberOfLines: fitting)
    }

    /// The text shrunk to fit `bounds` (`adjustsFontSizeToFitWidth`), or nil when it fits at
    /// full size or may not shrink: the largest scale at or above `minimumScaleFactor` at which
    /// no text is left out and the lines fit the height.
    private func shrunkLayout(in bounds: CGRect) -> (layout: AttributedTextLayout, top: CGFloat)? {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty else { return nil }
        if let c = cachedShrunkLayout, c.size == bounds.size { return c.layout.map { ($0, c.fullTop) } }
        let source = styledText ?? NSAttributedString(string: text)
        let metrics = UIModelRuntime.current.resources.textMetrics
        func layout(_ scale: CGFloat) -> AttributedTextLayout {
            let scaled = NSMutableAttributedString(attributedString: source)
            scaled.enumerateAttribute(.font, in: NSRange(location: 0, length: scaled.length), options: []) { value, range, _ in
                if let f = value as? UIFont { scaled.addAttribute(.font, value: f.withSize(f.pointSize * scale), range: range) }
            }
            let defaults = TextDefaults(font: font.withSize(font.pointSize * scale), color: textColor, alignment: textAlignment,
                                        lineBreakMode: lineBreakMode, linkAttributes: linkAttributes,
                                        tightensForTruncation: allowsDefaultTighteningForTruncation,
                                        lineBreakStrategy: styledText == nil ? lineBreakStrategy : [])
            return AttributedTextLayout(scaled, defaults: defaults, width: bounds.width, numberOfLines: numberOfLines, metrics: metrics)
        }
        func fits(_ l: AttributedTextLayout) -> Bool {
            !l.isTruncated && (numberOfLines == 1 || l.exactSize.height <= bounds.height + Self.lineFitTolerance * font.pointSize)
        }
        var result: AttributedTextLayout?
        let full = layout(1)
        if !fits(full) {
            // The largest scale that fits (the minimum's layout when none does).
            var lo = minimumScaleFactor, hi: CGFloat = 1
            var best: AttributedTextLayout?
            for _ in 0..<Self.shrinkSteps {
                let mid = (lo + hi) / 2
                let candidate = layout(mid)
                if fits(candidate) { lo = mid; best = candidate } else { hi = mid }
            }
            result = best ?? layout(lo)
        }
        let top = result.map { shrunkTop($0, full: full, height: bounds.height) } ?? 0
        cachedShrunkLayout = (bounds.size, result, top)
        return result.map { ($0, top) }
    }

    /// Where a shrunk single line's top goes, from the bounds' top (`baselineAdjustment`): its
    /// baseline where the full-size text's would be, its centre at the centre, or its top at
    /// the full-size text's top. Several lines are centred.
    private func shrunkTop(_ shrunk: AttributedTextLayout, full: AttributedTextLayout, height: CGFloat) -> CGFloat {
        let centred = (height - shrunk.size.height) / 2
        guard numberOfLines == 1, let line = shrunk.lines.first, let fullLine = full.lines.first else { return centred }
        let fullTop = (height - full.size.height) / 2
        switch baselineAdjustment {
        case .alignCenters: return centred
        case .alignBaselines: return fullTop + fullLine.top + fullLine.baseline - line.top - line.baseline
        case .none: return fullTop
        }
    }

    /// How a single line shrunk to fit sits vertically (`adjustsFontSizeToFitWidth`): on the
    /// baseline the full-size text would have (UIKit's default), centred, or at the top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { cachedShrunkLayout = nil; setNeedsDisplay() } }

    /// How many halvings find the shrink scale (to within a thousandth).
    static let shrinkSteps = 10

    /// The share of a line's height a label may lack and still show the line (rounding of sizes).
    static let lineFitTolerance: CGFloat = 0.01

    /// One line's size; a multi-line label wraps at `preferredMaxLayoutWidth`, or else (as
    /// UIKit's automatic preferred width) at the width layout last gave it.
    open override var intrinsicContentSize: CGSize {
        var width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        if preferredMaxLayoutWidth <= 0, numberOfLines != 1, !translatesAutoresizingMaskIntoConstraints, bounds.width > 0 {
            width = bounds.width
        }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// `text` with the label's shadow on the runs that have none of their own.
    private func withShadow(_ text: NSAttributedString) -> NSAttributedString {
        guard let shadowColor, text.length > 0 else { return text }
        let shadow = NSShadow()
        shadow.shadowColor = shadowColor
        shadow.shadowOffset = shadowOffset
        let out = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.shadow, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            if value == nil { out.addAttribute(.shadow, value: shadow, range: range) }
        }
        return out
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        if numberOfLines != 1, preferredMaxLayoutWidth <= 0, oldSize.width != bounds.width, !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }

    /// Draws the text in `rect`: the label calls it with its bounds, and a subclass that
    /// overrides it to inset the rectangle (a padded label) has its text drawn in the rectangle
    /// it passes to `super`.
    open func drawText(in rect: CGRect) { textDrawingRect = rect }
    /// Where the last `drawText(in:)` reaching UILabel's asked the text to go.
    private var textDrawingRect: CGRect?

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: any
    /// number): its top left is the bounds', its size the text's.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty, bounds.width > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let fitted = styledText.map { styledLayout($0, width: bounds.width, lines: numberOfLines).size }
            ?? {
                let layout = laidOut(text, width: bounds.width, numberOfLines: numberOfLines)
                return CGSize(width: layout.lines.map(\.width).max() ?? 0, height: CGFloat(layout.lines.count) * layout.lineHeight)
            }()
        return CGRect(origin: bounds.origin, size: CGSize(width: min(fitted.width, bounds.width), height: min(fitted.height, bounds.height)))
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        guard let text, !text.isEmpty else { return }
        textDrawingRect = nil
        drawText(in: bounds)
        let b = textDrawingRect ?? bounds
        let shrunk = shrunkLayout(in: b)
        // Plain text that may be tightened is set run by run, as styled text is.
        if shrunk != nil || styledText != nil || allowsDefaultTighteningForTruncation {
            let layout = shrunk?.layout ?? drawnStyledLayout(withShadow(styledText ?? NSAttributedString(string: text)), in: b)
            let top = b.minY + (shrunk?.top ?? (b.height - layout.size.height) / 2)
            layout.append(to: &list, in: CGRect(x: b.minX, y: top, width: b.width, height: layout.size.height), transform: transform,
                          opacity: opacity, alpha: isEnabled ? 1 : 0.5, traits: notifiedTraits ?? .current,
                          layoutDirection: effectiveUserInterfaceLayoutDirection)
            return
        }
        let layout = drawnLayout(in: b, text: text)
        var color = (textColor ?? .label).rgba(for: notifiedTraits ?? .current).withOpacity(opacity)
        if !isEnabled { color = color.withOpacity(0.5) }
        let height = CGFloat(layout.lines.count) * layout.lineHeight
        var y = b.minY + ((b.height - height) / 2)
        // Natural alignment follows the layout direction (right-aligned in right-to-left languages).
        let right = textAlignment == .right || textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
        for line in layout.lines {
            let x: CGFloat
            switch textAlignment {
            case .center: x = b.minX + (b.width - line.width) / 2
            case _ where right: x = b.maxX - line.width
            default: x = b.minX
            }
            if let shadow = shadowColor?.rgba(for: notifiedTraits ?? .current).withOpacity(opacity * (isEnabled ? 1 : 0.5)) {
                list.append(.text(TextRun(text: line.text, font: font, color: shadow,
                                          origin: CGPoint(x: x + shadowOffset.width, y: y + shadowOffset.height), transform: transform)))
            }
            list.append(.text(TextRun(text: line.text, font: font, color: color,
                                      origin: CGPoint(x: x, y: y), transform: transform)))
            y += layout.lineHeight
        }
    }
}
