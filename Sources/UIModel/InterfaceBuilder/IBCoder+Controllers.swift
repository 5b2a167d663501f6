import Foundation
import InterfaceBuilderFiles

/// What `UIViewController.init(coder:)` takes from a scene: the controller's attributes, its
/// navigation and tab bar items and toolbar items, and a container's children by their
/// relationship segues (a navigation controller's root, a tab bar controller's tabs, a split
/// view's columns), each made from its own scene. The view waits for `loadView`.
extension IBCoder {
    func decode(_ controller: UIViewController) {
        context.register(controller, for: element)
        if context.sceneController == nil { context.sceneController = controller }
        if let storyboard = context.storyboard, let id = element.id, let scene = storyboard.scene(forController: id)?.scene {
            controller.storyboardScene = IBScene(storyboard: storyboard, context: context, scene: scene, controller: element)
        }
        if let title = string("title") { controller.title = title }
        if let style = choice("modalPresentationStyle", Self.presentationStyles) { controller.modalPresentationStyle = style }
        if let style = choice("modalTransitionStyle", Self.transitionStyles) { controller.modalTransitionStyle = style }
        if let defines = flag("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = flag("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = provides }
        if let item = value("navigationItem") { IBCoder(element: item, context: context).decodeNavigationItem(controller.navigationItem) }
        if let item = value("tabBarItem"), let made = context.make(item) as? UITabBarItem { controller.tabBarItem = made }
        let toolbarItems = element.contents(of: "toolbarItems").compactMap { context.make($0) as? UIBarButtonItem }
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
        for guide in element.contents(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" { context.registerLegacyGuide(guide) }
        skip("view", "toolbarItems", "layoutGuides", "connections", "freeformSize", "simulatedMetricsContainer", "canvasLocation")
        decodeRelationships(of: controller)
        if let nav = controller as? UINavigationController {
            decode("navigationBar", onto: nav.navigationBar)
            if let toolbar = nav.toolbar { decode("toolbar", onto: toolbar) }
            if let hidden = flag("navigationBarHidden") { nav.isNavigationBarHidden = hidden }
            if let hidden = flag("toolbarHidden") { nav.isToolbarHidden = hidden }
        }
        if let tabs = controller as? UITabBarController { decode("tabBar", onto: tabs.tabBar) }
        context.reportUnread(self)
    }

    /// The children a container's relationship segues name, made from their scenes.
    private func decodeRelationships(of controller: UIViewController) {
        guard let storyboard = context.storyboard else { return }
        var children: [String: [UIViewController]] = [:]
        for segue in element.contents(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let relationship = segue["relationship"], let id = segue["destination"] else { continue }
            guard context.enterRelationship(id) else {
                context.warn(segue, "the storyboard's relationship segues form a cycle through \(id); it is not followed")
                continue
            }
            defer { context.leaveRelationship(id) }
            guard let child = storyboard.instantiate(id: id, path: context.relationshipPath) else {
                context.warn(segue, "the relationship segue names \(id), which is not a view controller of the storyboard")
                continue
            }
            children[relationship, default: []].append(child)
        }
        switch controller {
        case let nav as UINavigationController:
            if let root = children["rootViewController"]?.first { nav.setViewControllers([root], animated: false) }
        case let tabs as UITabBarController:
            if let all = children["viewControllers"] { tabs.viewControllers = all }
        case let split as UISplitViewController:
            let columns = (children["masterViewController"] ?? children["primaryViewController"] ?? [])
                + (children["detailViewController"] ?? children["secondaryViewController"] ?? [])
            if !columns.isEmpty { split.viewControllers = columns }
        default:
            for name in children.keys.sorted() {
                context.warnOnce(element, "the relationship '\(name)' of <\(element.name)> is not supported; it is not made")
            }
        }
    }

    /// Interface Builder's names of the presentation styles, on controllers and on segues.
    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
        "custom": .custom,
    ]

    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]
}
