import Foundation
import UIModel

/// The "animation" demo: Core Animation as apps use it. A card that flips (tap or swipe it; a
/// long press shakes it, two fingers turn it), a 3-D side menu that swings open in perspective
/// (tap "Menu"), a dot travelling a keyframe path and turning with it, a replicator spinner, a
/// faded group of overlapping discs, and shadows cast by a clear card, a label and a shadow path.
final class CoreAnimationDemoController: DemoViewController {
    private let card = FlipCard()
    private let menuStage = UIView()
    private let menu = UIView()
    private var menuOpen = false
    private let track = CAShapeLayer()
    private let traveller = CALayer()
    private let spinner = CAReplicatorLayer()
    private let bar = CALayer()
    private let discs = UIView()
    private let clearCard = UIView()
    private let shadowLabel = UILabel()
    private let pathShadow = UIView()
    private let caption = CATextLayer()

    init(back: (() -> Void)?) { super.init(title: "Core Animation", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "animation"
        card.accessibilityIdentifier = "card"
        card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.card.flip() })
        // A long press shakes the card: an additive keyframe animation of its x.
        card.addGestureRecognizer(UILongPressGestureRecognizer { [weak self] g in
            guard g.state == .began, let card = self?.card else { return }
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, -10, 10, -6, 6, 0]
            shake.isAdditive = true
            shake.duration = 0.4
            card.layer.add(shake, forKey: "shake")
        })
        // A swipe across the card flips it too; two fingers turn it, and it turns back when they lift.
        let swipe = UISwipeGestureRecognizer { [weak self] g in if g.state == .ended { self?.card.flip() } }
        swipe.direction = [.left, .right]
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(UIRotationGestureRecognizer { [weak self] g in
            guard let card = self?.card, let turn = g as? UIRotationGestureRecognizer else { return }
            card.transform = card.transform.rotated(by: turn.rotation)
            turn.rotation = 0
            if g.state == .ended || g.state == .cancelled { UIView.animate(withDuration: 0.3) { card.transform = .identity } }
        })
        view.addSubview(card)

        // The menu turns about its left edge, in a perspective its stage gives its sublayers.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        menuStage.layer.sublayerTransform = perspective
        menu.backgroundColor = .systemIndigo
        menu.layer.cornerRadius = 12
        menu.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        menu.layer.transform = CATransform3DMakeRotation(-.pi / 2.4, 0, 1, 0)
        for (i, title) in ["Inbox", "Starred", "Sent"].enumerated() {
            let row = UILabel(frame: CGRect(x: 14, y: 12 + CGFloat(i) * 30, width: 120, height: 24))
            row.text = title
            row.textColor = .white
            row.font = .systemFont(ofSize: 17, weight: .semibold)
            menu.addSubview(row)
        }
        menuStage.addSubview(menu)
        view.addSubview(menuStage)
        let toggle = UIButton(type: .system, primaryAction: UIAction(title: "Menu") { [weak self] _ in self?.toggleMenu() })
        toggle.accessibilityIdentifier = "menu"
        toggle.tag = 1
        view.addSubview(toggle)

        track.fillColor = nil
        track.strokeColor = UIColor.systemGray3.cgColor
        track.lineWidth = 2
        track.lineDashPattern = [6, 4]
        traveller.bounds = CGRect(x: 0, y: 0, width: 22, height: 12)
        traveller.backgroundColor = UIColor.systemPink.cgColor
        traveller.cornerRadius = 4
        view.layer.addSublayer(track)
        view.layer.addSublayer(traveller)

        bar.bounds = CGRect(x: 0, y: 0, width: 4, height: 12)
        bar.cornerRadius = 2
        bar.backgroundColor = UIColor.label.cgColor
        spinner.addSublayer(bar)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.opacity = 0.15
        bar.add(fade, forKey: "fade")
        view.layer.addSublayer(spinner)

        for (i, color) in [UIColor.systemRed, .systemGreen, .systemBlue].enumerated() {
            let disc = UIView(frame: CGRect(x: CGFloat(i) * 26, y: 0, width: 48, height: 48))
            disc.backgroundColor = color
            disc.layer.cornerRadius = 24
            discs.addSubview(disc)
        }
        discs.alpha = 0.5
        view.addSubview(discs)

        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 64, height: 44))
        inner.backgroundColor = .systemBackground
        inner.layer.cornerRadius = 10
        clearCard.addSubview(inner)
        for v in [clearCard, shadowLabel, pathShadow] {
            v.layer.shadowOpacity = 0.35
            v.layer.shadowRadius = 6
            v.layer.shadowOffset = CGSize(width: 0, height: 4)
            view.addSubview(v)
        }
        shadowLabel.text = "Shadow"
        shadowLabel.font = .systemFont(ofSize: 24, weight: .heavy)
        shadowLabel.textColor = .systemOrange
        pathShadow.backgroundColor = .systemTeal
        pathShadow.layer.cornerRadius = 8

        caption.string = "CATextLayer, CAReplicatorLayer, keyframes"
        caption.fontSize = 13
        caption.foregroundColor = UIColor.secondaryLabel.cgColor
        caption.alignmentMode = .center
        view.layer.addSublayer(caption)
        addHeader()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, top = contentMinY + 12, margin: CGFloat = 20
        let width = min(b.width - 2 * margin, 500), left = (b.width - width) / 2
        card.frame = CGRect(x: left, y: top, width: width * 0.55, height: 120)
        let stageX = card.frame.maxX + 12
        menuStage.frame = CGRect(x: stageX, y: top, width: left + width - stageX, height: 120)
        // A turned view's frame is undefined (as in UIKit): its bounds and position place it.
        menu.bounds = CGRect(x: 0, y: 0, width: menuStage.bounds.width, height: menuStage.bounds.height - 8)
        menu.center = CGPoint(x: 0, y: menuStage.bounds.midY)
        view.viewWithTag(1)?.frame = CGRect(x: stageX, y: top + 124, width: menuStage.frame.width, height: 32)

        // A loop the traveller follows, and turns with.
        let loopTop = top + 168
        let loop = UIBezierPath()
        loop.move(to: CGPoint(x: left + 20, y: loopTop + 60))
        loop.addCurve(to: CGPoint(x: left + width - 20, y: loopTop + 60),
                      controlPoint1: CGPoint(x: left + width * 0.3, y: loopTop - 20), controlPoint2: CGPoint(x: left + width * 0.7, y: loopTop + 140))
        loop.addCurve(to: CGPoint(x: left + 20, y: loopTop + 60),
                      controlPoint1: CGPoint(x: left + width * 0.7, y: loopTop - 20), controlPoint2: CGPoint(x: left + width * 0.3, y: loopTop + 140))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.path = loop.cgPath
        traveller.position = CGPoint(x: left + 20, y: loopTop + 60)
        spinner.frame = CGRect(x: b.midX - 30, y: loopTop + 140, width: 60, height: 60)
        bar.position = CGPoint(x: 30, y: 8)
        caption.frame = CGRect(x: left, y: loopTop + 210, width: width, height: 20)
        CATransaction.commit()
        if traveller.animation(forKey: "travel") == nil {
            let travel = CAKeyframeAnimation(keyPath: "position")
            travel.path = loop.cgPath
            travel.rotationMode = .rotateAuto
            travel.calculationMode = .paced
            travel.duration = 4
            travel.repeatCount = .infinity
            traveller.add(travel, forKey: "travel")
        }

        let row = loopTop + 244
        discs.frame = CGRect(x: left, y: row, width: 100, height: 48)
        clearCard.frame = CGRect(x: left + 112, y: row - 8, width: 80, height: 60)
        shadowLabel.frame = CGRect(x: left + 204, y: row + 6, width: 100, height: 36)
        pathShadow.frame = CGRect(x: left + width - 56, y: row, width: 48, height: 48)
        pathShadow.layer.shadowPath = UIBezierPath(ovalIn: pathShadow.bounds.insetBy(dx: -4, dy: 8)).cgPath
    }

    /// Swings the menu open (or shut) about its left edge, with a spring.
    private func toggleMenu() {
        menuOpen.toggle()
        let turn = CASpringAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = menuOpen ? -.pi / 2.4 : 0
        turn.toValue = menuOpen ? 0 : -.pi / 2.4
        turn.damping = 14
        turn.duration = turn.settlingDuration
        menu.layer.transform = CATransform3DMakeRotation(menuOpen ? 0 : -.pi / 2.4, 0, 1, 0)
        menu.layer.add(turn, forKey: "swing")
    }
}

/// A card with a front and a back that flips between them.
private final class FlipCard: UIView {
    private let front = UILabel()
    private let back = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (face, text, color) in [(front, "Tap to flip", UIColor.systemBlue), (back, "The other side", UIColor.systemOrange)] {
            face.text = text
            face.textAlignment = .center
            face.textColor = .white
            face.font = .systemFont(ofSize: 20, weight: .bold)
            face.backgroundColor = color
            face.layer.cornerRadius = 14
            face.clipsToBounds = true
            addSubview(face)
        }
        back.isHidden = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        front.frame = bounds
        back.frame = bounds
    }

    func flip() {
        let showingFront = !front.isHidden
        UIView.transition(from: showingFront ? front : back, to: showingFront ? back : front, duration: 0.6,
                          options: [showingFront ? .transitionFlipFromRight : .transitionFlipFromLeft, .showHideTransitionViews])
    }
}
