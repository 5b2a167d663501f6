import Foundation
import UIModel

/// A control-centre pane on a spring: drag it (it follows the finger 1:1 and any motion
/// stops), flick it (the release velocity picks open or closed and starts the spring with that
/// velocity) or tap it (toggles, even mid-flight, keeping the velocity). Three engines, switched
/// with the buttons or keys 1 / 2 / 3, and a live plot of position and velocity.
final class PaneViewController: DemoViewController {
    enum PaneState { case open, closed }

    private let pane = UIView(frame: .zero)
    private let paneLabel = UILabel(frame: .zero)
    private var engineButtons: [UIButton] = []
    private var plot: PanePlotView!
    private var plotLink: CADisplayLink?
    private(set) var state: PaneState = .closed
    private var dragging: UIPanGestureRecognizer?

    private lazy var engines: [PaneEngine] = [DynamicsPaneEngine(referenceView: view), SpringPaneEngine(), POPPaneEngine()]
    private(set) var engineIndex = 1

    /// How much of the closed pane still shows, in points.
    static let closedVisibleHeight: CGFloat = 96
    static let paneHeightFraction: CGFloat = 0.62

    init(back: (() -> Void)?) { super.init(title: "Spring pane", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    isolated deinit { plotLink?.invalidate() }

    var engine: PaneEngine { engines[engineIndex] }

    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.11, green: 0.13, blue: 0.2, alpha: 1)
        view.accessibilityIdentifier = "paneScene"
        let titles = [DynamicsPaneEngine.title, SpringPaneEngine.title, POPPaneEngine.title]
        for (i, title) in titles.enumerated() {
            let b = UIButton(type: .system, primaryAction: UIAction(title: "\(i + 1) \(title)") { [weak self] _ in
                self?.selectEngine(i)
            })
            b.layer.cornerRadius = 8
            b.accessibilityIdentifier = "engine.\(title.lowercased())"
            engineButtons.append(b)
            view.addSubview(b)
        }
        // Room above and below for overshoot past the open and closed positions.
        plot = PanePlotView(positionRange: -0.25...1.25)
        plot.accessibilityIdentifier = "plot"
        view.addSubview(plot)

        pane.backgroundColor = UIColor(white: 0.97, alpha: 1)
        pane.layer.cornerRadius = 18
        pane.layer.shadowOpacity = 0.3
        pane.layer.shadowRadius = 10
        pane.layer.shadowOffset = CGSize(width: 0, height: -2)
        pane.accessibilityIdentifier = "pane"
        let handle = UIView(frame: CGRect(x: 0, y: 8, width: 40, height: 5))
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 2.5
        handle.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        handle.tag = 1
        pane.addSubview(handle)
        paneLabel.text = "Drag, flick or tap me"
        paneLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        paneLabel.textAlignment = .center
        pane.addSubview(paneLabel)
        pane.addGestureRecognizer(UIPanGestureRecognizer { [weak self] g in self?.panned(g as! UIPanGestureRecognizer) })
        pane.addGestureRecognizer(UITapGestureRecognizer { [weak self] g in if g.state == .ended { self?.toggle() } })
        view.addSubview(pane)
        addHeader()
        updateEngineButtons()

        let link = CADisplayLink { [weak self] link in self?.sample(link.timestamp, frameDuration: link.duration) }
        link.add(to: .main, forMode: .common)
        plotLink = link
    }

    // MARK: Layout

    private var paneSize: CGSize {
        CGSize(width: max(view.bounds.width - 16, 0), height: (view.bounds.height * Self.paneHeightFraction).rounded())
    }

    func target(for state: PaneState) -> CGPoint {
        let b = view.bounds, h = paneSize.height
        switch state {
        case .open: return CGPoint(x: b.midX, y: b.maxY - h / 2 + 20)
        case .closed: return CGPoint(x: b.midX, y: b.maxY + h / 2 - Self.closedVisibleHeight)
        }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        super.viewDidLayoutSubviews()
        wakePlot()
        let w = (min(b.width, 500) - 32 - 16) / 3
        let left = (b.width - (3 * w + 16)) / 2
        for (i, button) in engineButtons.enumerated() {
            button.frame = CGRect(x: left + CGFloat(i) * (w + 8), y: contentMinY + 12, width: w, height: 36)
        }
        plot.frame = CGRect(x: left, y: contentMinY + 60, width: 3 * w + 16, height: 110)
        let size = paneSize
        pane.bounds = CGRect(origin: .zero, size: size)
        paneLabel.frame = CGRect(x: 0, y: 24, width: size.width, height: 24)
        pane.viewWithTag(1)?.center.x = size.width / 2
        if dragging == nil {
            if engine.velocity == .zero {
                pane.center = target(for: state)
            } else {
                engine.animate(pane, to: target(for: state), velocity: engine.velocity)
            }
        }
    }

    // MARK: Interaction

    private func panned(_ pan: UIPanGestureRecognizer) {
        wakePlot()
        switch pan.state {
        case .began:
            engine.stop()
            dragging = pan
            fallthrough
        case .changed:
            let t = pan.translation(in: view)
            pane.center = CGPoint(x: pane.center.x, y: pane.center.y + t.y)
            pan.setTranslation(.zero, in: view)
        case .ended, .cancelled:
            dragging = nil
            let v = pan.velocity(in: view)
            state = v.y >= 0 ? .closed : .open
            engine.animate(pane, to: target(for: state), velocity: CGPoint(x: 0, y: v.y))
        default: break
        }
    }

    private func toggle() {
        wakePlot()
        state = state == .open ? .closed : .open
        engine.animate(pane, to: target(for: state), velocity: engine.velocity)
    }

    /// Switches engines mid-flight: the new one takes over from the old one's velocity.
    func selectEngine(_ index: Int) {
        guard engines.indices.contains(index), index != engineIndex else { return }
        wakePlot()
        let velocity = engine.velocity
        let moving = velocity != .zero
        engine.stop()
        engineIndex = index
        updateEngineButtons()
        if moving || pane.center != target(for: state) { engine.animate(pane, to: target(for: state), velocity: velocity) }
    }

    private func updateEngineButtons() {
        for (i, b) in engineButtons.enumerated() {
            let on = i == engineIndex
            b.backgroundColor = on ? .systemBlue : UIColor(white: 1, alpha: 0.12)
            b.setTitleColor(on ? .white : UIColor(white: 1, alpha: 0.85), for: .normal)
        }
    }

    /// Keys 1 / 2 / 3 pick the engine (a hardware keyboard, as on iPad); other keys go on up the
    /// responder chain (the simulator's own keys).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.modifierFlags.isEmpty, let n = Int(key.charactersIgnoringModifiers),
              (1...engines.count).contains(n) else { return super.pressesBegan(presses, with: event) }
        selectEngine(n - 1)
    }

    // MARK: Plot

    /// Set when the plot's display link was paused: the plot picks up from there.
    private var plotPaused = false

    private func sample(_ time: CFTimeInterval, frameDuration: CFTimeInterval) {
        if plotPaused {
            plotPaused = false
            plot.resume(at: time, frameDuration: frameDuration)
        }
        let open = target(for: .open).y, closed = target(for: .closed).y
        let y = pane.layer.presentation()?.position.y ?? pane.center.y
        let velocity = dragging?.velocity(in: view).y ?? engine.velocity.y
        plot.add(time: time, position: closed == open ? 0 : (y - open) / (closed - open), velocity: velocity)
        // At rest with flat traces, the plot stops sampling (and the app stops asking for
        // frames) until the pane moves again.
        if plot.isSettled, dragging == nil, engine.velocity == .zero, pane.layer.animationKeys()?.isEmpty ?? true {
            plotLink?.isPaused = true
            plotPaused = true
        }
    }

    /// The pane may move: the plot samples every frame again.
    private func wakePlot() { plotLink?.isPaused = false }
}
