import Foundation
import InterfaceBuilderFiles

/// A file's `<connections>`: outlets (UIKit's own, such as a table's `dataSource`, and the
/// app's, set through its generated `UIModelInterfaceBuilder`), outlet collections, actions
/// and segues.
enum IBConnections {
    /// Connects `e` from `source`; false when an object it names does not exist yet (it is
    /// tried again when the scene's view has loaded).
    static func connect(_ e: IBElement, from source: AnyObject, in context: IBInstantiation) -> Bool {
        switch e.name {
        case "outlet", "outletCollection":
            guard let id = e["destination"], let property = e["property"] else { return true }
            guard let destination = context.object(withID: id) else { return false }
            if e.name == "outletCollection" {
                context.collect(destination, into: property, of: source, at: e)
            } else {
                setOutlet(property, of: source, to: destination, at: e, in: context)
            }
        case "action":
            guard let selector = e["selector"] else { return true }
            var target: AnyObject?
            if let id = e["destination"], id != "-2" {
                guard let found = context.object(withID: id) else { return false }
                target = found
            }
            connectAction(selector, from: source, to: target, event: e["eventType"], at: e, in: context)
        case "segue":
            IBSegues.wire(e, from: source, in: context)
        default:
            context.warnOnce(e, "the connection <\(e.name)> is not supported; it is left out")
        }
        return true
    }

    /// Sets an outlet as key-value coding would: UIKit's own first, then the app's.
    static func setOutlet(_ property: String, of source: AnyObject, to value: Any, at e: IBElement, in context: IBInstantiation) {
        if let done = setUIKitOutlet(property, of: source, to: value) {
            if !done { context.warn(e, "the outlet '\(property)' of \(type(of: source)) cannot hold \(type(of: value)); it is not connected") }
            return
        }
        switch InterfaceBuilderBindings.setOutlet(property, of: source, to: value) {
        case true?: break
        case false?:
            context.warn(e, "the outlet '\(property)' of \(type(of: source)) cannot hold a \(type(of: value)); it is not connected")
        case nil:
            // UIKit's exception, which ends the app on iOS; here the outlet stays unset.
            context.warn(e, "[<\(type(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). "
                         + "(Run uimodel-port on the app to write its outlets, or remove the connection.)")
        }
    }

    /// UIKit's outlets: true when set, false for a value of the wrong type, nil when `source`
    /// has no UIKit outlet of that name.
    static func setUIKitOutlet(_ property: String, of source: AnyObject, to value: Any) -> Bool? {
        guard IBUIKitNames.outlets.contains(property) else { return nil }
        func set<T>(_ apply: (T) -> Void) -> Bool {
            guard let v = value as? T else { return false }
            apply(v)
            return true
        }
        switch (source, property) {
        case (let s as UIViewController, "view"): return set { (v: UIView) in s.view = v }
        case (let s as UITableView, "dataSource"): return set { (v: UITableViewDataSource) in s.dataSource = v }
        case (let s as UICollectionView, "dataSource"): return set { (v: UICollectionViewDataSource) in s.dataSource = v }
        case (let s as UIPickerView, "dataSource"): return set { (v: UIPickerViewDataSource) in s.dataSource = v }
        case (let s as UIPickerView, "delegate"): return set { (v: UIPickerViewDelegate) in s.delegate = v }
        case (let s as UITextField, "delegate"): return set { (v: UITextFieldDelegate) in s.delegate = v }
        case (let s as UISearchBar, "delegate"): return set { (v: UISearchBarDelegate) in s.delegate = v }
        case (let s as UIScrollView, "delegate"): return set { (v: UIScrollViewDelegate) in s.delegate = v }
        case (let s as UIGestureRecognizer, "delegate"): return set { (v: UIGestureRecognizerDelegate) in s.delegate = v }
        case (let s as UINavigationController, "delegate"): return set { (v: UINavigationControllerDelegate) in s.delegate = v }
        case (let s as UITabBarController, "delegate"): return set { (v: UITabBarControllerDelegate) in s.delegate = v }
        case (let s as UITableView, "tableHeaderView"): return set { (v: UIView) in s.tableHeaderView = v }
        case (let s as UITableView, "tableFooterView"): return set { (v: UIView) in s.tableFooterView = v }
        case (let s as UITableView, "backgroundView"): return set { (v: UIView) in s.backgroundView = v }
        case (let s as UICollectionView, "backgroundView"): return set { (v: UIView) in s.backgroundView = v }
        case (let s as UITableViewCell, "backgroundView"): return set { (v: UIView) in s.backgroundView = v }
        case (let s as UITableViewCell, "selectedBackgroundView"): return set { (v: UIView) in s.selectedBackgroundView = v }
        case (let s as UICollectionViewCell, "backgroundView"): return set { (v: UIView) in s.backgroundView = v }
        case (let s as UICollectionViewCell, "selectedBackgroundView"): return set { (v: UIView) in s.selectedBackgroundView = v }
        case (let s as UITextField, "leftView"): return set { (v: UIView) in s.leftView = v }
        case (let s as UITextField, "rightView"): return set { (v: UIView) in s.rightView = v }
        case (let s as UIView, "gestureRecognizers"): return set { (v: [Any]) in v.compactMap { $0 as? UIGestureRecognizer }.forEach(s.addGestureRecognizer) }
        case (let s as InterfaceBuilderOutletSetting, _): return s.setInterfaceBuilderOutlet(property, to: value)
        default: return nil
        }
    }

    /// Target-action from a control, gesture recognizer or bar button item. A target of nil is
    /// the first responder: the action goes to the first object up the sender's responder chain
    /// that has the method.
    static func connectAction(_ selector: String, from source: AnyObject, to target: AnyObject?, event: String?,
                              at e: IBElement, in context: IBInstantiation) {
        if let target, InterfaceBuilderBindings.action(selector, of: target) == nil {
            context.warn(e, "-[\(type(of: target)) \(selector)]: unrecognized selector: the action method is not in the app's "
                         + "UIModelInterfaceBuilder (run uimodel-port on the app); the action is not connected")
            return
        }
        let send: (Any?) -> Void = { [weak target] sender in
            if let target {
                InterfaceBuilderBindings.action(selector, of: target)?(sender)
                return
            }
            var responder = (sender as? UIResponder) ?? (sender as? UIGestureRecognizer)?.view
            while let r = responder {
                if let call = InterfaceBuilderBindings.action(selector, of: r) { return call(sender) }
                responder = r.next
            }
        }
        switch source {
        case let control as UIControl:
            guard let events = event.flatMap({ controlEvents[$0] }) else {
                return context.warnOnce(e, "the control event '\(event ?? "none")' is not supported; the action is not connected")
            }
            control.addAction(UIAction { [weak control] _ in send(control) }, for: events)
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget { send($0) }
        case let item as UIBarButtonItem:
            item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [weak item] _ in send(item) }
        default:
            context.warnOnce(e, "an action from a \(type(of: source)) is not supported; it is not connected")
        }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}

/// A class of a framework beside UIKit (a map view) that sets its own outlets from Interface
/// Builder (its `delegate`): true when set, false for a value of the wrong type, nil when it has
/// no outlet of that name.
package protocol InterfaceBuilderOutletSetting: AnyObject {
    func setInterfaceBuilderOutlet(_ name: String, to value: Any) -> Bool?
}
