import Foundation

/// Read-only text: wrapped to `numberOfLines` (0 = as many as needed), truncated per
/// `lineBreakMode`, centred vertically in its bounds as UIKit does.
@preconcurrency @MainActor open class UILabel: UIView {
    nonisolated deinit {}
    // Accessibility: an element read as its text (UIKit's defaults).
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityLabel: String? { text }
    override var implicitAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    open var text: String? { didSet { if text != oldValue { textChanged() } } }
    /// Setting nil gives the default back (the 17 pt system font), as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            textChanged()
        }
    }
    /// Setting nil gives the default back (`.label`), as in UIKit.
    open var textColor: UIColor! = .label { didSet { if textColor == nil { textColor = .label } } }
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1 { didSet { textChanged() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
    open var isEnabled = true
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// With a font from `UIFont.preferredFont(forTextStyle:)`, follow the content size category:
    /// the label takes the style's size for each new category.
    open var adjustsFontForContentSizeCategory = false

    private var cachedLayout: TextLayout?
    private var cachedLayoutWidth: CGFloat = -1

    public override init(frame: CGRect) {
        super.init(frame: frame)
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
        invalidateIntrinsicContentSize()
    }

    func layout(forWidth width: CGFloat) -> TextLayout {
        if let cachedLayout, cachedLayoutWidth == width { return cachedLayout }
        let l = laidOut(text ?? "", width: width)
        cachedLayout = l
        cachedLayoutWidth = width
        return l
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return laidOut(text, width: width).size
    }

    private func laidOut(_ text: String, width: CGFloat, numberOfLines: Int? = nil) -> TextLayout {
        let app = UIApplication.shared
        return app.textLayouts.layout(text: text, font: font, width: width, numberOfLines: numberOfLines ?? self.numberOfLines,
                                      lineBreakMode: lineBreakMode, metrics: app.textMetrics)
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

    override func boundsSizeDidChange(from oldSize: CGSize) {
        if numberOfLines != 1, preferredMaxLayoutWidth <= 0, oldSize.width != bounds.width, !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        guard let text, !text.isEmpty else { return }
        let b = bounds
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
            list.append(.text(TextRun(text: line.text, font: font, color: color,
                                      origin: CGPoint(x: x, y: y), transform: transform)))
            y += layout.lineHeight
        }
    }
}
