import Foundation

/// The modifier keys held with a key press.
nonisolated public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // UIKit's raw values (they are NSEvent's modifier flags).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes of the keys the simulator's keyboard sends (UIKit's `UIKeyboardHIDUsage`
/// raw values, from the USB HID Usage Tables, keyboard page 0x07).
nonisolated public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardA = 4, keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI,
         keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR,
         keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    case keyboard1 = 30, keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9, keyboard0
    case keyboardReturnOrEnter = 40, keyboardEscape, keyboardDeleteOrBackspace, keyboardTab, keyboardSpacebar
    case keyboardHome = 74, keyboardPageUp, keyboardDeleteForward, keyboardEnd, keyboardPageDown
    case keyboardRightArrow = 79, keyboardLeftArrow, keyboardDownArrow, keyboardUpArrow
}

/// A key of a hardware keyboard (the simulator's host keyboard), as a press carries it.
@preconcurrency @MainActor open class UIKey: NSObject {
    nonisolated deinit {}
    open private(set) var characters: String
    open private(set) var charactersIgnoringModifiers: String
    open private(set) var modifierFlags: UIKeyModifierFlags
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// The simulator makes keys from host key presses and script "key" events.
    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
                keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// One press of a physical button or key.
nonisolated open class UIPress: NSObject {
    deinit {}
    nonisolated public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    nonisolated public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }

    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    /// Keyboard presses report `.select` for every key, as UIKit does on iOS.
    open private(set) var type: PressType = .select
    open private(set) var key: UIKey?
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    open var force: CGFloat { 0 }

    init(key: UIKey) { self.key = key }

}

/// An event of key presses.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    nonisolated deinit {}
    open override var type: EventType { .presses }
    open internal(set) var allPresses: Set<UIPress> = []
}

extension InputSystem {
    /// Delivers a key from the host's keyboard as UIKit does: `pressesBegan` then `pressesEnded`
    /// to the first responder (else the key window's front controller), along the responder chain.
    /// Returns false when no responder handled it (the press reached the application), so the
    /// simulator may use the key itself.
    @discardableResult
    func sendKey(_ key: UIKey, timestamp: TimeInterval) -> Bool {
        bringClockUp(toEventTime: timestamp)
        let keyWindow = runtime.windowSystem.keyWindow
        guard let target = firstResponder ?? keyWindow.map(frontResponder(in:)) else { return false }
        let press = UIPress(key: key)
        press.window = keyWindow
        press.responder = target
        press.timestamp = timestamp
        let event = UIPressesEvent()
        event.timestamp = timestamp
        event.allPresses = [press]
        pressReachedApplication = false
        pressDelivered = false
        app.sendEvent(event)
        let handled = pressDelivered && !pressReachedApplication
        press.phase = .ended
        app.sendEvent(event)
        return handled
    }

    /// A window's share of a press event: the press goes to its responder.
    func deliver(_ press: UIPress, with event: UIPressesEvent) {
        guard let responder = press.responder else { return }
        pressDelivered = true
        switch press.phase {
        case .began: responder.pressesBegan([press], with: event)
        case .changed, .stationary: responder.pressesChanged([press], with: event)
        case .ended: responder.pressesEnded([press], with: event)
        case .cancelled: responder.pressesCancelled([press], with: event)
        }
    }

    /// The key window's frontmost controller (the top of its presentations), or the window.
    func frontResponder(in window: UIWindow) -> UIResponder {
        guard var vc = window.rootViewController else { return window }
        while let presented = vc.presentedViewController, !presented.isBeingDismissed { vc = presented }
        return vc
    }
}
