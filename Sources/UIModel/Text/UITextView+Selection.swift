import Foundation

/// The text view's selection: where the caret and the selected lines are in its laid-out text,
/// touches that place the caret or select, and moving by lines.
extension UITextView: TextEditingResponder {
    var editableText: NSString { storedText as NSString }
    var isEditingText: Bool { isFirstResponder }
    var isSingleLine: Bool { false }

    /// The text laid out as the view shows it, for positions.
    private var positionLayout: AttributedTextLayout {
        let shown = styledText ?? NSAttributedString(string: storedText, attributes: plainAttributes)
        let defaults = TextDefaults(font: resolvedFont, color: textColor ?? .label, alignment: textAlignment,
                                    lineBreakMode: textContainer.lineBreakMode)
        return AttributedTextLayout(shown, defaults: defaults, width: lineWidth(forWidth: bounds.width),
                                    numberOfLines: textContainer.maximumNumberOfLines, metrics: UIModelRuntime.current.resources.textMetrics)
    }

    /// Where the text's lines start in the view.
    private var textOrigin: CGPoint { CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top) }

    /// The caret before `offset`, in the view's coordinates, in `layout` (the text's, laid out
    /// once by a caller that needs several positions).
    func caretRect(at offset: Int, in layout: AttributedTextLayout? = nil) -> CGRect {
        let layout = layout ?? positionLayout, origin = textOrigin
        let width = lineWidth(forWidth: bounds.width)
        let (line, x) = layout.caretPlace(at: offset)
        if layout.lines.indices.contains(line) {
            let l = layout.lines[line]
            let start = layout.lineStart(l, width: width, layoutDirection: effectiveUserInterfaceLayoutDirection)
            return CGRect(x: origin.x + min(start + x, width), y: origin.y + l.top, width: UITextField.caretWidth, height: l.height)
        }
        // The empty line after a final newline (or an empty text).
        let top = layout.lines.last.map { $0.top + $0.height } ?? 0
        let height = UIModelRuntime.current.resources.textMetrics.lineHeight(for: resolvedFont)
        let x0: CGFloat = textAlignment == .center ? width / 2 : textAlignment == .right ? width : 0
        return CGRect(x: origin.x + x0, y: origin.y + top, width: UITextField.caretWidth, height: height)
    }

    /// Scrolls the least that shows the text in `range` (UTF-16 units), from its start's line to
    /// its end's; a range past the end shows the end.
    public func scrollRangeToVisible(_ range: NSRange) {
        let length = ((text ?? "") as NSString).length
        guard range.location != NSNotFound else { return }
        let layout = positionLayout
        let start = min(max(range.location, 0), length), end = min(max(range.location + max(range.length, 0), start), length)
        scrollRectToVisible(caretRect(at: start, in: layout).union(caretRect(at: end, in: layout)), animated: false)
    }

    /// The offset nearest `point` (the view's coordinates), in `layout` as for `caretRect`.
    func offset(at point: CGPoint, in layout: AttributedTextLayout? = nil) -> Int {
        let layout = layout ?? positionLayout, origin = textOrigin
        guard let last = layout.lines.last else { return 0 }
        let y = point.y - origin.y
        if y >= last.top + last.height, storedText.last?.isNewline == true { return editableText.length }
        let line = layout.lineIndex(atY: y)
        let start = layout.lineStart(layout.lines[line], width: lineWidth(forWidth: bounds.width),
                                     layoutDirection: effectiveUserInterfaceLayoutDirection)
        return layout.offset(nearestX: point.x - origin.x - start, inLine: line)
    }

    func offset(from offset: Int, movingLines lines: Int) -> Int {
        let layout = positionLayout
        let caret = caretRect(at: offset, in: layout)
        let lineHeight = max(caret.height, 1)
        let target = caret.midY + CGFloat(lines) * lineHeight
        if target < textOrigin.y { return 0 }
        if target > textOrigin.y + max(contentSize.height - textContainerInset.top - textContainerInset.bottom, lineHeight) {
            return editableText.length
        }
        return self.offset(at: CGPoint(x: caret.minX, y: target), in: layout)
    }

    /// A touch while editing places the caret or selects (see `select(with:at:began:)`); a drag
    /// that scrolls does not select.
    func touchSelects(_ touch: UITouch, began: Bool) {
        guard began || !isDragging else { return }
        select(with: touch, at: offset(at: touch.location(in: self)), began: began)
    }

    /// The caret at the selection's end, or the selected lines highlighted; a text view that is
    /// not first responder shows neither, and lays nothing out for them.
    func layOutSelection() {
        caret.backgroundColor = tintColor
        caret.isHidden = !isEditing || selection.length > 0
        for v in selectionHighlight.subviews { v.removeFromSuperview() }
        guard isFirstResponder else { return }
        let layout = positionLayout
        let end = caretRect(at: NSMaxRange(selection), in: layout)
        caret.frame = end
        selectionHighlight.frame = bounds.size == .zero ? .zero : CGRect(origin: .zero, size: contentSize)
        guard selection.length > 0 else { return }
        let start = caretRect(at: selection.location, in: layout)
        let width = lineWidth(forWidth: bounds.width), left = textOrigin.x
        var rects: [CGRect] = []
        if abs(start.minY - end.minY) < 0.5 {
            rects = [CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)]
        } else {
            rects.append(CGRect(x: start.minX, y: start.minY, width: left + width - start.minX, height: start.height))
            if end.minY > start.maxY + 0.5 { rects.append(CGRect(x: left, y: start.maxY, width: width, height: end.minY - start.maxY)) }
            rects.append(CGRect(x: left, y: end.minY, width: end.minX - left, height: end.height))
        }
        for r in rects where r.width > 0 {
            let v = UIView(frame: r)
            v.isUserInteractionEnabled = false
            v.backgroundColor = tintColor.withAlphaComponent(UITextField.selectionAlpha)
            selectionHighlight.addSubview(v)
        }
    }
}
