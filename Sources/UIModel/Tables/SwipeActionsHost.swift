import Foundation

/// A list whose rows swipe open to show actions (table views, list sections of collection
/// views).
@MainActor protocol SwipeActionsHost: UIScrollView {
    /// The row swiped open (or being swiped).
    var swipe: RowSwipe? { get set }
    /// The actions for the row's side (nil: the row does not swipe that way).
    func swipeActions(_ ip: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// The row at a point of the content.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's view on screen.
    func swipeCell(_ ip: IndexPath) -> UIView?
    /// The row's frame when it is not swiped.
    func swipeBaseFrame(_ ip: IndexPath) -> CGRect?
    /// The open row is closing (a table's Delete confirmation goes back).
    func swipeWillClose(_ s: RowSwipe, animated: Bool)
    /// Adds the actions' view behind the rows.
    func insertSwipeActionsView(_ view: SwipeActionsView)
}

/// How swipes move (UIKit's numbers as measured on the iOS simulator).
enum SwipeMetrics {
    /// A release past this share of the row's width performs the first action (when allowed).
    static let fullSwipeFraction: CGFloat = 0.6
    /// A release this fast (pt/s) opens or closes the row whatever its position.
    static let flickSpeed: CGFloat = 400
    static let animationDuration: TimeInterval = 0.3
}

/// Swipe actions: a sideways drag on a row slides it and reveals the actions configured for
/// that side. Let go past half their width and the row stays open (a tap on an action runs it;
/// a tap elsewhere or a scroll closes it); swipe past most of the row and the first action runs
/// at once, when the configuration allows it.
extension SwipeActionsHost {
    func swipeConfiguration(_ ip: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let c = swipeActions(ip, leading: leading)
        return c?.actions.isEmpty == false ? c : nil
    }

    /// Whether a sideways drag starting at `point` (content coordinates) swipes a row.
    func canSwipe(at point: CGPoint, dx: CGFloat) -> Bool {
        if swipe != nil { return true }
        guard let ip = swipeRow(at: point), swipeCell(ip) != nil else { return false }
        return swipeConfiguration(ip, leading: dx > 0) != nil
    }

    /// Makes the recognizer that swipes rows and has scrolling close an open row.
    func installSwipeRecognizer(_ recognizer: RowSwipeGestureRecognizer) {
        recognizer.host = self
        recognizer.addTarget { [unowned self] in self.swipeMoved($0 as! UIPanGestureRecognizer) }
        addGestureRecognizer(recognizer)
        panGestureRecognizer.addTarget { [unowned self] in if $0.state == .began { self.closeSwipe(animated: true) } }
    }

    func swipeMoved(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        switch pan.state {
        case .began:
            let p = pan.location(in: self)
            if let s = swipe, swipeRow(at: p) != s.row { closeSwipe(animated: false) }
            if swipe == nil {
                guard let ip = swipeRow(at: p), let c = swipeConfiguration(ip, leading: t.x > 0) else { return }
                let view = SwipeActionsView(configuration: c, host: self)
                insertSwipeActionsView(view)
                swipe = RowSwipe(row: ip, leading: t.x > 0, configuration: c, actionsView: view)
            }
            swipe?.startOffset = swipe?.offset ?? 0
            fallthrough
        case .changed:
            guard let s = swipe else { return }
            s.offset = swipeOffset(dragged: s.startOffset + t.x, s)
            layOutSwipe()
        case .ended, .cancelled:
            guard let s = swipe else { return }
            let v = pan.velocity(in: self).x * (s.leading ? 1 : -1), shown = abs(s.offset)
            if s.configuration.performsFirstActionWithFullSwipe, shown > bounds.width * SwipeMetrics.fullSwipeFraction {
                perform(0, in: s, fully: true)
            } else if v < -SwipeMetrics.flickSpeed || (v <= SwipeMetrics.flickSpeed && shown < s.actionsView.naturalWidth / 2) {
                closeSwipe(animated: true)
            } else {
                moveSwipe(to: s.actionsView.naturalWidth, animated: true)
            }
        default: break
        }
    }

    /// The row's offset for a drag to `x`: on its side only, rubber-banded past the actions'
    /// width unless a full swipe may follow the finger.
    private func swipeOffset(dragged x: CGFloat, _ s: RowSwipe) -> CGFloat {
        let shown = max(s.leading ? x : -x, 0), natural = s.actionsView.naturalWidth
        let limited = shown <= natural || s.configuration.performsFirstActionWithFullSwipe ? min(shown, bounds.width)
            : natural + ScrollPhysics.rubberBanded(shown - natural, dimension: bounds.width)
        return s.leading ? limited : -limited
    }

    private func moveSwipe(to shown: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        guard let s = swipe else { return }
        s.offset = s.leading ? shown : -shown
        guard animated else { layOutSwipe(); completion?(); return }
        UIView.animate(withDuration: SwipeMetrics.animationDuration, delay: 0, options: [.allowUserInteraction],
                       animations: { self.layOutSwipe() }, completion: { _ in completion?() })
    }

    /// Opens the trailing actions `configuration` on row `ip`, as a swipe would (editing mode's
    /// Delete button).
    func openTrailingActions(_ configuration: UISwipeActionsConfiguration, row ip: IndexPath) {
        closeSwipe(animated: false)
        let view = SwipeActionsView(configuration: configuration, host: self)
        insertSwipeActionsView(view)
        let s = RowSwipe(row: ip, leading: false, configuration: configuration, actionsView: view)
        swipe = s
        moveSwipe(to: view.naturalWidth, animated: true)
    }

    /// Slides the open row back; its actions go when it is closed.
    func closeSwipe(animated: Bool) {
        guard let s = swipe else { return }
        swipeWillClose(s, animated: animated)
        moveSwipe(to: 0, animated: animated) {
            guard self.swipe === s else { return }
            self.swipe = nil
            s.actionsView.removeFromSuperview()
        }
    }

    /// Runs action `index` of the open row; the row closes when the handler says it is done
    /// (a handler that deletes the row takes it away instead).
    func perform(_ index: Int, in s: RowSwipe, fully: Bool = false) {
        guard s.configuration.actions.indices.contains(index) else { return }
        let action = s.configuration.actions[index]
        if fully { s.actionsView.expandsFirst = true; moveSwipe(to: bounds.width, animated: true) }
        action.handler(action, s.actionsView.buttons[index]) { [weak self] _ in
            guard let self, self.swipe === s else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// The swiped row's offset, for the layout pass.
    func swipeOffset(for ip: IndexPath) -> CGFloat { swipe?.row == ip ? swipe!.offset : 0 }

    /// Places the swiped row and its actions (inside an animation block, they animate).
    func layOutSwipe() {
        guard let s = swipe, let cell = swipeCell(s.row), let base = swipeBaseFrame(s.row) else { return }
        let frame = base.offsetBy(dx: s.offset, dy: 0)
        if cell.frame != frame { cell.frame = frame }
        let shown = abs(s.offset)
        let area = CGRect(x: s.leading ? base.minX : base.maxX - shown, y: base.minY, width: shown, height: base.height)
        if s.actionsView.frame != area { s.actionsView.frame = area }
        s.actionsView.layOutButtons(leading: s.leading)
    }
}

/// A row being swiped or open.
final class RowSwipe {
    nonisolated deinit {}
    let row: IndexPath
    let leading: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// The row's horizontal offset (positive: leading actions show).
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0

    init(row: IndexPath, leading: Bool, configuration: UISwipeActionsConfiguration, actionsView: SwipeActionsView) {
        self.row = row
        self.leading = leading
        self.configuration = configuration
        self.actionsView = actionsView
    }
}

/// The actions behind a swiped row: one button each, sharing the revealed width in proportion
/// to their natural widths, the first at the outer edge.
final class SwipeActionsView: UIView {
    nonisolated deinit {}
    /// Space on each side of an action's title, and the least width of a button.
    static let titlePadding: CGFloat = 15
    static let minimumButtonWidth: CGFloat = 74
    let buttons: [SwipeActionButton]
    private let widths: [CGFloat]
    /// A full swipe: the first action takes the whole width.
    var expandsFirst = false
    var naturalWidth: CGFloat { widths.reduce(0, +) }

    init(configuration: UISwipeActionsConfiguration, host: any SwipeActionsHost) {
        let buttons = configuration.actions.map(SwipeActionButton.init)
        self.buttons = buttons
        widths = buttons.map { b in
            let title = b.currentTitle == nil ? 0 : b.titleLabel?.intrinsicContentSize.width ?? 0
            return max(max(title, b.actionImageView?.frame.width ?? 0) + 2 * Self.titlePadding, Self.minimumButtonWidth)
        }
        super.init(frame: .zero)
        clipsToBounds = true
        for (i, button) in buttons.enumerated() {
            addSubview(button)
            button.addAction(UIAction { [weak host, weak self] _ in
                guard let host, let self, let s = host.swipe, s.actionsView === self else { return }
                host.perform(i, in: s)
            }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { nil }

    func layOutButtons(leading: Bool) {
        let shown = bounds.width, total = naturalWidth
        var x: CGFloat = 0
        for (i, button) in buttons.enumerated() {
            let w = expandsFirst ? (i == 0 ? shown : 0) : total > 0 ? widths[i] * shown / total : 0
            // The first action sits at the outer edge: the left for leading actions, the right for trailing.
            let frame = CGRect(x: leading ? x : shown - x - w, y: 0, width: w, height: bounds.height)
            if button.frame != frame { button.frame = frame }
            x += w
        }
    }
}

/// An action's button: its image (if any) above its title, both centred.
final class SwipeActionButton: UIButton {
    nonisolated deinit {}
    /// The action's image, stacked above the title (the button's own image view stays empty).
    let actionImageView: UIImageView?

    init(action: UIContextualAction) {
        actionImageView = action.image.map { UIImageView(image: $0) }
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        setTitle(action.title, for: .normal)
        if let actionImageView { addSubview(actionImageView) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let imageView = actionImageView, let label = titleLabel else { return }
        let gap: CGFloat = currentTitle == nil ? 0 : 2
        let titleHeight = currentTitle == nil ? 0 : label.intrinsicContentSize.height
        let top = (bounds.height - imageView.frame.height - gap - titleHeight) / 2
        imageView.frame.origin = CGPoint(x: (bounds.width - imageView.frame.width) / 2, y: top)
        label.frame = CGRect(x: 0, y: top + imageView.frame.height + gap, width: bounds.width, height: titleHeight)
    }
}

/// The list's sideways drag on a row that has swipe actions on that side (or is open).
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    nonisolated deinit {}
    weak var host: (any SwipeActionsHost)?

    override func allowsRecognition(translation t: CGPoint) -> Bool {
        guard let host, abs(t.x) > abs(t.y) else { return false }
        return host.canSwipe(at: location(in: host), dx: t.x)
    }
}
