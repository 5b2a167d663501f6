import Foundation
import InterfaceBuilderFiles

/// A storyboard: the scenes of a `.storyboard` file, each made on demand with its controller's
/// `init(coder:)` (or the creator block's). The file is found in the bundle as SwiftPM copies a
/// target's resources (`Base.lproj/Main.storyboard`, or anywhere in the bundle); `nil` means
/// the app's main bundle and the resource bundles beside its executable.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    nonisolated deinit {}
    /// The file, read once per app (nil: it could not be found or read; the reason was logged).
    let document: IBDocument?
    let bundle: Bundle
    let name: String

    /// UIKit's `storyboardWithName:bundle:`. A name the bundle lacks, or a malformed file, logs
    /// UIKit's exception text and gives a storyboard without scenes.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let (document, bundle) = IBFiles.shared.storyboard(named: name, in: storyboardBundleOrNil)
        self.init(document: document, bundle: bundle, name: name)
    }

    init(document: IBDocument?, bundle: Bundle, name: String) {
        self.document = document
        self.bundle = bundle
        self.name = name
        scenes = Self.scenes(of: document)
        scenesByControllerID = Dictionary(scenes.compactMap { s in s.controller.id.map { ($0, s) } }) { first, _ in first }
        super.init()
    }

    /// The storyboard's initial view controller (nil when it has none), made anew.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// The initial view controller, made by `creator` with the scene's coder (it returns
    /// `MyController(coder: coder, …)`) or, when `creator` is nil or returns nil, by its class.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let document, let id = document.initialViewControllerID else { return nil }
        return instantiate(id: id, creator: creator) as? ViewController
    }

    /// The view controller whose Storyboard ID is `identifier`, made anew.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let element = scenes.first(where: { $0.controller["storyboardIdentifier"] == identifier })?.controller, let id = element.id,
           let made = instantiate(id: id, creator: creator) as? ViewController {
            return made
        }
        if document != nil {
            UIKitWarning.log("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        if let made = creator?(NSCoder()) ?? ViewController(coder: NSCoder()) { return made }
        fatalError("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)', and \(ViewController.self)'s init(coder:) returned nil")
    }

    // MARK: Scenes

    /// Each scene with its controller element, in the file's order, found once.
    let scenes: [(scene: IBElement, controller: IBElement)]
    private let scenesByControllerID: [String: (scene: IBElement, controller: IBElement)]

    /// The scene whose controller has identifier `id`.
    func scene(forController id: String) -> (scene: IBElement, controller: IBElement)? { scenesByControllerID[id] }

    private static func scenes(of document: IBDocument?) -> [(scene: IBElement, controller: IBElement)] {
        (document?.scenes ?? []).compactMap { scene in
            let objects = scene.contents(of: "objects")
            guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) ?? objects.first(where: {
                IBClasses.uikitClass(forElement: $0.name).map { inherits($0, from: UIViewController.self) } ?? false
            }) else { return nil }
            return (scene, controller)
        }
    }

    /// Makes the controller of the scene whose controller has identifier `id`: its
    /// `init(coder:)` (or `creator`'s), then the scene's connections, then `awakeFromNib`.
    /// Its view loads later, from the same scene.
    func instantiate(id: String, creator: ((NSCoder) -> UIViewController?)? = nil, path: Set<String> = []) -> UIViewController? {
        guard let document, let (scene, element) = scene(forController: id) else { return nil }
        let context = IBInstantiation(document: document, bundle: bundle, storyboard: self, appModules: IBFiles.shared.appModules(for: bundle),
                                      path: path.union([id]))
        let coder = IBCoder(element: element, context: context)
        let controller: UIViewController?
        if let creator {
            controller = creator(coder) ?? (context.make(element) as? UIViewController)
        } else {
            controller = context.make(element) as? UIViewController
        }
        guard let controller else { return nil }
        if controller.storyboardScene == nil {
            // A creator's controller not made with this coder: it still takes the scene.
            controller.storyboardScene = IBScene(storyboard: self, context: context, scene: scene, controller: element)
        }
        context.finish()
        return controller
    }

    nonisolated open override var description: String {
        "<UIStoryboard: \(name)>"
    }
}
