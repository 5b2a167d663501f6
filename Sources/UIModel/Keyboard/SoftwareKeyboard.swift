import Foundation

/// The keyboard's window: above every other, taking only the touches on the keyboard. Its
/// host view slides; inside it the input accessory view sits on top of the keyboard (or of the
/// responder's own input view).
final class KeyboardWindow: UIWindow {
    nonisolated deinit {}
    /// Above alerts and the status bar, as iOS's keyboard window is.
    static let level = UIWindow.Level(rawValue: 10_000_000)
    let host = UIView(frame: .zero)
    let keyboard = KeyboardView(frame: .zero)
    private(set) weak var accessory: UIView?
    private(set) weak var custom: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.level
        accessibilityIdentifier = "keyboardWindow"
        addSubview(host)
        host.addSubview(keyboard)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `accessory` (`accessoryHeight` tall) over `custom` or the keyboard, in a host of `size`.
    func arrange(accessory: UIView?, accessoryHeight: CGFloat, custom: UIView?, size: CGSize) {
        if self.accessory !== accessory { self.accessory?.removeFromSuperview() }
        if self.custom !== custom { self.custom?.removeFromSuperview() }
        self.accessory = accessory
        self.custom = custom
        keyboard.isHidden = custom != nil
        let below = CGRect(x: 0, y: accessoryHeight, width: size.width, height: max(size.height - accessoryHeight, 0))
        if let accessory {
            if accessory.superview !== host { host.addSubview(accessory) }
            accessory.frame = CGRect(x: 0, y: 0, width: size.width, height: accessoryHeight)
        }
        if let custom {
            if custom.superview !== host { host.addSubview(custom) }
            custom.frame = below
        }
        keyboard.frame = below
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard host.frame.contains(point) else { return nil }
        return super.hitTest(point, with: event)
    }
}

/// The software keyboard: it slides up when a text input becomes first responder and down when
/// none is, unless a hardware keyboard is connected (as the iOS Simulator's "Connect Hardware
/// Keyboard" hides it). Each show, change and hide posts UIKit's keyboard notifications and
/// moves the views' keyboard layout guides with the keyboard's animation.
final class SoftwareKeyboard {
    nonisolated deinit {}
    /// Whether typing comes from a hardware keyboard, which hides the software one.
    var isHardwareKeyboardConnected = false {
        didSet { if isHardwareKeyboardConnected != oldValue { responderChanged() } }
    }
    /// The keyboard's frame in screen coordinates while it is up (its end frame while it moves).
    private(set) var frame: CGRect?
    /// How far a finger dragging a scroll view in `.interactive` mode has pulled the keyboard down.
    private var fingerOffset: CGFloat = 0
    /// Where the keyboard is now: `frame`, moved by the finger.
    private var currentFrame: CGRect? { frame?.offsetBy(dx: 0, dy: fingerOffset) }
    private var window: KeyboardWindow?
    private var guides: [WeakGuide] = []
    /// Set while one responder hands over to another: the keyboard stays up between them.
    var isHandingOver = false

    private struct WeakGuide { weak var guide: UIKeyboardLayoutGuide? }
    private struct WeakScrollView { weak var view: UIScrollView? }
    /// Scroll views kept clear of the keyboard (table view controllers' tables).
    private var avoiding: [WeakScrollView] = []

    func avoid(_ scrollView: UIScrollView) {
        avoiding.removeAll { $0.view == nil }
        avoiding.append(WeakScrollView(view: scrollView))
    }

    /// Insets the avoiding scroll views by what the keyboard at `frame` (nil: down) covers of
    /// them, and scrolls the first responder inside one into view.
    private func inset(for frame: CGRect?) {
        let responder = UIModelRuntime.current.input.firstResponder as? UIView
        for scrollView in avoiding.compactMap(\.view) where scrollView.window != nil {
            let covered = frame.map { scrollView.bounds.maxY - scrollView.convert($0, from: nil).minY } ?? 0
            scrollView.keyboardInset = min(max(covered, 0), scrollView.bounds.height)
            if frame != nil, let responder, responder.isDescendant(of: scrollView) {
                scrollView.scrollRectToVisible(responder.convert(responder.bounds, to: scrollView), animated: false)
            }
        }
    }

    /// The windows went (a new run): the keyboard is down, with no window.
    func windowsRemoved() {
        frame = nil
        window = nil
    }

    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// How tall a keyboard guide of `view` is: what the keyboard covers of it, at least its
    /// bottom safe area.
    func guideHeight(in view: UIView) -> CGFloat {
        let guide = view.layoutState?.keyboardGuide
        let safe = guide?.usesBottomSafeArea == false ? 0 : view.safeAreaInsets.bottom
        guard let frame = currentFrame, view.window != nil else { return safe }
        let covered = view.bounds.maxY - view.convert(frame, from: nil).minY
        return min(max(covered, safe, 0), view.bounds.height)
    }

    /// The first responder when the software keyboard is for it: a text input (not a read-only
    /// text view selecting text), with no hardware keyboard connected.
    private var responderTakingKeyboard: UIResponder? {
        guard !isHardwareKeyboardConnected, let responder = UIModelRuntime.current.input.firstResponder,
              responder is UIKeyInput, responder is UITextInputTraits, (responder as? UITextView)?.isEditable != false else { return nil }
        return responder
    }

    /// The first responder changed: the keyboard shows for a text input, or hides.
    func responderChanged() {
        guard !isHandingOver else { return }
        if let responder = responderTakingKeyboard {
            show(for: responder)
        } else if frame != nil {
            hide()
        }
    }

    private func show(for responder: UIResponder) {
        let app = UIApplication.shared
        let screen = UIScreen.main
        let size = screen.bounds.size
        let bottomInset = app.keyWindow?.safeAreaInsets.bottom ?? 0
        let custom = responder.inputView, accessory = responder.inputAccessoryView
        // A custom input view keeps its own height, over the home indicator's strip.
        let keyboardType = (responder as? UITextInputTraits)?.keyboardType ?? .default
        let numberPad = [.numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad, .namePhonePad].contains(keyboardType)
        var below = KeyboardMetrics.height(screen: size, bottomInset: bottomInset, idiom: screen.traitCollection.userInterfaceIdiom,
                                           numberPad: numberPad)
        if let custom { below = Self.height(of: custom, width: size.width) + bottomInset }
        var accessoryHeight = accessory.map { Self.height(of: $0, width: size.width) } ?? 0
        if below + accessoryHeight > size.height {
            UIKitWarning.log("the input views are \(below + accessoryHeight) pt tall, taller than the screen; the accessory view is cut to fit")
            accessoryHeight = max(size.height - below, 0)
        }
        let height = min(below + accessoryHeight, size.height)
        let end = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        let begin = frame ?? end.offsetBy(dx: 0, dy: height)
        let window = self.window ?? KeyboardWindow(frame: screen.bounds)
        self.window = window
        if window.isHidden || !app.windows.contains(where: { $0 === window }) {
            window.frame = screen.bounds
            window.isHidden = false
        }
        let portraitPhone = screen.traitCollection.userInterfaceIdiom == .phone && size.height > size.width
        window.keyboard.bottomInset = bottomInset + (portraitPhone && bottomInset > 0 ? KeyboardMetrics.globeRowHeight : 0)
        window.keyboard.configure(for: responder, traits: app.keyWindow?.traitCollection ?? UITraitCollection())
        UIView.performWithoutAnimation {
            window.host.frame = begin
            window.arrange(accessory: accessory, accessoryHeight: accessoryHeight, custom: custom, size: end.size)
            window.host.layoutIfNeeded()
        }
        frame = end
        move(from: begin, to: end, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification) {}
    }

    /// A view's height for the keyboard: its frame's, else what it needs at `width`.
    private static func height(of view: UIView, width: CGFloat) -> CGFloat {
        var h = view.bounds.height
        if h <= 0 { h = view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height }
        return h.isFinite ? max(h, 0) : 0
    }

    private func hide() {
        guard let frame, let begin = currentFrame, let window else { self.frame = nil; fingerOffset = 0; return }
        let end = frame.offsetBy(dx: 0, dy: frame.height)
        self.frame = nil
        fingerOffset = 0
        move(from: begin, to: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification) { [weak self] in
            guard self?.frame == nil else { return }
            window.isHidden = true
        }
    }

    /// The screen changed size (a rotation, another device) while the keyboard is up or moving:
    /// it slides to its height on the new screen, with the notifications of a frame change.
    func screenChanged() {
        guard frame != nil, let responder = responderTakingKeyboard else { return }
        fingerOffset = 0
        show(for: responder)
    }

    // MARK: Interactive dismissal

    /// A scroll view's drag in `.interactive` mode, the finger at `y` (screen): past the
    /// keyboard's top less `padding`, the keyboard (and the guides) follow it down.
    func followFinger(atY y: CGFloat, padding: CGFloat) {
        guard let frame, let window, y.isFinite else { return }
        let offset = min(max(y - (frame.minY - max(padding, 0)), 0), frame.height)
        guard offset != fingerOffset else { return }
        fingerOffset = offset
        window.host.frame = frame.offsetBy(dx: 0, dy: offset)
        layOutGuidesViews()
    }

    /// The finger lifted: a keyboard pulled down and still going down, or more than half way,
    /// hides (editing ends); otherwise it slides back up.
    func fingerLifted(velocityY: CGFloat) {
        guard let frame, fingerOffset > 0 else { return }
        if velocityY > 0 || fingerOffset > frame.height / 2 {
            UIApplication.shared.keyWindow?.endEditing(true)
            if self.frame != nil { fingerOffset = 0; window?.host.frame = frame; layOutGuidesViews() }
            return
        }
        fingerOffset = 0
        let options = UIView.AnimationOptions(rawValue: UInt(KeyboardMetrics.animationCurve) << 16)
        UIView.animate(withDuration: KeyboardMetrics.animationDuration, delay: 0, options: [options, .beginFromCurrentState]) {
            self.window?.host.frame = frame
            self.layOutGuidesViews()
        }
    }

    private func layOutGuidesViews() {
        for view in guides.compactMap({ $0.guide?.owningView }) {
            view.layoutFrameMoved()
            view.window?.layoutIfNeeded()
        }
    }

    /// Posts the will notifications, slides the keyboard and the guides' views with UIKit's
    /// keyboard animation, then posts the did notifications.
    private func move(from begin: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name, completion: @escaping () -> Void) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardMetrics.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardMetrics.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        let options = UIView.AnimationOptions(rawValue: UInt(KeyboardMetrics.animationCurve) << 16)
        let shown = will == UIResponder.keyboardWillShowNotification ? end : nil
        UIView.animate(withDuration: KeyboardMetrics.animationDuration, delay: 0, options: [options, .beginFromCurrentState], animations: {
            self.window?.host.frame = end
            self.inset(for: shown)
            // Presented alerts and sheets move above (or back down from) the keyboard; a sheet
            // with a text input being edited grows to its largest detent.
            for w in UIApplication.shared.windows where !(w is KeyboardWindow) {
                for container in w.subviews where container is PresentationContainerView {
                    if shown != nil { (container as? PresentationContainerView)?.presentationController.keyboardWillShow() }
                    container.setNeedsLayout()
                    container.layoutIfNeeded()
                }
            }
            self.layOutGuidesViews()
        }, completion: { _ in
            completion()
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: did, object: nil, userInfo: info)
        })
    }
}
