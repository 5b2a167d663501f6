import Foundation
import UIModel

/// The "layout" demo: a form in stack views inside the readable content guide, and a card
/// held by one constraint whose constant animates with a spring, grabbed mid-flight with a pan.
/// Press L for right-to-left and T for the next text size: the rows turn round, the text grows,
/// and at accessibility sizes each row stacks its label above its field.
final class LayoutDemoController: DemoViewController {
    private let form = UIStackView()
    private var rows: [UIStackView] = []
    private let status = UILabel()
    private let card = UIView()
    private var cardTop: NSLayoutConstraint!
    private(set) var isCardOpen = false
    private var grabOffset: CGFloat = 0

    /// The card is this tall; closed, this much of it peeks above the safe area's bottom.
    static let cardHeight: CGFloat = 200
    static let peek: CGFloat = 64
    /// The card's spring: UIKit's damping ratio and duration parameters.
    static let springDamping: CGFloat = 0.75, springDuration: TimeInterval = 0.6

    init(back: (() -> Void)?) { super.init(title: "Layout", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "layout"
        form.axis = .vertical
        form.spacing = 14
        form.accessibilityIdentifier = "layout.form"
        rows = [row("Name", field("Appleseed", id: "layout.name")), row("Email", field("name@example.com", id: "layout.email"))]
        for r in rows { form.addArrangedSubview(r) }
        let toggle = UIButton(type: .system, primaryAction: UIAction(title: "Toggle the card") { [weak self] _ in
            self?.setCard(open: !(self?.isCardOpen ?? true), velocity: 0)
        })
        toggle.titleLabel?.font = .preferredFont(forTextStyle: .body)
        toggle.accessibilityIdentifier = "layout.toggle"
        form.addArrangedSubview(toggle)
        status.font = .preferredFont(forTextStyle: .footnote)
        status.adjustsFontForContentSizeCategory = true
        status.textColor = .secondaryLabel
        status.numberOfLines = 0
        form.addArrangedSubview(status)
        form.setCustomSpacing(24, after: toggle)
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        makeCard()
        addHeader()
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: contentTop, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
        updateForTraits()
    }

    private func row(_ title: String, _ field: UITextField) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let r = UIStackView(arrangedSubviews: [label, field])
        r.spacing = 12
        r.alignment = .firstBaseline
        return r
    }

    private func field(_ placeholder: String, id: String) -> UITextField {
        let f = UITextField()
        f.placeholder = placeholder
        f.borderStyle = .roundedRect
        f.font = .preferredFont(forTextStyle: .body)
        f.adjustsFontForContentSizeCategory = true
        f.accessibilityIdentifier = id
        return f
    }

    private func makeCard() {
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 18
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 12
        card.accessibilityIdentifier = "layout.card"
        let title = UILabel(), body = UILabel()
        title.text = "A spring on a constraint"
        title.font = .preferredFont(forTextStyle: .headline)
        body.text = "Toggling changes one constant inside a spring animation; drag the card, even mid-flight, and let go."
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        for l in [title, body] { l.adjustsFontForContentSizeCategory = true }
        let content = UIStackView(arrangedSubviews: [title, body])
        content.axis = .vertical
        content.spacing = 6
        content.isLayoutMarginsRelativeArrangement = true
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        cardTop = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -Self.peek)
        NSLayoutConstraint.activate([
            cardTop,
            card.heightAnchor.constraint(equalToConstant: Self.cardHeight),
            card.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        card.addGestureRecognizer(UIPanGestureRecognizer { [weak self] g in self?.panned(g as! UIPanGestureRecognizer) })
    }

    /// The constant for an open or closed card.
    private func constant(open: Bool) -> CGFloat { open ? -(Self.cardHeight + 16) : -Self.peek }

    /// Moves the card with a spring; `velocity` (points per second, downwards positive) carries a flick on.
    func setCard(open: Bool, velocity: CGFloat) {
        isCardOpen = open
        let target = constant(open: open)
        let distance = target - cardTop.constant
        cardTop.constant = target
        let relative = abs(distance) > 1 ? velocity / distance : 0
        UIView.animate(withDuration: Self.springDuration, delay: 0, usingSpringWithDamping: Self.springDamping,
                       initialSpringVelocity: relative, options: [.allowUserInteraction]) {
            self.view.layoutIfNeeded()
        }
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // Catch the card where it is on screen: its constant becomes that, and the spring stops.
            let shown = card.layer.presentation()?.frame.minY ?? card.frame.minY
            card.layer.removeAllAnimations()
            cardTop.constant = shown - view.safeAreaLayoutGuide.layoutFrame.maxY
            view.layoutIfNeeded()
            grabOffset = cardTop.constant
            pan.setTranslation(.zero, in: view)
        case .changed:
            let open = constant(open: true), closed = constant(open: false)
            cardTop.constant = min(max(grabOffset + pan.translation(in: view).y, open - 40), closed + 20)
            view.layoutIfNeeded()
        case .ended, .cancelled:
            let v = pan.velocity(in: view).y
            let midway = (constant(open: true) + constant(open: false)) / 2
            setCard(open: abs(v) > 300 ? v < 0 : cardTop.constant < midway, velocity: v)
        default: break
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateForTraits()
    }

    /// Labels above fields at accessibility text sizes; the status line says what is on.
    private func updateForTraits() {
        let t = traitCollection
        let stacked = t.preferredContentSizeCategory.isAccessibilityCategory
        for r in rows {
            r.axis = stacked ? .vertical : .horizontal
            r.alignment = stacked ? .fill : .firstBaseline
        }
        let direction = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "Right to left" : "Left to right"
        let size = t.preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
        status.text = "\(direction), text size \(size). Press L to turn the direction round and T for the next text size."
    }
}
