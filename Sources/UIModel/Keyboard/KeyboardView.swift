import Foundation

/// The software keyboard as iOS draws it: the predictive bar, four rows of keys for the text
/// input's keyboard type (letters, numbers and symbols pages; or a number, decimal or phone
/// pad), and on an iPhone with a home indicator the globe row and the indicator's strip. Keys
/// type into the first responder; shift capitalizes the next letter (and turns on by itself
/// where the input's autocapitalization says), delete deletes, return returns.
final class KeyboardView: UIView {
    nonisolated deinit {}
    nonisolated enum Page: Equatable {
        case letters, numbers, symbols, numberPad, decimalPad, phonePad
        /// The pads: three keys a row, no predictive bar.
        var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
    }

    private(set) var page: Page = .letters
    private(set) var shifted = false
    private var keys: [[KeyboardKeyView]] = []
    private let bar = UIView(frame: .zero)
    private var traits = TextInputTraitValues()
    private var dark = false
    /// Space under the keys (the globe row and the home indicator's strip).
    var bottomInset: CGFloat = 0 { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "keyboard"
        bar.isUserInteractionEnabled = false
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the keys for `input`'s traits, in light or dark.
    func configure(for input: UIResponder?, traits inputTraits: UITraitCollection) {
        let values = (input as? UITextInputTraits).map(TextInputTraitValues.init(of:)) ?? TextInputTraitValues()
        traits = values
        switch values.keyboardAppearance {
        case .dark: dark = true
        case .light: dark = false
        case .default: dark = inputTraits.userInterfaceStyle == .dark
        }
        backgroundColor = dark ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 0.82, green: 0.83, blue: 0.86, alpha: 1)
        switch values.keyboardType {
        case .numberPad, .asciiCapableNumberPad: page = .numberPad
        case .decimalPad: page = .decimalPad
        case .phonePad, .namePhonePad: page = .phonePad
        case .numbersAndPunctuation: page = .numbers
        default: page = .letters
        }
        shifted = false
        autoShift()
        rebuild()
    }

    /// Turns shift on where the input's autocapitalization wants a capital next.
    private func autoShift() {
        guard page == .letters else { return }
        let before = (UIModelRuntime.current.input.firstResponder as? TextEditingResponder)?.textBeforeCaret ?? ""
        shifted = TextInputTraitValues.wantsCapital(traits.autocapitalizationType, after: before)
    }

    private func rows() -> [[KeyboardKeyRole]] {
        func chars(_ s: String) -> [KeyboardKeyRole] { s.map { .character(String($0)) } }
        switch page {
        case .letters:
            var bottom: [KeyboardKeyRole] = [.numbers, .space, .returnKey]
            switch traits.keyboardType {
            case .emailAddress: bottom = [.numbers, .space, .character("@"), .character("."), .returnKey]
            case .URL: bottom = [.numbers, .character("."), .character("/"), .character(".com"), .returnKey]
            case .twitter: bottom = [.numbers, .space, .character("@"), .character("#"), .returnKey]
            case .webSearch: bottom = [.numbers, .space, .character("."), .returnKey]
            default: break
            }
            return [chars("qwertyuiop"), chars("asdfghjkl"), [.shift] + chars("zxcvbnm") + [.delete], bottom]
        case .numbers:
            return [chars("1234567890"), chars("-/:;()$&@\""), [.symbols] + chars(".,?!'") + [.delete], [.letters, .space, .returnKey]]
        case .symbols:
            return [chars("[]{}#%^*+="), chars("_\\|~<>€£¥•"), [.moreNumbers] + chars(".,?!'") + [.delete], [.letters, .space, .returnKey]]
        case .numberPad: return [chars("123"), chars("456"), chars("789"), [.character(""), .character("0"), .delete]]
        case .decimalPad: return [chars("123"), chars("456"), chars("789"), [.character("."), .character("0"), .delete]]
        case .phonePad: return [chars("123"), chars("456"), chars("789"), [.character("+*#"), .character("0"), .delete]]
        }
    }

    private func title(_ role: KeyboardKeyRole) -> String {
        switch role {
        case .character(let c): return page == .letters && shifted ? c.uppercased() : c
        case .shift: return "shift"
        case .delete: return "delete"
        case .space: return "space"
        case .returnKey: return Self.returnTitle(traits.returnKeyType)
        case .numbers, .moreNumbers: return "123"
        case .letters: return "ABC"
        case .symbols: return "#+="
        }
    }

    /// The return key's title for `type`, as iOS shows it.
    static func returnTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "Emergency Call"
        case .continue: "continue"
        }
    }

    private func rebuild() {
        for row in keys { for k in row { k.removeFromSuperview() } }
        keys = rows().map { row in
            row.map { role in
                let key = KeyboardKeyView(role: role, title: title(role))
                key.dark = dark
                switch role {
                case .character(let c): key.isFunctionKey = c.isEmpty; key.isEnabled = !c.isEmpty
                case .space: break
                case .returnKey:
                    key.isFunctionKey = true
                    key.isActionKey = traits.returnKeyType != .default && traits.returnKeyType != .next
                default: key.isFunctionKey = true
                }
                key.onTap = { [weak self] in self?.tapped($0) }
                if role == .delete { addDeleteRepeat(to: key) }
                addSubview(key)
                return key
            }
        }
        relabel()
        if page.isPad {
            for row in keys { for k in row { if case .character(let c) = k.role { k.showLetters(Self.keypadLetters[c]) } } }
        }
        updateReturnKey()
        setNeedsLayout()
    }

    /// The letters under a keypad's digits, as on a phone's keypad (and iOS's number pad).
    static let keypadLetters: [String: String] = [
        "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ",
    ]

    /// iOS's delete key: it deletes as the finger lands, then again every 0.1 s once held for
    /// 0.5 s, until the finger lifts.
    static let deleteRepeatDelay: TimeInterval = 0.5
    static let deleteRepeatInterval: TimeInterval = 0.1

    private func addDeleteRepeat(to key: KeyboardKeyView) {
        key.addAction(UIAction { [weak self] _ in
            UIModelRuntime.current.input.deleteBackward()
            self?.updateReturnKey()
            self?.repeatDelete(after: Self.deleteRepeatDelay)
        }, for: .touchDown)
        key.addAction(UIAction { [weak self] _ in self?.deleteRepeats += 1 }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    /// Bumped when the finger lifts: a scheduled repeat from before does nothing.
    private var deleteRepeats = 0

    private func repeatDelete(after delay: TimeInterval) {
        deleteRepeats += 1
        let generation = deleteRepeats
        UIModelRuntime.current.clock.mainRunLoop.schedule(at: CACurrentMediaTime() + UIModelRuntime.current.clock.userInterval(delay)) { [weak self] in
            guard let self, self.deleteRepeats == generation, self.window != nil else { return }
            UIModelRuntime.current.input.deleteBackward()
            self.updateReturnKey()
            self.repeatDelete(after: Self.deleteRepeatInterval)
        }
    }

    /// The return key is disabled while the input is empty, when the input asks for that.
    func updateReturnKey() {
        guard traits.enablesReturnKeyAutomatically else { return }
        let hasText = (UIModelRuntime.current.input.firstResponder as? UIKeyInput)?.hasText ?? false
        for row in keys { for k in row where k.role == .returnKey { k.isEnabled = hasText } }
    }

    private func tapped(_ role: KeyboardKeyRole) {
        let runtime = UIModelRuntime.current
        switch role {
        case .character(let c):
            guard !c.isEmpty else { return }
            runtime.input.insertText(page == .letters && shifted ? c.uppercased() : c)
            if page == .letters, shifted, traits.autocapitalizationType != .allCharacters { shifted = false; relabel() }
        case .space:
            runtime.input.insertText(" ")
            if page == .numbers || page == .symbols { page = .letters; rebuild() }
        case .delete: break  // deleted as the finger landed (see `addDeleteRepeat`)
        case .returnKey: runtime.input.insertText("\n")
        case .shift: shifted.toggle(); relabel()
        case .numbers, .moreNumbers: page = .numbers; rebuild()
        case .letters: page = .letters; rebuild()
        case .symbols: page = .symbols; rebuild()
        }
        if case .letters = page, role == .space || role == .delete || role == .returnKey { autoShift(); relabel() }
        updateReturnKey()
    }

    /// The symbol a key shows in place of its title: shift (filled while on) and delete.
    private func symbol(_ role: KeyboardKeyRole) -> String? {
        switch role {
        case .shift: shifted ? "shift.fill" : "shift"
        case .delete: "delete.left"
        default: nil
        }
    }

    private func relabel() {
        for row in keys {
            for k in row {
                k.label.text = title(k.role)
                k.symbolName = symbol(k.role)
                // Shift turned on shows as a letter key (white), as iOS draws it.
                if k.role == .shift { k.isFunctionKey = !shifted }
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, pad = page.isPad
        bar.frame = CGRect(x: 0, y: 0, width: b.width, height: pad ? 0 : KeyboardMetrics.predictiveBarHeight)
        let top = bar.frame.maxY + 8, bottom = b.height - bottomInset - 4
        let spacing: CGFloat = b.height > 250 ? 12 : 6
        let rowHeight = max((bottom - top - 3 * spacing) / 4, 0)
        let gap = KeyboardMetrics.keySpacing, margin = KeyboardMetrics.sideMargin
        let unit = (b.width - 2 * margin - 9 * gap) / 10
        for (r, row) in keys.enumerated() {
            let y = top + CGFloat(r) * (rowHeight + spacing)
            if pad {
                let w = (b.width - 2 * margin - 2 * gap) / 3
                for (i, k) in row.enumerated() { k.frame = CGRect(x: margin + CGFloat(i) * (w + gap), y: y, width: w, height: rowHeight) }
                continue
            }
            // Widths in units of a letter key: function keys wider, space taking what is left.
            let widths: [CGFloat] = row.map { k in
                switch k.role {
                case .character(let c): return c.count > 1 ? unit * 1.5 : unit
                case .shift, .delete, .symbols, .moreNumbers, .numbers, .letters: return unit * 1.35
                case .returnKey: return unit * 2.6
                case .space: return 0
                }
            }
            let fixed = widths.reduce(0, +) + gap * CGFloat(row.count - 1)
            let flexible = max(b.width - 2 * margin - fixed, 0)
            let hasSpace = row.contains { $0.role == .space }
            // Shift and delete sit at the edges, the letters between them centred.
            let lettersBetween = !hasSpace && [.shift, .symbols, .moreNumbers].contains(row.first?.role)
            var x = hasSpace || lettersBetween ? margin : (b.width - fixed) / 2
            let between = lettersBetween ? (b.width - 2 * margin - fixed) / 2 : 0
            for (i, k) in row.enumerated() {
                let w = k.role == .space ? flexible : widths[i]
                if lettersBetween, i == 1 { x += between }
                if lettersBetween, i == row.count - 1 { x += between }
                k.frame = CGRect(x: x, y: y, width: w, height: rowHeight)
                x += w + gap
            }
        }
    }
}
