import Foundation

/// What every bar draws behind its items: its material (a blur of the content behind it, as
/// iOS's bars blur), its colour and image, with a hairline separator along the edge that meets
/// the content (the bottom of a navigation bar, the top of a toolbar or tab bar).
final class BarBackgroundView: UIView {
    nonisolated deinit {}
    nonisolated enum Edge { case top, bottom }
    /// The separator's thickness (UIKit's bar hairline).
    static let separatorHeight: CGFloat = 0.5

    private let separator = UIView(frame: .zero)
    private let separatorEdge: Edge

    /// The appearance's effect (the default bar's chrome material), its colour over that, and
    /// its image.
    let material = UIVisualEffectView(effect: BarBackgroundView.defaultEffect)
    private let colour = UIView(frame: .zero)
    private let image = UIImageView(frame: .zero)
    private let shadowImage = UIImageView(frame: .zero)

    /// The material of a bar with the default background (UIKit's).
    static var defaultEffect: UIBlurEffect { UIBlurEffect(style: .systemChromeMaterial) }

    /// Draws `appearance`: its effect's blur, its colour over that, its image, and its shadow
    /// line (or image); nil draws the default bar.
    func apply(_ appearance: UIBarAppearance?) {
        backgroundColor = nil
        material.isHidden = false
        guard let appearance else {
            material.effect = Self.defaultEffect
            colour.backgroundColor = nil
            image.image = nil
            separator.isHidden = false
            separator.backgroundColor = .separator
            shadowImage.image = nil
            return
        }
        material.effect = appearance.backgroundEffect
        colour.backgroundColor = appearance.backgroundColor
        image.image = appearance.backgroundImage
        image.contentMode = appearance.backgroundImageContentMode
        shadowImage.image = appearance.shadowImage
        shadowImage.tintColor = appearance.shadowColor
        separator.backgroundColor = appearance.shadowColor
        separator.isHidden = appearance.shadowImage != nil || appearance.shadowColor == nil
        setNeedsLayout()
    }

    /// A colour set on the bar itself (`backgroundColor`) stands in for the material.
    func showLegacyColor(_ color: UIColor) {
        backgroundColor = color
        material.isHidden = true
    }

    init(separatorEdge: Edge) {
        self.separatorEdge = separatorEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        separator.backgroundColor = .separator
        image.clipsToBounds = true
        for v in [material, colour, image, separator, shadowImage] { v.isUserInteractionEnabled = false; addSubview(v) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, h = Self.separatorHeight
        separator.frame = CGRect(x: b.minX, y: separatorEdge == .top ? b.minY : b.maxY - h, width: b.width, height: h)
        material.frame = b
        colour.frame = b
        image.frame = b
        let shadowHeight = shadowImage.image?.size.height ?? 0
        shadowImage.frame = CGRect(x: b.minX, y: separatorEdge == .top ? b.minY - shadowHeight : b.maxY, width: b.width, height: shadowHeight)
    }
}

/// A bar's two backgrounds: its standard appearance's and, above it, its scroll-edge
/// appearance's, which fades out as content scrolls under the bar (`progress` 0 to 1). An old
/// `backgroundColor` set on the bar colours both.
final class BarBackgrounds {
    nonisolated deinit {}
    let standard: BarBackgroundView
    let edge: BarBackgroundView

    init(separatorEdge: BarBackgroundView.Edge) {
        standard = BarBackgroundView(separatorEdge: separatorEdge)
        edge = BarBackgroundView(separatorEdge: separatorEdge)
    }

    /// Adds both to `bar`, the standard one first.
    func install(in bar: UIView) {
        bar.addSubview(standard)
        bar.addSubview(edge)
    }

    func apply(standard look: UIBarAppearance, edge edgeLook: UIBarAppearance, legacyColor: UIColor?) {
        standard.apply(look)
        edge.apply(edgeLook)
        if let legacyColor {
            standard.showLegacyColor(legacyColor)
            edge.showLegacyColor(legacyColor)
        }
    }

    var progress: CGFloat = 0 {
        didSet {
            standard.alpha = progress
            edge.alpha = 1 - progress
        }
    }

    var frame: CGRect {
        get { standard.frame }
        set { standard.frame = newValue; edge.frame = newValue }
    }
}
