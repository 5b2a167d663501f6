import Foundation

/// Actions named by selector, as the Objective-C runtime sends them: a selector kept as a value
/// (`let action = #selector(save)`, which `uimodel-port` writes as `Selector("save")`) reaches
/// the app's method through the table the porter writes into the app's module
/// (`UIModelInterfaceBuilder`, the one storyboards use), and UIKit's own responder actions
/// (`resignFirstResponder`, the edit actions) by name.
enum SelectorDispatch {
    /// The call of `action` on `target` with its sender; nil when `target` has no such method.
    @MainActor static func call(_ action: Selector, on target: AnyObject) -> ((Any?) -> Void)? {
        if let call = InterfaceBuilderBindings.action(action.name, of: target) { return call }
        return builtIn(action, on: target)
    }

    /// UIKit's responder actions the app may send by name.
    @MainActor private static func builtIn(_ action: Selector, on target: AnyObject) -> ((Any?) -> Void)? {
        guard let responder = target as? UIResponder else { return nil }
        switch action.name {
        case "resignFirstResponder": return { _ in _ = responder.resignFirstResponder() }
        case "becomeFirstResponder": return { _ in _ = responder.becomeFirstResponder() }
        default: break
        }
        if let field = responder as? UITextField {
            switch action.name {
            case "copy:": return { field.copy($0) }
            case "cut:": return { field.cut($0) }
            case "paste:": return { field.paste($0) }
            default: break
            }
        }
        if let text = responder as? UITextView {
            switch action.name {
            case "copy:": return { text.copy($0) }
            case "cut:": return { text.cut($0) }
            case "paste:": return { text.paste($0) }
            case "selectAll:": return { text.selectAll($0) }
            default: break
            }
        }
        return nil
    }
}

extension UIApplication {
    /// `sendAction(_:to:from:for:)`: sends `action` to `target`, or, with no target, to the first responder and up its
    /// responder chain (to `sender` and its chain when nothing is first responder) until one has
    /// the method: `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil,
    /// for: nil)` ends editing. True when a responder took it; false (with a warning where UIKit
    /// would stop the app for an unknown selector on an explicit target) otherwise.
    func baseSendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            let object = target as AnyObject
            guard let call = SelectorDispatch.call(action, on: object) else {
                UIKitWarning.log("-[\(type(of: object)) \(action.name)]: unrecognized selector sent to instance (the action is not sent)")
                return false
            }
            call(sender)
            return true
        }
        var responder: UIResponder? = UIModelRuntime.current.input.firstResponder ?? sender as? UIResponder
        while let current = responder {
            if let call = SelectorDispatch.call(action, on: current) {
                call(sender)
                return true
            }
            responder = current.next
        }
        return false
    }
}

extension UIControl {
    /// Adds a target and action kept as a selector value: when `controlEvents` happen the control
    /// sends `action` to `target` (nil: up the responder chain) through
    /// `UIApplication.sendAction(_:to:from:for:)`. Adding the same pair again keeps one. The
    /// target is held weakly, as UIKit holds it. (`uimodel-port` turns
    /// `addTarget(self, action: #selector(tapped), for:)` into a closure; this takes the rest.)
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        weak let object = target.map { $0 as AnyObject }
        let hasTarget = target != nil
        let identifier = Self.identifier(of: action, target: target)
        addAction(UIAction(identifier: identifier) { [weak self] uiAction in
            guard let self else { return }
            if hasTarget, object == nil { return }
            UIApplication.shared.sendAction(action, to: object, from: self, for: uiAction.event)
        }, for: controlEvents)
    }

    /// Removes the pair (a nil action: every action of `target`) for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        if let action {
            removeAction(identifiedBy: Self.identifier(of: action, target: target), for: controlEvents)
        } else {
            let prefix = Self.identifierPrefix(target: target)
            for identifier in actionIdentifiers where identifier.rawValue.hasPrefix(prefix) {
                removeAction(identifiedBy: identifier, for: controlEvents)
            }
        }
    }

    private static func identifierPrefix(target: Any?) -> String {
        "target-action:\(target.map { UInt(bitPattern: ObjectIdentifier($0 as AnyObject).hashValue) } ?? 0):"
    }

    private static func identifier(of action: Selector, target: Any?) -> UIAction.Identifier {
        UIAction.Identifier(identifierPrefix(target: target) + action.name)
    }
}

/// The selector named `aSelectorName` (`"save:"`): sent by name, it reaches the app's `@objc`
/// methods through the dispatch table `uimodel-port` writes.
nonisolated public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The selector's name.
nonisolated public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

extension UIGestureRecognizer {
    /// Adds a target and action kept as a selector value, held weakly as UIKit holds it; adding
    /// the same pair again keeps one.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !selectorActions.contains(where: { $0.target.object === object && $0.action == action }) else { return }
        selectorActions.append((WeakTarget(object: object), action))
    }

    /// Removes the pair (nil: every target, or every action of `target`).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        selectorActions.removeAll { entry in
            (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
        }
    }
}
