import Foundation

/// The bar at the top of a navigation controller: the top controller's title and a back button
/// titled after the controller below.
open class UINavigationBar: UIView {
    /// The bar's height below the safe area's top (UIKit's; see ../shared/REFERENCE.md).
    static let barHeight: CGFloat = 44

    /// The opaque bar colour: iOS's light bar grey, and the dark chrome grey its title (`.label`,
    /// white in dark) stays readable on.
    static let defaultBackground = UIColor.dynamic(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))

    let titleLabel = UILabel(frame: .zero)
    let backButton = UIButton(type: .system)
    private let separator = UIView(frame: .zero)
    /// The bar's colour, reaching up behind the status bar as on iOS.
    private let background = UIView(frame: .zero)
    /// How far the background reaches above the bar (its controller sets the safe area's top).
    var backgroundTopExtension: CGFloat = 0 { didSet { if backgroundTopExtension != oldValue { setNeedsLayout() } } }

    /// Whether content runs under the bar (true, UIKit's default: the content's safe area
    /// starts below the bar) or starts below it.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }

    open override var backgroundColor: UIColor? {
        get { background.backgroundColor }
        set { background.backgroundColor = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.backgroundColor = nil
        background.isUserInteractionEnabled = false
        addSubview(background)
        backgroundColor = Self.defaultBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.accessibilityIdentifier = "navigationBack"
        titleLabel.accessibilityTraits = [.staticText, .header]
        separator.backgroundColor = .separator
        [titleLabel, backButton, separator].forEach(addSubview)
    }

    func update(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil
        backButton.setTitle("\u{2039} " + (backTitle ?? "Back"), for: .normal)
        backButton.accessibilityLabel = backTitle ?? "Back"
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        let b = bounds, top = b.height - Self.barHeight
        background.frame = CGRect(x: 0, y: -backgroundTopExtension, width: b.width, height: b.height + backgroundTopExtension)
        titleLabel.frame = CGRect(x: 100, y: top, width: max(b.width - 200, 0), height: Self.barHeight)
        let size = backButton.intrinsicContentSize
        backButton.frame = CGRect(x: 8, y: top + (Self.barHeight - size.height) / 2, width: min(size.width + 8, 100), height: size.height)
        separator.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
    }
}
