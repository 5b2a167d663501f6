import Foundation
import InterfaceBuilderFiles

extension UIViewController {
    /// The view of the storyboard scene or nib, with its outlets connected; false when the
    /// controller has neither.
    func loadViewFromInterfaceBuilder() -> Bool {
        if let scene = storyboardScene {
            return scene.loadView(of: self) != nil
        }
        let name = nibName ?? IBFiles.shared.defaultNibName(for: type(of: self), in: nibBundle)
        guard let name else { return false }
        let nib = UINib(nibName: name, bundle: nibBundle)
        guard nib.document != nil else { return false }
        _ = nib.instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            UIKitWarning.log("-[\(type(of: self)) loadView] loaded the \"\(name)\" nib but the view outlet was not set.")
        }
        return viewIfLoaded != nil
    }

    func performStoryboardSegue(_ identifier: String, sender: Any?) {
        guard let scene = storyboardScene, let segue = scene.seguesByIdentifier[identifier] else {
            return UIKitWarning.log("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        IBSegues.perform(segue, from: self, sender: sender, context: scene.context)
    }
}
