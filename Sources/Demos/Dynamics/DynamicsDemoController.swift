import Foundation
import UIModel

/// The "dynamics" demo: a playground where blocks and balls fall under gravity, bounce off the
/// walls, a slanted ramp and each other. A drag carries an item (an attachment to the finger) and
/// throws it with the finger's velocity; a tap snaps the last item dragged to it; Push throws
/// everything upwards; Field swaps gravity for a spring field at the centre with drag. A label counts the collisions the collision delegate reports.
final class DynamicsDemoController: DemoViewController, UICollisionBehaviorDelegate {
    private let arena = UIView()
    private let contactsLabel = UILabel()
    private let fieldSwitch = UISwitch()
    private var items: [UIView] = []
    private var animator: UIDynamicAnimator?
    private let gravity = UIGravityBehavior()
    private let collision = UICollisionBehavior(items: [])
    private let material = UIDynamicItemBehavior(items: [])
    private let ballMaterial = UIDynamicItemBehavior(items: [])
    private let field = UIFieldBehavior.springField()
    private let drag = UIFieldBehavior.dragField()
    private var carry: UIAttachmentBehavior?
    private var snap: UISnapBehavior?
    private weak var lastItem: UIView?
    private var contacts = 0 { didSet { contactsLabel.text = "Contacts: \(contacts)" } }
    private let ramp = CAShapeLayer()

    init(back: (() -> Void)?) { super.init(title: "Dynamics", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "dynamics"
        arena.translatesAutoresizingMaskIntoConstraints = false
        arena.backgroundColor = .secondarySystemBackground
        arena.layer.cornerRadius = 16
        arena.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        arena.clipsToBounds = true
        arena.accessibilityIdentifier = "dynamics.arena"
        view.addSubview(arena)

        let push = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Push") { [weak self] _ in self?.pushAll() })
        push.accessibilityIdentifier = "dynamics.push"
        let fieldLabel = UILabel()
        fieldLabel.text = "Field"
        fieldSwitch.accessibilityIdentifier = "dynamics.field"
        fieldSwitch.addAction(UIAction { [weak self] _ in self?.fieldChanged() }, for: .valueChanged)
        contactsLabel.font = .systemFont(ofSize: 15)
        contactsLabel.textColor = .secondaryLabel
        contactsLabel.accessibilityIdentifier = "dynamics.contacts"
        contacts = 0
        let bar = UIStackView(arrangedSubviews: [push, contactsLabel, fieldLabel, fieldSwitch])
        bar.spacing = 12
        bar.alignment = .center
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        addHeader()
        NSLayoutConstraint.activate([
            arena.topAnchor.constraint(equalTo: contentTop, constant: 12),
            arena.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            arena.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
            arena.bottomAnchor.constraint(equalTo: bar.topAnchor, constant: -12),
            bar.leadingAnchor.constraint(equalTo: arena.leadingAnchor),
            bar.trailingAnchor.constraint(lessThanOrEqualTo: arena.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])

        ramp.strokeColor = UIColor.systemGray.cgColor
        ramp.fillColor = nil
        ramp.lineWidth = 4
        ramp.lineCap = .round
        arena.layer.addSublayer(ramp)

        arena.addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.dragged($0 as! UIPanGestureRecognizer) })
        arena.addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.tapped($0) })
        collision.collisionDelegate = self
        material.elasticity = 0.35
        material.friction = 0.4
        ballMaterial.elasticity = 0.75
        ballMaterial.friction = 0.2
        ballMaterial.density = 0.5
        drag.strength = 2
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard animator == nil, arena.bounds.width > 100, arena.bounds.height > 200 else { return }
        start()
    }

    /// Places the items along the top and starts the simulation.
    private func start() {
        let b = arena.bounds
        let animator = UIDynamicAnimator(referenceView: arena)
        self.animator = animator
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple, .systemPink]
        for (i, color) in colors.enumerated() {
            let isBall = i % 2 == 1
            let side: CGFloat = isBall ? 56 : 64
            let item: UIView = isBall ? BallView(color: color, side: side) : BlockView(color: color, side: side)
            item.center = CGPoint(x: b.width * CGFloat(i + 1) / CGFloat(colors.count + 1), y: 60 + CGFloat(i % 3) * 70)
            item.accessibilityIdentifier = "dynamics.item\(i)"
            arena.addSubview(item)
            items.append(item)
            gravity.addItem(item)
            collision.addItem(item)
            (isBall ? ballMaterial : material).addItem(item)
            field.addItem(item)
            drag.addItem(item)
        }
        // A ramp across the lower left, drawn by a shape layer and a collision boundary.
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: b.height * 0.62))
        path.addLine(to: CGPoint(x: b.width * 0.55, y: b.height * 0.78))
        ramp.path = path.cgPath
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "ramp" as NSCopying, for: path)
        field.position = CGPoint(x: b.midX, y: b.midY)
        field.region = UIRegion(radius: max(b.width, b.height))
        for behavior in [gravity, collision, material, ballMaterial] { animator.addBehavior(behavior) }
    }

    private func pushAll() {
        let push = UIPushBehavior(items: items, mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.3, dy: -4)
        animator?.addBehavior(push)
    }

    private func fieldChanged() {
        guard let animator else { return }
        if fieldSwitch.isOn {
            animator.removeBehavior(gravity)
            animator.addBehavior(field)
            animator.addBehavior(drag)
        } else {
            animator.removeBehavior(field)
            animator.removeBehavior(drag)
            animator.addBehavior(gravity)
        }
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let animator else { return }
        let p = pan.location(in: arena)
        switch pan.state {
        case .began:
            // The item under where the finger went down (the pan begins a little later).
            let t = pan.translation(in: arena)
            let start = CGPoint(x: p.x - t.x, y: p.y - t.y)
            guard let item = items.last(where: { $0.frame.insetBy(dx: -8, dy: -8).contains(start) }) else { return }
            lastItem = item
            if let snap { animator.removeBehavior(snap); self.snap = nil }
            let a = UIAttachmentBehavior(item: item, attachedToAnchor: p)
            a.length = 0
            a.frequency = 8
            a.damping = 1
            animator.addBehavior(a)
            carry = a
        case .changed:
            carry?.anchorPoint = p
        default:
            guard let carry else { return }
            animator.removeBehavior(carry)
            self.carry = nil
            // The throw: the finger's velocity carries on.
            let v = pan.velocity(in: arena)
            if let item = carry.items.first { material.addLinearVelocity(v, for: item) }
        }
    }

    private func tapped(_ tap: UIGestureRecognizer) {
        guard let animator, let item = lastItem ?? items.first else { return }
        if let snap { animator.removeBehavior(snap) }
        let s = UISnapBehavior(item: item, snapTo: tap.location(in: arena))
        animator.addBehavior(s)
        snap = s
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        contacts += 1
    }
}

/// A block with a gradient face and rounded corners.
private final class BlockView: UIView {
    init(color: UIColor, side: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        layer.cornerRadius = 10
        layer.masksToBounds = true
        let gradient = CAGradientLayer()
        gradient.frame = bounds
        gradient.colors = [color.cgColor, color.withAlphaComponent(0.55).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.addSublayer(gradient)
    }
    required init?(coder: NSCoder) { nil }
}

/// A ball: collides as an ellipse, drawn by a shape layer with a ring.
private final class BallView: UIView {
    init(color: UIColor, side: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let disc = CAShapeLayer()
        disc.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
        disc.fillColor = color.cgColor
        disc.strokeColor = UIColor.white.withAlphaComponent(0.8).cgColor
        disc.lineWidth = 3
        layer.addSublayer(disc)
    }
    required init?(coder: NSCoder) { nil }

    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}
