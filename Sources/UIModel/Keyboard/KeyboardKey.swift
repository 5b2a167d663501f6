import Foundation

/// One key of the software keyboard: what it types or does, and how it looks.
nonisolated enum KeyboardKeyRole: Equatable {
    case character(String)
    case shift, delete, space, returnKey, numbers, letters, symbols, moreNumbers
}

/// A key cap: a rounded key with its label, grey for the keys that do something other than
/// type, blue for an action return key. A tap does the key's job.
final class KeyboardKeyView: UIControl {
    nonisolated deinit {}
    let role: KeyboardKeyRole
    let label = UILabel(frame: .zero)
    /// The SF Symbol the key shows instead of a title (shift, delete).
    private let icon = UIImageView(frame: .zero)
    var symbolName: String? {
        didSet {
            icon.image = symbolName.flatMap { UIImage(systemName: $0)?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 19)) }
            label.isHidden = icon.image != nil
        }
    }
    private let cap = UIView(frame: .zero)
    /// The letters under a number pad's digit ("ABC" under 2), as a phone's keypad has them.
    let letters = UILabel(frame: .zero)
    var onTap: ((KeyboardKeyRole) -> Void)?
    /// Drawn as a function key (grey) and, for the return key of an action, blue.
    var isFunctionKey = false { didSet { updateLook() } }
    var isActionKey = false { didSet { updateLook() } }
    var dark = false { didSet { updateLook() } }

    init(role: KeyboardKeyRole, title: String) {
        self.role = role
        super.init(frame: .zero)
        cap.isUserInteractionEnabled = false
        cap.layer.cornerRadius = KeyboardMetrics.keyCornerRadius
        cap.layer.shadowOpacity = 1
        cap.layer.shadowRadius = 0
        cap.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(cap)
        label.text = title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        icon.isUserInteractionEnabled = false
        icon.contentMode = .center
        addSubview(icon)
        letters.textAlignment = .center
        letters.font = .systemFont(ofSize: 10, weight: .semibold)
        letters.isUserInteractionEnabled = false
        letters.isHidden = true
        addSubview(letters)
        // Named by what the key is, whatever its cap shows (a letter in either case, "return"
        // whatever its title).
        accessibilityIdentifier = "key:" + Self.name(of: role)
        accessibilityLabel = title
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onTap?(self.role)
        }, for: .touchUpInside)
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    static func name(of role: KeyboardKeyRole) -> String {
        switch role {
        case .character(let c): c
        case .shift: "shift"
        case .delete: "delete"
        case .space: "space"
        case .returnKey: "return"
        case .numbers: "123"
        case .moreNumbers: "123"
        case .letters: "ABC"
        case .symbols: "#+="
        }
    }

    override var isEnabled: Bool { didSet { updateLook() } }

    /// iOS 17's key colours, light and dark.
    private func updateLook() {
        let light: (key: UIColor, function: UIColor, text: UIColor, shadow: UIColor) =
            (.white, UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1), .black, UIColor(red: 0.54, green: 0.54, blue: 0.56, alpha: 1))
        let darkLook: (key: UIColor, function: UIColor, text: UIColor, shadow: UIColor) =
            (UIColor(white: 0.42, alpha: 1), UIColor(white: 0.27, alpha: 1), .white, UIColor(white: 0.05, alpha: 1))
        let look = dark ? darkLook : light
        cap.backgroundColor = isActionKey && isEnabled ? .systemBlue : isFunctionKey ? look.function : look.key
        cap.layer.shadowColor = look.shadow.cgColor
        label.textColor = isActionKey && isEnabled ? .white : isEnabled ? look.text : look.text.withAlphaComponent(0.35)
        icon.tintColor = look.text
        letters.textColor = look.text
        let characterKey: Bool = { if case .character = role { return true } else { return false } }()
        label.font = characterKey && (label.text?.count ?? 0) == 1 ? .systemFont(ofSize: 22) : .systemFont(ofSize: 16)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cap.frame = bounds
        icon.frame = bounds
        if letters.isHidden {
            label.frame = bounds
        } else {
            // The digit above its letters, the pair centred in the key.
            label.frame = CGRect(x: 0, y: bounds.midY - 19, width: bounds.width, height: 28)
            letters.frame = CGRect(x: 0, y: label.frame.maxY - 2, width: bounds.width, height: 12)
        }
    }

    /// A number pad's digit key shows `text` under the digit (nil: none), in the larger digit font.
    func showLetters(_ text: String?) {
        letters.text = text
        letters.isHidden = text == nil
        if text != nil || label.text?.count == 1 { label.font = .systemFont(ofSize: 25) }
        setNeedsLayout()
    }
}
