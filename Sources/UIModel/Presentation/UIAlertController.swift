import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case `default`, cancel, destructive }
    open private(set) var title: String?
    open private(set) var style: Style = .default
    open var isEnabled = true { didSet { onEnabledChange?() } }
    private(set) var handler: ((UIAlertAction) -> Void)?
    var onEnabledChange: (() -> Void)?

    /// A convenience, as UIKit's (its `+actionWithTitle:style:handler:`).
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title; self.style = style; self.handler = handler
    }
}

/// An alert or an action sheet (UIKit's `UIAlertController`). It presents itself through a
/// presentation controller like any other controller: an alert is centred over a dimmed
/// screen; an action sheet is a popover in a horizontally regular environment (set its
/// `popoverPresentationController?.sourceView`) and a sheet of buttons at the bottom in a
/// compact one. Tapping an action dismisses the alert, then runs the action's handler.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    nonisolated deinit {}
    nonisolated public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String? { didSet { messageLabel.text = message; viewIfLoaded?.setNeedsLayout() } }
    open private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold and triggered by the return key (alerts only).
    open var preferredAction: UIAlertAction? { didSet { refreshButtons() } }
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    private var fields: [UITextField] = []
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let card = UIView(frame: .zero)
    private let cancelCard = UIView(frame: .zero)
    private var buttons: [(UIAlertAction, UIButton)] = []
    private var separators: [UIView] = []
    private let transitions = AlertTransitioning()

    /// UIKit's metrics: an alert is 270 pt wide, buttons are 44 pt (57 in action sheets), corners 13.
    package static let alertWidth: CGFloat = 270
    package static let actionSheetWidth: CGFloat = 304
    static let buttonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 8
    static let cardColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1)
                                                                     : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) }

    /// An alert with no title, message or actions.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An alert (UIKit's alert controllers are made with `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A convenience, as UIKit's (its `+alertControllerWithTitle:message:preferredStyle:`).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
        if preferredStyle == .alert {
            modalPresentationStyle = .custom
            transitioningDelegate = transitions
        } else {
            modalPresentationStyle = .popover
            // Its popover presentation controller is of the action sheet's own kind.
            presentationStorage = ActionSheetPresentationController(presentedViewController: self, presenting: nil)
        }
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        action.onEnabledChange = { [weak self] in self?.refreshButtons() }
        if isViewLoaded { makeButton(for: action); view.setNeedsLayout() }
    }

    /// Adds a text field (alerts only); `configurationHandler` sets it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return UIKitWarning.log("Text fields can only be added to an alert controller of style .alert; ignored")
        }
        let f = UITextField(frame: .zero)
        f.borderStyle = .roundedRect
        f.font = .systemFont(ofSize: 13)
        f.accessibilityIdentifier = "alertTextField\(fields.count)"
        f.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(f)
        fields.append(f)
        if isViewLoaded { card.addSubview(f); view.setNeedsLayout() }
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        v.accessibilityIdentifier = "alert"
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for c in [card, cancelCard] {
            c.backgroundColor = Self.cardColor
            c.layer.cornerRadius = Self.cornerRadius
            c.clipsToBounds = true
            view.addSubview(c)
        }
        titleLabel.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 13, weight: preferredStyle == .alert ? .semibold : .medium)
        titleLabel.textColor = preferredStyle == .alert ? .label : .secondaryLabel
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = preferredStyle == .alert ? .label : .secondaryLabel
        for l in [titleLabel, messageLabel] {
            l.numberOfLines = 0
            l.textAlignment = .center
            card.addSubview(l)
        }
        titleLabel.text = title
        messageLabel.text = message
        for f in fields { card.addSubview(f) }
        for a in actions { makeButton(for: a) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    /// The text input that was editing when an alert or action sheet without text fields came
    /// up: as in UIKit, its keyboard goes down while the alert shows and comes back after.
    private weak var interruptedResponder: UIResponder?

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard fields.isEmpty, let editing = UIModelRuntime.current.input.firstResponder, editing is UIKeyInput,
              editing.resignFirstResponder() else { return }
        interruptedResponder = editing
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let editing = interruptedResponder, (editing as? UIView)?.window != nil { editing.becomeFirstResponder() }
        interruptedResponder = nil
    }

    private func makeButton(for action: UIAlertAction) {
        let b = UIButton(type: .system)
        b.setTitle(action.title, for: .normal)
        b.accessibilityIdentifier = "alertAction:\(action.title ?? "")"
        b.addAction(UIAction { [weak self] _ in self?.tapped(action) }, for: .touchUpInside)
        buttons.append((action, b))
        (isCancelSeparate && action.style == .cancel ? cancelCard : card).addSubview(b)
        refreshButtons()
    }

    private func refreshButtons() {
        for (a, b) in buttons {
            let bold = a.style == .cancel || a === preferredAction
            b.titleLabel?.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
            b.setTitleColor(a.style == .destructive ? .systemRed : nil, for: .normal)
            b.isEnabled = a.isEnabled
        }
    }

    func tapped(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil else { return }
        for f in fields where f.isFirstResponder { f.resignFirstResponder() }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Shown as a popover, an action sheet has no cancel button (a tap outside cancels).
    var isPopover: Bool { (presentationController as? UIPopoverPresentationController)?.adaptedStyle == .popover }
    private var isCancelSeparate: Bool { preferredStyle == .actionSheet }

    /// The buttons in display order: for an alert with two actions side by side, cancel on the
    /// left; otherwise stacked, cancel last.
    private var orderedButtons: [(UIAlertAction, UIButton)] {
        let cancel = buttons.filter { $0.0.style == .cancel }, others = buttons.filter { $0.0.style != .cancel }
        if preferredStyle == .alert && buttons.count == 2 { return cancel + others }
        return others + cancel
    }

    /// The card's height for `width` (and the cancel card's, for action sheets), placing the
    /// labels, fields, buttons and separators when `place` is true; measuring only otherwise.
    @discardableResult
    private func layoutContent(width: CGFloat, place: Bool) -> (card: CGFloat, cancel: CGFloat) {
        let inset: CGFloat = 16
        var y: CGFloat = (title ?? message) == nil ? 0 : (preferredStyle == .alert ? 20 : 14)
        for l in [titleLabel, messageLabel] where !(l.text ?? "").isEmpty {
            let h = l.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude)).height
            if place { l.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: h) }
            y += h + 4
        }
        if y > 0 { y += preferredStyle == .alert ? 12 : 10 }
        for f in fields {
            if place { f.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: 26) }
            y += 30
        }
        if !fields.isEmpty { y += 10 }
        if place {
            for s in separators { s.removeFromSuperview() }
            separators.removeAll()
        }
        func separator(_ r: CGRect) {
            guard place else { return }
            let s = UIView(frame: r)
            s.backgroundColor = .separator
            s.isUserInteractionEnabled = false
            card.addSubview(s)
            separators.append(s)
        }
        let ordered = orderedButtons
        let bh = preferredStyle == .alert ? Self.buttonHeight : Self.sheetButtonHeight
        var cancelHeight: CGFloat = 0
        if preferredStyle == .alert && ordered.count == 2 {
            separator(CGRect(x: 0, y: y, width: width, height: 0.5))
            if place {
                for (i, (_, b)) in ordered.enumerated() {
                    b.frame = CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: bh)
                }
            }
            separator(CGRect(x: width / 2, y: y, width: 0.5, height: bh))
            y += bh
        } else {
            for (a, b) in ordered {
                if isCancelSeparate && a.style == .cancel {
                    if place {
                        b.isHidden = isPopover
                        b.frame = CGRect(x: 0, y: 0, width: width, height: bh)
                    }
                    cancelHeight = isPopover ? 0 : bh
                    continue
                }
                if y > 0 { separator(CGRect(x: 0, y: y, width: width, height: 0.5)) }
                if place { b.frame = CGRect(x: 0, y: y, width: width, height: bh) }
                y += bh
            }
        }
        return (y, cancelHeight)
    }

    /// The content's size for a popover (an action sheet shown as one): what the app set, else
    /// the card's own size.
    open override var preferredContentSize: CGSize {
        get {
            if super.preferredContentSize != .zero { return super.preferredContentSize }
            loadViewIfNeeded()
            return CGSize(width: Self.actionSheetWidth, height: layoutContent(width: Self.actionSheetWidth, place: false).card)
        }
        set { super.preferredContentSize = newValue }
    }

    /// How dark the screen behind an alert or action sheet goes.
    static let dimmingLevel: CGFloat = 0.2

    /// Where the alert sits in `container`'s safe area (clear of the home indicator) when it is
    /// not a popover: centred (alert), or at the bottom (action sheet).
    /// An alert moves up above the keyboard while the keyboard is up (its text field is being
    /// edited), centred in the space left, as on iOS.
    func frame(inSafeAreaOf container: UIView) -> CGRect {
        var area = container.bounds.inset(by: container.safeAreaInsets)
        if preferredStyle == .alert, let keyboard = UIModelRuntime.current.input.softwareKeyboard.frame {
            let top = container.convert(keyboard, from: nil).minY
            if top < area.maxY { area.size.height = max(top - area.minY, 0) }
        }
        return frame(in: area)
    }

    /// Where the alert sits in the rectangle `container`. Its view fills that frame.
    func frame(in container: CGRect) -> CGRect {
        loadViewIfNeeded()
        if preferredStyle == .alert {
            let h = layoutContent(width: Self.alertWidth, place: false).card
            return CGRect(x: container.midX - Self.alertWidth / 2, y: container.midY - h / 2, width: Self.alertWidth, height: h)
        }
        let w = min(container.width - 2 * Self.margin, Self.actionSheetWidth + 100)
        let (h, cancel) = layoutContent(width: w, place: false)
        let total = h + (cancel > 0 ? Self.margin + cancel : 0)
        return CGRect(x: container.midX - w / 2, y: container.maxY - Self.margin - total, width: w, height: total)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let (h, cancel) = layoutContent(width: b.width, place: true)
        card.layer.cornerRadius = isPopover ? 0 : Self.cornerRadius
        card.frame = CGRect(x: 0, y: 0, width: b.width, height: isPopover ? b.height : h)
        cancelCard.isHidden = cancel == 0
        cancelCard.frame = CGRect(x: 0, y: h + Self.margin, width: b.width, height: cancel)
    }

    /// The return key triggers the preferred action (or the only non-cancel one).
    func returnPressed() {
        if let a = preferredAction ?? (actions.count == 1 ? actions.first : nil) { tapped(a) }
    }
}

/// An alert's transition: the system's presentation controller (centred, dimmed) and a fade
/// with a slight zoom, as UIKit's.
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    nonisolated deinit {}
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let presenting = ctx.viewController(forKey: .to) is UIAlertController
        guard let v = ctx.view(forKey: presenting ? .to : .from), let vc = ctx.viewController(forKey: presenting ? .to : .from) else {
            return ctx.completeTransition(true)
        }
        if presenting {
            ctx.containerView.addSubview(v)
            v.frame = ctx.finalFrame(for: vc)
            v.alpha = 0
            v.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }
        UIView.animate(withDuration: transitionDuration(using: ctx), animations: {
            v.alpha = presenting ? 1 : 0
            if presenting { v.transform = .identity }
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

/// Centres an alert over a dimmed screen.
final class AlertPresentationController: UIPresentationController {
    nonisolated deinit {}
    override var placesPresentedView: Bool { true }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let alert = presentedViewController as? UIAlertController, let container = containerView else { return .zero }
        return alert.frame(inSafeAreaOf: container)
    }
    override var usesDimming: Bool { true }
    override var dimmingLevel: CGFloat { UIAlertController.dimmingLevel }
    override var roundsSheetCorners: Bool { false }
}

/// An action sheet's popover: a popover in a regular width; in a compact one the sheet at the
/// bottom of the dimmed screen. A tap outside the popover runs the cancel action.
final class ActionSheetPresentationController: UIPopoverPresentationController {
    nonisolated deinit {}
    private var sheet: UIAlertController? { presentedViewController as? UIAlertController }
    override var compactPopoverStyle: UIModalPresentationStyle { .overFullScreen }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard !isPopover, let sheet, let container = containerView else { return super.frameOfPresentedViewInContainerView }
        return sheet.frame(inSafeAreaOf: container)
    }
    override var usesDimming: Bool { !isPopover }
    override var dimmingLevel: CGFloat { UIAlertController.dimmingLevel }
    override var roundsSheetCorners: Bool { false }
    override func dismissedByTapOutside() {
        if let cancel = sheet?.actions.first(where: { $0.style == .cancel }) { cancel.handler?(cancel) }
    }
}
