import Foundation

/// How a text layer cuts text that does not fit.
nonisolated public struct CATextLayerTruncationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// Where a text layer puts its lines.
nonisolated public struct CATextLayerAlignmentMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string from its top-left corner: a `String` in `font` at `fontSize`
/// in `foregroundColor` (Helvetica 36 in white by default, as Core Animation's), or an
/// `NSAttributedString` with its own attributes. It wraps to the bounds' width when
/// `isWrapped`, cuts what does not fit by `truncationMode`, and aligns by `alignmentMode`.
/// `font` takes a `UIFont`, a `CGFont` or a font name (`String`).
nonisolated open class CATextLayer: CALayer {
    nonisolated deinit {}
    open var string: Any?
    open var font: AnyObject?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether glyph positions may be rounded to subpixels.
    ///
    /// Stored, no effect here: glyphs are placed the same either way.
    open var allowsFontSubpixelQuantization = false

    public required init() { super.init() }

    @MainActor override func presentationBase() -> CALayer {
        let p = CATextLayer()
        p.string = string; p.font = font; p.fontSize = fontSize; p.foregroundColor = foregroundColor; p.isWrapped = isWrapped
        p.truncationMode = truncationMode; p.alignmentMode = alignmentMode
        return p
    }

    /// The font the layer draws a plain string in.
    @MainActor var textFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        if let f = font as? UIFont { return f.withSize(size) }
        if let f = font as? CGFont { return f.uiFont(ofSize: size) }
        if let name = font as? String, let f = UIFont(name: name, size: size) { return f }
        // Core Animation's default, Helvetica, in the face that stands in for it (no warning:
        // the app did not ask for it by name).
        return StringDrawing.defaults.font.withSize(size)
    }

    @MainActor override func appendContent(to list: inout DisplayList, shape: RoundedRect, opacity: Float, at time: CFTimeInterval) {
        let text: NSAttributedString
        if let styled = string as? NSAttributedString {
            text = styled
        } else if let plain = string as? String ?? (string as? NSString).map({ String($0) }) {
            text = NSAttributedString(string: plain)
        } else {
            return
        }
        guard text.length > 0, shape.rect.width > 0, shape.rect.height > 0 else { return }
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        let breakMode: NSLineBreakMode
        switch truncationMode {
        case .start: breakMode = .byTruncatingHead
        case .end: breakMode = .byTruncatingTail
        case .middle: breakMode = .byTruncatingMiddle
        default: breakMode = isWrapped ? .byWordWrapping : .byClipping
        }
        let color = foregroundColor.map { UIColor(cgColor: $0) } ?? .white
        let defaults = TextDefaults(font: textFont, color: color, alignment: alignment, lineBreakMode: breakMode)
        let width = shape.rect.width
        // Wrapped text takes every line (the bounds clip it), or those that fit when it
        // truncates; unwrapped text one line.
        let lines = isWrapped ? 0 : 1
        var layout = AttributedTextLayout(text, defaults: defaults, width: width, numberOfLines: lines, metrics: UIModelRuntime.current.resources.textMetrics)
        if isWrapped, truncationMode != .none, layout.exactSize.height > shape.rect.height {
            let fitting = max(layout.lines.prefix { $0.top + $0.height <= shape.rect.height }.count, 1)
            layout = AttributedTextLayout(text, defaults: defaults, width: width, numberOfLines: fitting, metrics: UIModelRuntime.current.resources.textMetrics)
        }
        list.append(.pushClip(RoundedRect(rect: shape.rect, cornerRadius: 0, transform: shape.transform)))
        let box = CGRect(x: shape.rect.minX, y: shape.rect.minY, width: width, height: layout.exactSize.height)
        layout.append(to: &list, in: box, transform: shape.transform, opacity: opacity, traits: .current, layoutDirection: .leftToRight)
        list.append(.popClip)
    }
}
