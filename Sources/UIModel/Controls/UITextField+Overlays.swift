import Foundation

/// A text field's overlay views: the left and right views and the clear button, each shown by
/// its mode, and the text placed between them.
extension UITextField {
    /// iOS's clear button: a 19 pt ⓧ, 5 pt from the trailing edge (or the right view).
    static let clearButtonSize: CGFloat = 19
    static let clearButtonMargin: CGFloat = 5

    func setUpClearButton() {
        clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        clearButton.tintColor = .tertiaryLabel
        clearButton.accessibilityLabel = "Clear text"
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old?.superview === self { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private var showsClearButton: Bool { hasText && shows(clearButtonMode) }
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    /// An overlay view at its own size (its frame's, else its fitting size), centred vertically
    /// at the leading or trailing edge.
    func overlayRect(_ view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.bounds.size
        if size == .zero { size = view.systemLayoutSizeFitting(.zero) }
        size.height = min(size.height, bounds.height)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = leading != rtl
        return CGRect(x: left ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func baseClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSize
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).width : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.minX + trailing + Self.clearButtonMargin : bounds.maxX - trailing - Self.clearButtonMargin - side
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    func baseTextRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + horizontalInset, maxX = bounds.maxX - horizontalInset
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if showsLeftView {
            let r = leftViewRect(forBounds: bounds)
            if rtl { maxX = min(maxX, r.minX) } else { minX = max(minX, r.maxX) }
        }
        if showsRightView {
            let r = rightViewRect(forBounds: bounds)
            if rtl { minX = max(minX, r.maxX) } else { maxX = min(maxX, r.minX) }
        }
        if showsClearButton {
            let r = clearButtonRect(forBounds: bounds)
            if rtl { minX = max(minX, r.maxX + Self.clearButtonMargin) } else { maxX = min(maxX, r.minX - Self.clearButtonMargin) }
        }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    func layOutOverlays() {
        if let leftView {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }

    /// The clear button: the delegate may refuse; otherwise the text goes, as a user's edit.
    private func clearTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        clearByUser()
        if !isFirstResponder { becomeFirstResponder() }
    }

    // MARK: Background image and fitted font

    /// The background image over the border rectangle, when one is set for the state.
    func layOutBackgroundImage() {
        let image = isEnabled ? background : disabledBackground ?? background
        backgroundImageView.isHidden = image == nil || borderStyle == .roundedRect
        if backgroundImageView.image !== image { backgroundImageView.image = image }
        backgroundImageView.frame = borderRect(forBounds: bounds)
    }

    /// The font the plain text fits `width` in: `font`, or smaller when it adjusts to fit.
    func fitFont(toWidth width: CGFloat) -> UIFont {
        let f = font ?? .systemFont(ofSize: UIFont.labelFontSize)
        var fitted = f
        if adjustsFontSizeToFitWidth, styledText == nil, !displayedText.isEmpty, width > 0 {
            let full = UIModelRuntime.current.resources.textMetrics.width(of: displayedText[...], font: f)
            if full > width {
                let floor = max(minimumFontSize.isFinite ? minimumFontSize : 0, 1)
                fitted = f.withSize(max((f.pointSize * width / full).rounded(.down), min(floor, f.pointSize)))
            }
        }
        fittedFont = fitted
        if textLabel.font != fitted { textLabel.font = fitted }
        return fitted
    }
}
