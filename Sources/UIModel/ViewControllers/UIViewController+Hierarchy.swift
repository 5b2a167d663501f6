import Foundation

extension UIViewController {
    /// The controller tree as UIKit's debugging printout shows it (what swift-snapshot-testing's
    /// `.hierarchy` records, without addresses): each controller's class, appearance state and
    /// view, children indented under "   | ", presented controllers under "   + " with their
    /// presentation controller.
    package var hierarchyDescription: String {
        var lines: [String] = []
        func visit(_ vc: UIViewController, prefix: String, presentedWith: UIPresentationController?) {
            let state = switch vc.appearanceState {
            case .appeared: "appeared"
            case .appearing: "appearing"
            case .disappearing: "disappearing"
            case .disappeared: "disappeared"
            }
            var view = "(view not loaded)"
            if let v = vc.viewIfLoaded { view = "<\(Self.uikitViewName(of: vc, view: v))>" + (v.window == nil ? " not in the window" : "") }
            var line = "\(prefix)<\(runtimeClassName(type(of: vc)))>, state: \(state), view: \(view)"
            if let pc = presentedWith { line += ", presented with: <\(runtimeClassName(type(of: pc)))>" }
            lines.append(line)
            let indent = String(repeating: " ", count: 3)
            let inner = prefix.replacingOccurrences(of: "+", with: "|")
            for child in vc.children { visit(child, prefix: inner + indent + "| ", presentedWith: nil) }
            if let presented = vc.presentedStorage {
                visit(presented, prefix: inner + indent + "+ ", presentedWith: presented.presentationStorage)
            }
        }
        visit(self, prefix: "", presentedWith: nil)
        return lines.joined(separator: "\n")
    }

    /// The class UIKit's view of `vc` has: container controllers' views are UIKit's private
    /// container classes.
    private static func uikitViewName(of vc: UIViewController, view: UIView) -> String {
        if type(of: view) == UIView.self {
            if vc is UINavigationController || vc is UITabBarController { return "UILayoutContainerView" }
            if vc is UIPageViewController { return "_UIPageViewControllerContentView" }
        }
        return runtimeClassName(type(of: view))
    }
}
