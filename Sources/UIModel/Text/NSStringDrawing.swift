import Foundation

// Measuring and drawing strings, as UIKit's NSStringDrawing does: laid out as labels lay out
// their text, drawn into the current graphics context (`UIGraphicsImageRenderer`, a view's
// `draw(_:)`). Text without a font is Helvetica 12 pt and without a colour black, UIKit's
// defaults for attributed strings.

extension NSAttributedString {
    /// The size of the text with each paragraph on one line.
    public func size() -> CGSize { StringDrawing.layout(self, size: .zero, options: []).exactSize }

    /// The rectangle the text takes: with `.usesLineFragmentOrigin`, wrapped to `size.width`
    /// (0: unbounded) from a top-left origin; without, on one line from a baseline origin (the
    /// rectangle's top is above it). Sizes are fractional, as in UIKit: round them up to size views.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = StringDrawing.layout(self, size: size, options: options)
        let top = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
        let rect = CGRect(origin: CGPoint(x: 0, y: top), size: layout.exactSize)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text on one line per paragraph, its top-left at `point`.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(self, layout: StringDrawing.layout(self, size: .zero, options: []), at: point, clip: nil)
    }

    /// Draws the text wrapped to `rect`'s width, clipped to the rectangle.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text as `boundingRect(with:options:context:)` lays it out, in `rect`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let layout = StringDrawing.layout(self, size: rect.size, options: options)
        context?.totalBounds = CGRect(origin: .zero, size: layout.exactSize)
        let lineOrigin = options.contains(.usesLineFragmentOrigin)
        let origin = lineOrigin ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - (layout.lines.first?.baseline ?? 0))
        StringDrawing.draw(self, layout: layout, at: origin, clip: lineOrigin ? rect : nil)
    }
}

extension StringProtocol {
    /// The size of the string in `attrs` with each paragraph on one line.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(self, attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(self, attributes).boundingRect(with: size, options: options, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(self, attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(describing: self).draw(in: rect, withAttributes: attrs)
    }
}

/// The shared steps of the string drawing calls.
enum StringDrawing {
    /// UIKit's defaults for attributed strings: Helvetica 12 pt (here its metric twin Nimbus
    /// Sans), black.
    static var defaults: TextDefaults {
        let helvetica = FontCatalog.face(family: "Nimbus Sans", weight: .regular, italic: false)
        return TextDefaults(font: UIFont(face: helvetica, pointSize: 12, weight: .regular, requestedName: "Helvetica"),
                            color: .black, alignment: .natural, lineBreakMode: .byWordWrapping)
    }

    static func attributed<S: StringProtocol>(_ s: S, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: String(s), attributes: attributes)
    }

    /// The layout the calls share: wrapped to the width with `.usesLineFragmentOrigin` (a width
    /// of 0 is unbounded), one line per paragraph without; with `.truncatesLastVisibleLine`, only
    /// the lines that fit the height, the last ending in "…".
    static func layout(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> AttributedTextLayout {
        let metrics = UIModelRuntime.current.resources.textMetrics
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = wraps && size.width > 0 ? size.width : .greatestFiniteMagnitude
        let leading = options.contains(.usesFontLeading)
        let full = AttributedTextLayout(text, defaults: defaults, width: width, numberOfLines: 0, metrics: metrics, usesFontLeading: leading)
        guard wraps, options.contains(.truncatesLastVisibleLine), size.height > 0, full.exactSize.height > size.height else { return full }
        let fitting = max(full.lines.prefix { $0.top + $0.height <= size.height }.count, 1)
        var truncating = defaults
        truncating.lineBreakMode = .byTruncatingTail
        return AttributedTextLayout(text, defaults: truncating, width: width, numberOfLines: fitting, metrics: metrics,
                                    usesFontLeading: leading)
    }

    /// Draws `layout` into the current graphics context with its top-left at `origin`.
    static func draw(_ text: NSAttributedString, layout: AttributedTextLayout, at origin: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsContextStack.current else { return }
        var list = DisplayList()
        if let clip { list.append(.pushClip(RoundedRect(rect: clip, cornerRadius: 0, transform: .identity))) }
        let width = clip?.width ?? layout.exactSize.width
        layout.append(to: &list, in: CGRect(x: origin.x, y: origin.y, width: width, height: layout.exactSize.height),
                      transform: .identity, opacity: 1, traits: .current, layoutDirection: .leftToRight)
        if clip != nil { list.append(.popClip) }
        context.append(list)
    }
}
