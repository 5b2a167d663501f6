import Foundation

/// A menu on screen: over the window that shows its source, in a container covering the window.
/// A context menu lifts a preview of its view over a dimmed screen and places the menu below the
/// preview (above when there is no room below; the preview moves up or shrinks when neither has
/// room, and a long menu scrolls). A control's menu opens beside the control without a preview.
/// One menu is open at a time, as on iOS.
final class MenuPresentation {
    nonisolated deinit {}
    private(set) var menu: UIMenu?
    /// The submenus opened from the menu, innermost last.
    private var submenus: [UIMenu] = []
    let window: UIWindow
    /// What the actions are sent from (the control or view the menu belongs to).
    private weak var sender: AnyObject?
    let container = MenuContainerView(frame: .zero)
    let platter = MenuPlatterView(frame: .zero)
    /// The screen behind a context menu: blurred, and dimmed a little.
    private let dimming = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    private var preview: MenuPreviewView?
    private(set) var isAttached = false
    private(set) var isDismissing = false
    /// The preview's frame before it lifted, or the control's (window coordinates).
    private var sourceFrame: CGRect = .zero
    private var attachmentPoint: CGPoint?
    /// What deferred elements loaded while the menu is open, and which have been asked.
    private var deferredResults: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var deferredAsked: Set<ObjectIdentifier> = []
    /// The window size the menu was laid out for: it closes when the window changes size.
    fileprivate var laidOutSize: CGSize = .zero

    /// Runs as the menu starts to close (the delegate's `willEnd`); gives where the preview goes back to.
    var onEnd: ((MenuAnimator) -> UITargetedPreview?)?
    /// Runs once the menu is gone.
    var onClosed: (() -> Void)?
    /// Runs when the lifted preview is tapped.
    var onPreviewTap: (() -> Void)?
    /// Runs when an action is chosen, before its handler (a pop-up button updates its title).
    var onChoose: ((UIAction) -> Void)?

    init(menu: UIMenu?, window: UIWindow, sender: AnyObject?) {
        self.menu = menu
        self.window = window
        self.sender = sender
        container.presentation = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.contentView.backgroundColor = MenuMetrics.dimming
        dimming.isUserInteractionEnabled = false
    }

    /// Opens as a context menu with `preview` lifted (or the controller's view in its place).
    func presentContext(preview targeted: UITargetedPreview, previewController: UIViewController?, animator: MenuAnimator) {
        isAttached = false
        sourceFrame = targeted.frame(in: window)
        let preview = MenuPreviewView(preview: targeted, controller: previewController)
        preview.onTap = { [weak self] in self?.onPreviewTap?() }
        self.preview = preview
        container.addSubview(dimming)
        container.addSubview(preview)
        show(animator: animator)
    }

    /// Opens attached to a control whose frame (window coordinates) is `source`.
    func presentAttached(to source: CGRect, attachmentPoint: CGPoint?, animator: MenuAnimator) {
        isAttached = true
        sourceFrame = source
        self.attachmentPoint = attachmentPoint
        show(animator: animator)
    }

    private func show(animator: MenuAnimator) {
        let runtime = UIModelRuntime.current
        runtime.openMenu?.dismiss(animated: false)
        runtime.openMenu = self
        container.addSubview(platter)
        window.addSubview(container)
        rebuild()
        // The blur and its dimming fade in together.
        dimming.alpha = 0
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        let lifted = preview?.frame
        preview?.frame = sourceFrame
        UIView.animate(withDuration: MenuMetrics.openDuration, animations: { [self] in
            dimming.alpha = 1
            platter.alpha = 1
            platter.transform = .identity
            if let lifted { preview?.frame = lifted }
            animator.runAnimations()
        }, completion: { _ in animator.runCompletions() })
    }

    /// The menu being shown: the innermost open submenu, else the menu.
    private var shownMenu: UIMenu? { submenus.last ?? menu }

    /// Rebuilds the rows and lays everything out again.
    func rebuild() {
        var sections: [[MenuItem]] = []
        if let shown = shownMenu {
            sections = MenuItem.sections(of: shown, showsTitle: submenus.isEmpty) { [weak self] in self?.loaded($0) }
            if !submenus.isEmpty { sections.insert([.back(shown)], at: 0) }
        }
        let avail = availableRect
        let width = min(MenuMetrics.width, avail.width)
        platter.build(sections, width: width, presentation: self)
        platter.isHidden = sections.isEmpty
        layout(width: width, in: avail)
    }

    private var availableRect: CGRect {
        window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: MenuMetrics.screenMargin, dy: MenuMetrics.screenMargin)
    }

    /// Places the preview and the platter (see the type's description).
    private func layout(width: CGFloat, in avail: CGRect) {
        container.frame = window.bounds
        laidOutSize = window.bounds.size
        dimming.frame = container.bounds
        let gap = MenuMetrics.anchorGap
        let full = platter.isHidden ? 0 : platter.contentHeight
        var menuHeight = full
        var source = sourceFrame
        if let preview {
            source = preview.naturalFrame(around: sourceFrame, in: avail)
            let room = avail.height - (platter.isHidden ? 0 : gap)
            if source.height + menuHeight > room {
                // The menu keeps at least 40 % of the room; the preview shrinks into the rest.
                menuHeight = min(full, max(room - source.height, room * 0.4))
                let scale = min(1, max(room - menuHeight, 1) / max(source.height, 1))
                source = CGRect(x: source.midX - source.width * scale / 2, y: source.minY,
                                width: source.width * scale, height: source.height * scale)
            }
        } else {
            menuHeight = min(full, max(avail.maxY - source.maxY - gap, source.minY - gap - avail.minY, avail.height * 0.4))
        }
        var menuY: CGFloat
        if source.maxY + gap + menuHeight <= avail.maxY {
            menuY = source.maxY + gap
        } else if source.minY - gap - menuHeight >= avail.minY {
            menuY = source.minY - gap - menuHeight
        } else if preview != nil {
            // Neither side has room: the preview moves up so the menu fits below it.
            source.origin.y = max(avail.minY, avail.maxY - menuHeight - gap - source.height)
            menuY = source.maxY + gap
        } else {
            menuY = min(max(source.maxY + gap, avail.minY), avail.maxY - menuHeight)
        }
        if let preview {
            source.origin.x = min(max(source.minX, avail.minX), max(avail.maxX - source.width, avail.minX))
            preview.frame = source
        }
        let anchorX = attachmentPoint?.x ?? source.midX
        var menuX = anchorX <= window.bounds.midX ? source.minX : source.maxX - width
        menuX = min(max(menuX, avail.minX), avail.maxX - width)
        let t = platter.transform
        platter.transform = .identity
        platter.frame = CGRect(x: menuX, y: menuY, width: width, height: menuHeight)
        platter.transform = t
        // Laid out now, so the rows take touches before the next layout pass.
        platter.layoutIfNeeded()
        preview?.layoutIfNeeded()
    }

    /// A row was tapped.
    func chose(_ item: MenuItem) {
        guard !isDismissing else { return }
        switch item {
        case .action(let a): choose(a)
        case .submenu(let m):
            submenus.append(m)
            rebuild()
        case .back:
            submenus.removeLast()
            rebuild()
        case .header, .loading, .tiles: break
        }
    }

    /// Runs `action` as a menu does: a single-selection menu's choice turns on first; the menu
    /// closes (unless the action keeps it open), then the handler runs.
    func choose(_ action: UIAction) {
        guard !isDismissing, !action.attributes.contains(.disabled) else { return }
        let perform = { [weak self] in
            if let group = self?.menu.flatMap({ Self.selectionGroup(of: action, in: $0) }) { group.select(action) }
            self?.onChoose?(action)
            action.perform(sender: self?.sender)
        }
        if action.attributes.contains(.keepsMenuPresented) {
            perform()
            rebuild()
        } else {
            dismiss(animated: true, then: perform)
        }
    }

    /// The innermost single-selection menu holding `action`, looking into inline menus and submenus.
    static func selectionGroup(of action: UIAction, in menu: UIMenu) -> UIMenu? {
        for child in menu.children {
            if child === action { return menu.options.contains(.singleSelection) ? menu : nil }
            if let m = child as? UIMenu, m.allActions.contains(where: { $0 === action }) {
                return selectionGroup(of: action, in: m) ?? (menu.options.contains(.singleSelection) ? menu : nil)
            }
        }
        return nil
    }

    /// What a deferred element loaded; asks it once per opening and rebuilds when it answers.
    private func loaded(_ element: UIDeferredMenuElement) -> [UIMenuElement]? {
        let id = ObjectIdentifier(element)
        if let r = deferredResults[id] { return r }
        guard !deferredAsked.contains(id) else { return nil }
        deferredAsked.insert(id)
        var answered: [UIMenuElement]?
        var building = true
        element.load { [weak self] elements in
            if building { answered = elements; return }
            guard let self, !self.isDismissing else { return }
            self.deferredResults[id] = elements
            self.rebuild()
        }
        building = false
        if let answered { deferredResults[id] = answered }
        return answered
    }

    /// Swaps the menu for another (`updateVisibleMenu`).
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        submenus.removeAll()
        rebuild()
    }

    /// An element of the open menu changed (a title, a state).
    func elementsDidChange() {
        guard !isDismissing else { return }
        rebuild()
    }

    /// Closes the menu: the end callback first, then `action` (a chosen action's handler), then
    /// the animation back; `commit` when the preview was tapped.
    func dismiss(animated: Bool, committing commit: MenuAnimator? = nil, then action: (() -> Void)? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        let animator = commit ?? MenuAnimator(previewViewController: preview?.controller)
        let back = onEnd?(animator)?.frame(in: window) ?? sourceFrame
        action?()
        let finish = { [self] in
            container.removeFromSuperview()
            let runtime = UIModelRuntime.current
            if runtime.openMenu === self { runtime.openMenu = nil }
            onClosed?()
            animator.runCompletions()
        }
        guard animated else { return finish() }
        let pops = commit?.preferredCommitStyle == .pop
        UIView.animate(withDuration: MenuMetrics.closeDuration, animations: { [self] in
            dimming.alpha = 0
            platter.alpha = 0
            if pops { preview?.alpha = 0 } else { preview?.frame = back }
            animator.runAnimations()
        }, completion: { _ in finish() })
    }
}

/// Covers the window while a menu is open: a tap anywhere but the menu closes it.
final class MenuContainerView: UIView {
    nonisolated deinit {}
    weak var presentation: MenuPresentation?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        presentation?.dismiss(animated: true)
    }

    /// The window changed size (a rotation, a resize): the menu closes, as on iOS.
    override func layoutSubviews() {
        super.layoutSubviews()
        if let presentation, bounds.size != presentation.laidOutSize { presentation.dismiss(animated: false) }
    }
}
