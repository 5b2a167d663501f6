import Foundation

/// An effect a visual effect view applies to what is behind it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject {
    nonisolated deinit {}
    public override init() { super.init() }
}

/// A blur of what is behind a view, in one of UIKit's styles: a Gaussian blur of the pixels
/// below and a tint over it. The materials' numbers are approximations of iOS 17's (its blurs
/// also saturate, which is not done here): light materials tint white, dark ones near black,
/// thinner ones less.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public private(set) var style: Style = .systemMaterial
    /// A convenience, as UIKit's (its `+effectWithStyle:`).
    public convenience init(style: Style) {
        self.init()
        self.style = style
    }

    /// The blur's radius in points (its Gaussian's standard deviation is half of it).
    static let blurRadius: CGFloat = 30

    /// The tint over the blur, for `traits` (the system materials follow light and dark).
    func tint(for traits: UITraitCollection) -> UIColor {
        let dark = traits.userInterfaceStyle == .dark
        func material(_ thickness: CGFloat, forcedDark: Bool? = nil) -> UIColor {
            (forcedDark ?? dark) ? UIColor(white: 0.11, alpha: 0.35 + 0.5 * thickness) : UIColor(white: 0.98, alpha: 0.3 + 0.6 * thickness)
        }
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.7)
        case .light: return UIColor(white: 0.97, alpha: 0.45)
        case .dark: return UIColor(white: 0.11, alpha: 0.65)
        case .extraDark: return UIColor(white: 0.07, alpha: 0.8)
        case .regular: return material(0.6)
        case .prominent: return material(0.85)
        case .systemUltraThinMaterial: return material(0.1)
        case .systemThinMaterial: return material(0.35)
        case .systemMaterial: return material(0.6)
        case .systemThickMaterial: return material(0.85)
        case .systemChromeMaterial: return material(0.75)
        case .systemUltraThinMaterialLight: return material(0.1, forcedDark: false)
        case .systemThinMaterialLight: return material(0.35, forcedDark: false)
        case .systemMaterialLight: return material(0.6, forcedDark: false)
        case .systemThickMaterialLight: return material(0.85, forcedDark: false)
        case .systemChromeMaterialLight: return material(0.75, forcedDark: false)
        case .systemUltraThinMaterialDark: return material(0.1, forcedDark: true)
        case .systemThinMaterialDark: return material(0.35, forcedDark: true)
        case .systemMaterialDark: return material(0.6, forcedDark: true)
        case .systemThickMaterialDark: return material(0.85, forcedDark: true)
        case .systemChromeMaterialDark: return material(0.75, forcedDark: true)
        }
    }
}

/// Makes a visual effect view's content stand out on its blur (labels, symbols). Here its
/// content is drawn as it is, over the blur: the vibrant blending is not reproduced.
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    nonisolated deinit {}
    public private(set) var blurEffect = UIBlurEffect(style: .systemMaterial)
    /// A convenience, as UIKit's (its `+effectForBlurEffect:`).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init()
        self.blurEffect = blurEffect
    }
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init(blurEffect: blurEffect) }
}

/// How strongly vibrant content shows (kept; see `UIVibrancyEffect`).
nonisolated public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that blurs what is behind it (`UIBlurEffect`): the pixels drawn below its bounds,
/// blurred and tinted, clipped to its corner radius when it clips. Its `contentView` holds what
/// it shows on top. A vibrancy effect's view draws nothing of its own.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    nonisolated deinit {}
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay(); setNeedsLayout() } }
    open private(set) var contentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpEffectView()
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        setUpEffectView()
    }

    /// A view with no effect (UIKit's inherited initializer).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    private func setUpEffectView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override func appendContent(to list: inout DisplayList, transform: CGAffineTransform, opacity: Float) {
        super.appendContent(to: &list, transform: transform, opacity: opacity)
        guard let blur = effect as? UIBlurEffect, bounds.width > 0, bounds.height > 0 else { return }
        let shape = RoundedRect(rect: bounds, cornerRadius: layer.masksToBounds ? layer.cornerRadius : 0, transform: transform,
                                maskedCorners: layer.maskedCorners)
        list.append(.backdrop(BackdropDraw(shape: shape, radius: UIBlurEffect.blurRadius, opacity: opacity)))
        let c = blur.tint(for: traitCollection).resolvedColor(with: traitCollection)
        list.append(.fill(shape, RGBA(r: Float(c.red), g: Float(c.green), b: Float(c.blue), a: Float(c.alpha)).withOpacity(opacity)))
    }
}
