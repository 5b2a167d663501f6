import Foundation
import InterfaceBuilderFiles

/// What a storyboard controller keeps of its scene: the instantiation its objects share (its
/// view, loaded later, joins it), the view's element and the scene's segues by identifier.
final class IBScene {
    nonisolated deinit {}
    let storyboard: UIStoryboard
    let context: IBInstantiation
    let scene: IBElement
    let controllerElement: IBElement
    /// The segues whose source is the controller, by identifier (`performSegue(withIdentifier:)`).
    var seguesByIdentifier: [String: IBElement] = [:]

    init(storyboard: UIStoryboard, context: IBInstantiation, scene: IBElement, controller: IBElement) {
        self.storyboard = storyboard
        self.context = context
        self.scene = scene
        controllerElement = controller
        controller.forEachElement { e in
            if e.name == "segue", let id = e["identifier"], e["kind"] != "relationship" { seguesByIdentifier[id] = e }
        }
        for object in scene.contents(of: "objects") where object.id != controller.id {
            object.forEachElement { e in if e.name == "segue", let id = e["identifier"] { seguesByIdentifier[id] = e } }
        }
    }

    /// The `<view key="view">` (or a table or collection view) of the controller.
    var viewElement: IBElement? { controllerElement.children.first { $0["key"] == "view" } }

    /// Makes the controller's view and the scene's other top-level objects (gesture recognizers,
    /// extra views), connects what waited for them, and wakes them.
    func loadView(of controller: UIViewController) -> UIView? {
        guard let element = viewElement else { return nil }
        let view = context.make(element) as? UIView
        for object in scene.contents(of: "objects") where object.id != controllerElement.id && object["sceneMemberID"] == nil {
            context.make(object)
        }
        controller.view = view
        context.finish()
        context.reportUnconnected()
        return view
    }
}
