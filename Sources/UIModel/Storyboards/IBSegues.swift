import Foundation
import InterfaceBuilderFiles

/// Storyboard segues: how a segue's trigger (a control, bar button item, cell or gesture
/// recognizer of the scene) is wired, and how a segue is performed, in UIKit's order:
/// `shouldPerformSegue(withIdentifier:sender:)` for a triggered segue, the destination made
/// from its scene, `prepare(for:sender:)`, then the kind's transition.
enum IBSegues {
    /// Wires the segue `e` from `trigger` to the scene's controller.
    static func wire(_ e: IBElement, from trigger: AnyObject, in context: IBInstantiation) {
        switch e["kind"] {
        case "relationship"?: return  // made with the container
        case "embed"?:
            guard let container = trigger as? UIView, let parent = context.sceneController else { return }
            embed(e, in: container, of: parent, context: context)
            return
        default: break
        }
        // The scene's instantiation, which its controller keeps (a prototype cell's own ends
        // with its dequeue).
        let scene = context.sceneContext
        let perform: (Any?) -> Void = { [weak scene] sender in
            guard let scene, let source = scene.sceneController else { return }
            IBSegues.trigger(e, from: source, sender: sender, context: scene)
        }
        switch trigger {
        case let cell as UITableViewCell:
            if e["trigger"] == "accessoryAction" { cell.storyboardAccessorySegue = { perform($0) } } else { cell.storyboardSelectionSegue = { perform($0) } }
        case let cell as UICollectionViewCell: cell.storyboardSelectionSegue = { perform($0) }
        case let control as UIControl:
            let events: UIControl.Event = control is UITextField ? .editingDidEndOnExit : .touchUpInside
            control.addAction(UIAction { [weak control] _ in perform(control) }, for: events)
        case let item as UIBarButtonItem:
            item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [weak item] _ in perform(item) }
        case let recognizer as UIGestureRecognizer: recognizer.addTarget { perform($0) }
        case is UIViewController: break  // manual: performSegue(withIdentifier:sender:)
        default: context.warnOnce(e, "a segue from a \(type(of: trigger)) is not supported; it is not connected")
        }
    }

    /// A segue the user triggered: asks `shouldPerformSegue` first.
    @discardableResult
    static func trigger(_ e: IBElement, from source: UIViewController, sender: Any?, context: IBInstantiation) -> Bool {
        if let id = e["identifier"], !source.shouldPerformSegue(withIdentifier: id, sender: sender) { return false }
        perform(e, from: source, sender: sender, context: context)
        return true
    }

    /// Makes the segue and performs it (no `shouldPerformSegue`, as `performSegue` does).
    static func perform(_ e: IBElement, from source: UIViewController, sender: Any?, context: IBInstantiation) {
        if e["kind"] == "unwind" { return unwind(e, from: source, sender: sender, context: context) }
        guard let storyboard = context.storyboard, let id = e["destination"],
              let destination = storyboard.instantiate(id: id) else {
            return context.warn(e, "the segue's destination \(e["destination"] ?? "?") is not a view controller of the storyboard")
        }
        let segue = make(e, source: source, destination: destination, context: context)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// A segue object of the element's custom class, or UIKit's with the kind's transition.
    static func make(_ e: IBElement, source: UIViewController, destination: UIViewController,
                     context: IBInstantiation) -> UIStoryboardSegue {
        let segueClass = e["customClass"].flatMap { custom -> UIStoryboardSegue.Type? in
            let modules = (e["customModule"].map { [$0] } ?? []) + context.appModules
            for module in modules { if let t = _typeByName("\(module).\(custom)") as? UIStoryboardSegue.Type { return t } }
            context.warn(e, "Unknown class \(custom) in Interface Builder file."); return nil
        } ?? UIStoryboardSegue.self
        let segue = segueClass.init(identifier: e["identifier"], source: source, destination: destination)
        guard e["customClass"] == nil || e["kind"] != "custom" else { return segue }
        let animated = e.flag("animates") ?? true
        let coder = IBCoder(element: e, context: context)
        let presentationStyle = coder.choice("modalPresentationStyle", IBCoder.presentationStyles)
        let transitionStyle = coder.choice("modalTransitionStyle", IBCoder.transitionStyles)
        let anchor = e["popoverAnchorView"].flatMap { context.object(withID: $0) }
            ?? e["popoverAnchorBarButtonItem"].flatMap { context.object(withID: $0) }
        let kind = e["kind"] ?? "show"
        segue.performHandler = { [unowned segue] in
            let source = segue.source, destination = segue.destination
            switch kind {
            case "show", "push": source.show(destination, sender: nil)
            case "showDetail", "replace": source.showDetailViewController(destination, sender: nil)
            case "presentation", "modal", "popoverPresentation", "popover":
                if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
                if let transitionStyle { destination.modalTransitionStyle = transitionStyle }
                if kind.hasPrefix("popover") {
                    destination.modalPresentationStyle = .popover
                    if let view = anchor as? UIView { destination.popoverPresentationController?.sourceView = view }
                    if let item = anchor as? UIBarButtonItem { destination.popoverPresentationController?.barButtonItem = item }
                }
                source.present(destination, animated: animated)
            case "custom": break
            default: UIKitWarning.log("a segue of kind '\(kind)' is not supported; it does nothing")
            }
        }
        return segue
    }

    /// A container view's embed segue: the child is made, prepared for, added as a child and
    /// its view put in the container, while the parent's view loads.
    static func embed(_ e: IBElement, in container: UIView, of parent: UIViewController, context: IBInstantiation) {
        guard let storyboard = context.storyboard, let id = e["destination"] else { return }
        guard !context.relationshipPath.contains(id) else {
            return context.warn(e, "the storyboard's embed segues form a cycle through \(id); it is not followed")
        }
        guard let child = storyboard.instantiate(id: id, path: context.relationshipPath) else {
            return context.warn(e, "the embed segue names \(id), which is not a view controller of the storyboard")
        }
        let segue = make(e, source: parent, destination: child, context: context)
        segue.performHandler = nil
        parent.prepare(for: segue, sender: nil)
        parent.addChild(child)
        let view: UIView = child.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        child.didMove(toParent: parent)
    }

    // MARK: Unwinding

    /// An unwind segue: the destination is the nearest controller back along the way the source
    /// was reached (the navigation stack below it, then what presented it, and so on) that has
    /// the unwind action and accepts it (`canPerformUnwindSegueAction`). Its action runs with
    /// the segue, then what lies between is popped and dismissed.
    static func unwind(_ e: IBElement, from source: UIViewController, sender: Any?, context: IBInstantiation) {
        guard let action = e["unwindAction"] else { return }
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(action), sender: sender)
        guard let destination = unwindDestination(for: unwindSource) else {
            return context.warn(e, "no view controller back from \(type(of: source)) has the unwind action \(action); the segue does nothing")
        }
        let segue = UIStoryboardSegue(identifier: e["identifier"], source: source, destination: destination) {}
        source.prepare(for: segue, sender: sender)
        InterfaceBuilderBindings.action(action, of: destination)?(segue)
        source.unwind(for: segue, towards: destination)
        destination.unwind(for: segue, towards: destination)
        destination.controllerAncestors.first { $0.presentedViewController != nil }?.dismiss(animated: true)
        if let nav = destination.navigationController, nav.viewControllers.contains(destination), nav.topViewController !== destination {
            nav.popToViewController(destination, animated: true)
        }
    }

    static func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let vc = current {
            if vc !== source.source, let found = search(vc, source) { return found }
            current = vc.parent ?? vc.presentingViewController
        }
        return nil
    }

    /// A controller's allowed children (the nearest first: a navigation stack from its top),
    /// each searched the same way, then the controller itself.
    private static func search(_ vc: UIViewController, _ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in vc.allowedChildrenForUnwinding(from: source).reversed() {
            if let found = search(child, source) { return found }
        }
        return accepts(vc, source) ? vc : nil
    }

    private static func accepts(_ vc: UIViewController, _ source: UIStoryboardUnwindSegueSource) -> Bool {
        InterfaceBuilderBindings.action(source.unwindAction.name, of: vc) != nil
            && vc.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
    }
}

extension UIViewController {
    /// This controller and its parents, innermost first.
    var controllerAncestors: [UIViewController] {
        var result: [UIViewController] = []
        var current: UIViewController? = self
        while let c = current { result.append(c); current = c.parent }
        return result
    }

    /// Whether this controller is `other` or inside it.
    func isWithin(_ other: UIViewController) -> Bool { controllerAncestors.contains { $0 === other } }
}
