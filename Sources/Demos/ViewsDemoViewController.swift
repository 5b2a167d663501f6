import Foundation
import UIModel

/// The "views" demo: labels (wrapped and truncated), system buttons, rounded corners, borders,
/// shadows, transformed and translucent views, clipping and an image, laid out as cards that
/// flow into as many columns as the screen is wide. "Tap me" visibly changes the screen.
final class ViewsDemoViewController: DemoViewController {
    private var cards: [UIView] = []
    private let countLabel = UILabel(frame: .zero)
    private let swatch = UIView(frame: .zero)
    private(set) var tapCount = 0

    /// The colours the swatch steps through, one per tap.
    static let swatchColors: [UIColor] = [.systemGray4, .systemGreen, .systemOrange, .systemPink, .systemIndigo]
    static let cardSpacing: CGFloat = 12
    static let maxCardWidth: CGFloat = 360
    /// The card width the subviews are placed for; autoresizing adapts them to the real width.
    static let designWidth: CGFloat = 340

    init(back: (() -> Void)?) { super.init(title: "Views", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "views"
        cards = [labelsCard(), buttonsCard(), shapesCard(), clippingCard()]
        cards.forEach { view.addSubview($0) }
        addHeader()
    }

    // MARK: Layout

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        super.viewDidLayoutSubviews()
        let s = Self.cardSpacing
        let columns = max(1, Int((b.width - s) / (Self.maxCardWidth + s)))
        let width = columns == 1 ? min(b.width - 2 * s, 600) : Self.maxCardWidth
        let left = (b.width - (CGFloat(columns) * width + CGFloat(columns - 1) * s)) / 2
        var heights = [CGFloat](repeating: contentMinY + s, count: columns)
        for card in cards {
            let col = heights.firstIndex(of: heights.min()!)!
            let h = card.bounds.height
            card.frame = CGRect(x: left + CGFloat(col) * (width + s), y: heights[col], width: width, height: h)
            heights[col] += h + s
        }
    }

    // MARK: Cards

    private func card(_ title: String, height: CGFloat, id: String) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: Self.designWidth, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.accessibilityIdentifier = id
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: Self.designWidth - 32, height: 16))
        label.text = title.uppercased()
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .secondaryLabel
        label.autoresizingMask = [.flexibleWidth]
        card.addSubview(label)
        return card
    }

    private func labelsCard() -> UIView {
        let c = card("Labels", height: 138, id: "card.labels")
        let wrapped = UILabel(frame: CGRect(x: 16, y: 32, width: Self.designWidth - 32, height: 54))
        wrapped.text = "A label with numberOfLines = 0 wraps its text at word boundaries onto as many lines as it needs."
        wrapped.numberOfLines = 0
        wrapped.font = .systemFont(ofSize: 15)
        wrapped.accessibilityIdentifier = "label.wrapped"
        let tail = UILabel(frame: CGRect(x: 16, y: 90, width: Self.designWidth - 32, height: 20))
        tail.text = "A single-line label that is much too long for its width ends in an ellipsis"
        tail.font = .systemFont(ofSize: 15, weight: .medium)
        tail.textColor = .systemBlue
        tail.accessibilityIdentifier = "label.tail"
        let middle = UILabel(frame: CGRect(x: 16, y: 112, width: Self.designWidth - 32, height: 18))
        middle.text = "/home/user/projects/simulator/Sources/UIModel/Views/UILabel.swift"
        middle.font = .systemFont(ofSize: 13)
        middle.textColor = .secondaryLabel
        middle.lineBreakMode = .byTruncatingMiddle
        middle.accessibilityIdentifier = "label.middle"
        for l in [wrapped, tail, middle] {
            l.autoresizingMask = [.flexibleWidth]
            c.addSubview(l)
        }
        return c
    }

    private func buttonsCard() -> UIView {
        let c = card("Buttons", height: 96, id: "card.buttons")
        let tap = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { [weak self] _ in self?.tapped() })
        tap.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        tap.frame = CGRect(x: 16, y: 36, width: 96, height: 44)
        tap.backgroundColor = UIColor(r: 0, g: 122, b: 255, a: 0.12)
        tap.layer.cornerRadius = 10
        tap.accessibilityIdentifier = "tapMe"
        let reset = UIButton(type: .system, primaryAction: UIAction(title: "Reset") { [weak self] _ in self?.reset() })
        reset.frame = CGRect(x: 120, y: 36, width: 64, height: 44)
        reset.tintColor = .systemRed
        reset.accessibilityIdentifier = "reset"
        countLabel.frame = CGRect(x: 196, y: 36, width: Self.designWidth - 252, height: 44)
        countLabel.font = .systemFont(ofSize: 15)
        countLabel.numberOfLines = 2
        countLabel.accessibilityIdentifier = "tapCount"
        countLabel.autoresizingMask = [.flexibleWidth]
        swatch.frame = CGRect(x: Self.designWidth - 48, y: 42, width: 32, height: 32)
        swatch.layer.cornerRadius = 16
        swatch.accessibilityIdentifier = "swatch"
        swatch.autoresizingMask = [.flexibleLeftMargin]
        [tap, reset, countLabel, swatch].forEach { c.addSubview($0) }
        updateCount()
        return c
    }

    private func shapesCard() -> UIView {
        let c = card("Corners, borders, shadows, transforms", height: 120, id: "card.shapes")
        let y: CGFloat = 40, side: CGFloat = 56
        let rounded = UIView(frame: CGRect(x: 16, y: y, width: side, height: side))
        rounded.backgroundColor = .systemBlue
        rounded.layer.cornerRadius = 14
        rounded.accessibilityIdentifier = "shape.rounded"
        let ring = UIView(frame: CGRect(x: 84, y: y, width: side, height: side))
        ring.backgroundColor = .systemYellow
        ring.layer.cornerRadius = side / 2
        ring.layer.borderWidth = 5
        ring.layer.borderColor = UIColor.systemOrange.cgColor
        ring.accessibilityIdentifier = "shape.ring"
        let shadowed = UIView(frame: CGRect(x: 152, y: y, width: side, height: side))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 8
        shadowed.layer.shadowColor = UIColor.black.cgColor
        shadowed.layer.shadowOpacity = 0.35
        shadowed.layer.shadowRadius = 6
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.accessibilityIdentifier = "shape.shadow"
        let rotated = UIView(frame: CGRect(x: 220, y: y, width: side, height: side))
        rotated.backgroundColor = .systemPurple
        rotated.layer.cornerRadius = 6
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 10).scaledBy(x: 0.85, y: 0.85)
        rotated.accessibilityIdentifier = "shape.rotated"
        let under = UIView(frame: CGRect(x: 286, y: y, width: 36, height: 36))
        under.backgroundColor = .systemRed
        under.alpha = 0.6
        let over = UIView(frame: CGRect(x: 302, y: y + 20, width: 36, height: 36))
        over.backgroundColor = .systemTeal
        over.alpha = 0.6
        over.accessibilityIdentifier = "shape.translucent"
        [rounded, ring, shadowed, rotated, under, over].forEach { c.addSubview($0) }
        return c
    }

    private func clippingCard() -> UIView {
        let c = card("Clipping and images", height: 136, id: "card.clipping")
        let clipped = UIView(frame: CGRect(x: 16, y: 36, width: 88, height: 88))
        clipped.layer.cornerRadius = 22
        clipped.clipsToBounds = true
        clipped.backgroundColor = .systemGray5
        clipped.accessibilityIdentifier = "clip.on"
        let fill = UIImageView(image: UIImage(named: "landscape"))
        fill.contentMode = .scaleAspectFill
        fill.frame = CGRect(x: -20, y: -10, width: 128, height: 108)
        clipped.addSubview(fill)
        let open = UIView(frame: CGRect(x: 128, y: 46, width: 60, height: 60))
        open.backgroundColor = .systemGray5
        open.layer.cornerRadius = 8
        open.accessibilityIdentifier = "clip.off"
        let sticking = UIView(frame: CGRect(x: 30, y: -14, width: 44, height: 44))
        sticking.backgroundColor = .systemGreen
        sticking.layer.cornerRadius = 22
        open.addSubview(sticking)
        let fit = UIImageView(image: UIImage(named: "landscape"))
        fit.contentMode = .scaleAspectFit
        fit.frame = CGRect(x: 212, y: 36, width: 110, height: 88)
        fit.backgroundColor = .systemGray6
        fit.layer.borderWidth = 1
        fit.layer.borderColor = UIColor.systemGray3.cgColor
        fit.accessibilityIdentifier = "image.fit"
        [clipped, open, fit].forEach { c.addSubview($0) }
        return c
    }

    // MARK: Actions

    private func tapped() {
        tapCount += 1
        updateCount()
    }

    private func reset() {
        tapCount = 0
        updateCount()
    }

    private func updateCount() {
        countLabel.text = tapCount == 1 ? "Tapped once" : "Tapped \(tapCount) times"
        swatch.backgroundColor = Self.swatchColors[tapCount % Self.swatchColors.count]
    }
}

extension UIColor {
    /// 0...255 RGB with alpha in 0...1.
    convenience init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}
