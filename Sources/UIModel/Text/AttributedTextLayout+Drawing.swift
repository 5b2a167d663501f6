import Foundation

extension AttributedTextLayout {
    /// Where and how thick underlines are, for every face: Roboto's post table (150 and 100 units of its 2048 em).
    static let underlineOffset: CGFloat = 150.0 / 2048
    static let underlineThickness: CGFloat = 100.0 / 2048
    /// The thinnest underline or strikethrough: a point, as UIKit draws them for body text.
    static let minimumLineThickness: CGFloat = 1
    /// The colour of a shadow without one: black at a third, as UIKit draws it.
    static let defaultShadowColor = UIColor(white: 0, alpha: 1.0 / 3)

    /// Appends the text drawn with its first line's top at `rect`'s top, each line aligned across
    /// `rect`'s width, in the order TextKit draws: backgrounds, shadows, glyphs and attachments,
    /// then underlines and strikethroughs. `alpha` scales every colour (a disabled label's 0.5).
    func append(to list: inout DisplayList, in rect: CGRect, transform: CGAffineTransform, opacity: Float, alpha: Float = 1,
                traits: UITraitCollection?, layoutDirection: UIUserInterfaceLayoutDirection) {
        func rgba(_ color: UIColor) -> RGBA { color.rgba(for: traits).withOpacity(opacity * alpha) }
        struct Placed { var fragment: Fragment; var x: CGFloat; var top: CGFloat; var height: CGFloat; var baseline: CGFloat }
        var placed: [Placed] = []
        for line in lines {
            let x = rect.minX + lineStart(line, width: rect.width, layoutDirection: layoutDirection)
            for f in line.fragments {
                placed.append(Placed(fragment: f, x: x + f.x, top: rect.minY + line.top, height: line.height,
                                     baseline: rect.minY + line.top + line.baseline - f.style.baselineOffset))
            }
        }
        for p in placed {
            guard let background = p.fragment.style.background else { continue }
            list.append(.fill(RoundedRect(rect: CGRect(x: p.x, y: p.top, width: p.fragment.width, height: p.height), cornerRadius: 0,
                                          transform: transform), rgba(background)))
        }
        for p in placed {
            guard let shadow = p.fragment.style.shadow, p.fragment.style.attachment == nil else { continue }
            let color = shadow.shadowColor as? UIColor ?? Self.defaultShadowColor
            appendGlyphs(p.fragment, x: p.x + shadow.shadowOffset.width, baseline: p.baseline + shadow.shadowOffset.height,
                         color: rgba(color), blur: shadow.shadowBlurRadius, to: &list, transform: transform)
        }
        for p in placed {
            let style = p.fragment.style
            if let attachment = style.attachment {
                let size = attachment.drawnSize
                let top = p.baseline - (attachment.bounds.size == .zero ? size.height : attachment.bounds.maxY)
                attachment.image?.appendDraw(to: &list, rect: CGRect(x: p.x, y: top, width: size.width, height: size.height),
                                             opacity: opacity * alpha, transform: transform, tint: nil)
                continue
            }
            appendGlyphs(p.fragment, x: p.x, baseline: p.baseline, color: rgba(style.color), to: &list, transform: transform)
        }
        for p in placed {
            let style = p.fragment.style
            let thickness = max(Self.underlineThickness * style.font.pointSize, Self.minimumLineThickness)
            if !style.underline.isEmpty {
                appendLine(style.underline, y: p.baseline + Self.underlineOffset * style.font.pointSize, x: p.x, width: p.fragment.width,
                           thickness: thickness, color: rgba(style.underlineColor ?? style.color), to: &list, transform: transform)
            }
            if !style.strikethrough.isEmpty {
                let y = p.baseline - metrics.xHeight(for: style.font) / 2 - thickness / 2
                appendLine(style.strikethrough, y: y, x: p.x, width: p.fragment.width, thickness: thickness,
                           color: rgba(style.strikethroughColor ?? style.color), to: &list, transform: transform)
            }
        }
    }

    /// Where a line starts from the left of a box `width` wide, by its alignment (natural and
    /// justified follow the layout direction).
    func lineStart(_ line: Line, width: CGFloat, layoutDirection: UIUserInterfaceLayoutDirection) -> CGFloat {
        let available = min(line.available, max(width - line.indent, 0))
        let rightToLeft = layoutDirection == .rightToLeft
        switch line.alignment {
        case .center: return line.indent + (available - line.width) / 2
        case .right: return line.indent + available - line.width
        case .left: return line.indent
        case .natural, .justified: return rightToLeft ? width - line.indent - line.width : line.indent
        }
    }

    /// The fragment's glyphs with their baseline at `baseline`; with kerning, character by
    /// character, each advanced by its width and the kern.
    private func appendGlyphs(_ f: Fragment, x: CGFloat, baseline: CGFloat, color: RGBA, blur: CGFloat = 0, to list: inout DisplayList,
                              transform: CGAffineTransform) {
        let top = baseline - metrics.ascender(for: f.style.font)
        guard f.style.kern != 0 else {
            // A right-to-left piece keeps its direction when set on its own.
            let text = f.rightToLeft ? BidiOrder.rightToLeftMark + f.text : f.text
            list.append(.text(TextRun(text: text, font: f.style.font, color: color, origin: CGPoint(x: x, y: top), transform: transform,
                                      blur: blur)))
            return
        }
        var cx = x
        for c in f.rightToLeft ? Array(f.text.reversed()) : Array(f.text) {
            let s = String(c)
            if c != " " {
                list.append(.text(TextRun(text: s, font: f.style.font, color: color, origin: CGPoint(x: cx, y: top), transform: transform,
                                          blur: blur)))
            }
            cx += metrics.width(of: Substring(s), font: f.style.font) + f.style.kern
        }
    }

    /// An underline or strikethrough: one line, thick (twice as thick) or double (two lines).
    private func appendLine(_ style: NSUnderlineStyle, y: CGFloat, x: CGFloat, width: CGFloat, thickness: CGFloat, color: RGBA,
                            to list: inout DisplayList, transform: CGAffineTransform) {
        let isDouble = style.contains(.double)
        let t = style.contains(.thick) && !isDouble ? thickness * 2 : thickness
        for offset in isDouble ? [0, 2 * t] : [0] {
            list.append(.fill(RoundedRect(rect: CGRect(x: x, y: y + offset, width: width, height: t), cornerRadius: 0,
                                          transform: transform), color))
        }
    }
}
