import Foundation
import InterfaceBuilderFiles

/// One loading of (part of) an Interface Builder file, in UIKit's order: every object is made
/// with its class's `init(coder:)` (`make(_:)`), then `finish()` adds the constraints, connects
/// outlets, outlet collections, actions and segues, sets the user-defined runtime attributes,
/// and calls `awakeFromNib` on every object it made. A storyboard scene keeps its instantiation
/// so that its controller's view, loaded later, joins the same objects.
final class IBInstantiation {
    let document: IBDocument
    let bundle: Bundle
    /// The storyboard a scene comes from (segues instantiate their destinations from it).
    weak var storyboard: UIStoryboard?
    /// The modules an app's custom classes may be in (`customModuleProvider="target"`).
    let appModules: [String]
    /// The objects of an enclosing instantiation (a prototype cell's scene), found when this one
    /// lacks an identifier.
    let parent: IBInstantiation?
    /// The placeholders' objects: File's Owner (`-1`) and a nib's external objects.
    var placeholders: [String: AnyObject] = [:]
    /// The scene's view controller: the source of its segues.
    weak var sceneController: UIViewController? {
        get { ownSceneController ?? parent?.sceneController }
        set { ownSceneController = newValue }
    }
    private weak var ownSceneController: UIViewController?
    /// The instantiation of the scene this one belongs to (itself, for a scene's own).
    var sceneContext: IBInstantiation { ownSceneController == nil ? parent?.sceneContext ?? self : self }
    /// The controllers being made through relationship and embed segues, outermost first: a
    /// segue back to one of them is a cycle.
    private(set) var relationshipPath: Set<String> = []

    func enterRelationship(_ id: String) -> Bool { relationshipPath.insert(id).inserted }
    func leaveRelationship(_ id: String) { relationshipPath.remove(id) }

    private var objects: [String: AnyObject] = [:]
    private var guides: [String: UILayoutGuide] = [:]
    /// The legacy top and bottom layout guides by identifier (true: the top one): constraints
    /// to them become constraints to the safe area's top and bottom.
    private var legacyGuides: [String: Bool] = [:]
    /// Objects made and not yet finished, in the order they were made.
    private var unfinished: [(element: IBElement, object: AnyObject)] = []
    /// Views whose constraints are added at `finish()`.
    private var constraintOwners: [(element: IBElement, view: UIView)] = []
    /// Connections whose objects do not exist yet (a controller's outlets to its view).
    private var pending: [(element: IBElement, source: AnyObject)] = []
    /// Outlet collections being gathered, set once all their objects are connected.
    private var collections: [(source: AnyObject, property: String, element: IBElement, values: [AnyObject])] = []

    init(document: IBDocument, bundle: Bundle, storyboard: UIStoryboard? = nil, appModules: [String], parent: IBInstantiation? = nil,
         path: Set<String> = []) {
        relationshipPath = path
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
        self.appModules = appModules
        self.parent = parent
    }

    /// The object made from the element with `id`, a placeholder's, or the enclosing one's.
    func object(withID id: String) -> AnyObject? {
        objects[id] ?? placeholders[id] ?? parent?.object(withID: id)
    }

    // MARK: Making objects

    /// Makes the object `element` describes with its class's `init(coder:)` (views and
    /// controllers) or plain initializer (bar items, gesture recognizers), and everything the
    /// element holds. Nil, with one warning, for an element UIModel does not make.
    @discardableResult
    func make(_ element: IBElement) -> AnyObject? {
        if let id = element.id, let made = objects[id] { return made }
        guard let resolution = IBClasses.resolve(element, in: document, appModules: appModules) else {
            warnOnce(element, "<\(element.name)> is not supported yet; it is skipped")
            return nil
        }
        if let warning = resolution.warning { UIKitWarning.log(warning) }
        let coder = IBCoder(element: element, context: self)
        switch resolution.type {
        case let type as UIView.Type:
            return type.init(coder: coder)
        case let type as UIViewController.Type:
            return type.init(coder: coder)
        default:
            guard let object = coder.makeObject(of: resolution.type) else {
                warnOnce(element, "<\(element.name)> is not supported yet; it is skipped")
                return nil
            }
            register(object, for: element)
            return object
        }
    }

    /// A placeholder's connections (File's Owner's outlets) join the next `finish()`.
    func connectPlaceholder(_ element: IBElement, _ owner: AnyObject) {
        pending += element.contents(of: "connections").map { ($0, owner) }
    }

    /// Records a made object under its identifier, to be connected and woken at `finish()`
    /// (once, however many decoders record it).
    func register(_ object: AnyObject, for element: IBElement) {
        if let id = element.id {
            if objects[id] === object { return }
            objects[id] = object
        }
        unfinished.append((element, object))
        if let view = object as? UIView, !element.contents(of: "constraints").isEmpty || !element.children(named: "variation").isEmpty {
            constraintOwners.append((element, view))
        }
    }

    /// `<viewLayoutGuide key="safeArea" id=…>` and its kin: the view's guide under the file's
    /// identifier, for constraints.
    func registerGuide(_ element: IBElement, of view: UIView) {
        guard let id = element.id else { return }
        switch element["key"] {
        case "safeArea"?: guides[id] = view.safeAreaLayoutGuide
        case "layoutMargins"?: guides[id] = view.layoutMarginsGuide
        case "readableContent"?: guides[id] = view.readableContentGuide
        case "keyboard"?: guides[id] = view.keyboardLayoutGuide
        case "contentLayoutGuide"?: if let scroll = view as? UIScrollView { guides[id] = scroll.contentLayoutGuide }
        case "frameLayoutGuide"?: if let scroll = view as? UIScrollView { guides[id] = scroll.frameLayoutGuide }
        default: warnOnce(element, "the layout guide '\(element["key"] ?? "")' is not supported; constraints to it are left out")
        }
    }

    /// A controller's legacy `topLayoutGuide` / `bottomLayoutGuide` (`<viewControllerLayoutGuide>`).
    func registerLegacyGuide(_ element: IBElement) {
        guard let id = element.id else { return }
        legacyGuides[id] = element["type"] == "top"
    }

    func guide(withID id: String) -> UILayoutGuide? { guides[id] ?? parent?.guide(withID: id) }

    /// Constraints are objects too: an outlet may name one (`heightConstraint.constant = 0`).
    func registerConstraint(_ constraint: NSLayoutConstraint, id: String) { objects[id] = constraint }

    /// The safe area edge a legacy layout guide stands for, once the controller's view exists.
    func legacyGuide(withID id: String) -> (guide: UILayoutGuide, top: Bool)? {
        guard let top = legacyGuides[id], let view = sceneController?.viewIfLoaded else { return nil }
        return (view.safeAreaLayoutGuide, top)
    }

    // MARK: Finishing

    /// UIKit's order once every object exists: constraints, connections, runtime attributes,
    /// then `awakeFromNib` on each object made (File's Owner and external objects excepted).
    func finish() {
        let owners = constraintOwners
        constraintOwners = []
        for (element, view) in owners { IBConstraints.add(element, to: view, in: self) }
        let made = unfinished
        unfinished = []
        var connections = pending
        for (element, object) in made {
            connections += element.contents(of: "connections").map { ($0, object) }
        }
        pending = []
        for (connection, source) in connections where !IBConnections.connect(connection, from: source, in: self) {
            pending.append((connection, source))
        }
        for c in collections { IBConnections.setOutlet(c.property, of: c.source, to: c.values, at: c.element, in: self) }
        collections = []
        for (element, object) in made { IBRuntimeAttributes.apply(element, to: object, in: self) }
        for (_, object) in made { (object as? UIResponder)?.awakeFromNib() }
    }

    /// Adds `value` to the outlet collection `property` of `source`.
    func collect(_ value: AnyObject, into property: String, of source: AnyObject, at element: IBElement) {
        if let i = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
            collections[i].values.append(value)
        } else {
            collections.append((source, property, element, [value]))
        }
    }

    /// Reports connections that never found their objects (an outlet to an object of another
    /// scene, say), once the scene is complete.
    func reportUnconnected() {
        for (connection, _) in pending {
            warnOnce(connection, "the \(connection.name) '\(connection["property"] ?? connection["selector"] ?? connection.id ?? "")' names the object \(connection["destination"] ?? "?"), which is not in this scene; it is not connected")
        }
        pending = []
    }

    // MARK: Resources

    /// An image the file names: an SF Symbol when the file's resources say so (or the app has
    /// no such image), else the file's bundle's, else the app's own (its catalogs and images).
    func image(named name: String, system: Bool?, at element: IBElement) -> UIImage? {
        let isSystem = system ?? document.root.contents(of: "resources").contains { $0.name == "image" && $0["name"] == name && $0["catalog"] == "system" }
        if isSystem, let symbol = UIImage(systemName: name) { return symbol }
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(named: name) { return image }
        if let symbol = UIImage(systemName: name) { return symbol }
        warnOnce(element, "the image '\(name)' is not in the app's bundle or SF Symbols; no image is shown")
        return nil
    }

    // MARK: Warnings

    func warn(_ element: IBElement, _ message: String) {
        UIKitWarning.log("\(document.fileName):\(element.line): \(message)")
    }

    /// One warning per file, line and message.
    func warnOnce(_ element: IBElement, _ message: String) {
        UIKitWarning.logOnce("\(document.fileName):\(element.line): \(message)")
    }

    /// The keyed values of `coder`'s element no decoder read: each one warning.
    func reportUnread(_ coder: IBCoder) {
        for child in coder.element.children {
            let key = child["key"] ?? child.name
            // `<nil name="viewControllers"/>`: a container's children left for its segues.
            if child.name == "nil", child["key"] == nil { continue }
            guard !coder.readKeys.contains(key), !Self.ignoredKeys.contains(key), !Self.ignoredElements.contains(child.name) else { continue }
            warnOnce(child, "<\(child.name) key=\"\(key)\"> of <\(coder.element.name)> is not supported yet; it is left out")
        }
    }

    /// What files hold for Xcode's canvas rather than for the app.
    static let ignoredKeys: Set<String> = ["canvasLocation", "freeformSize", "simulatedMetricsContainer", "highlightedColor"]
    static let ignoredElements: Set<String> = [
        "simulatedMetricsContainer", "point", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedScreenMetrics", "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "designable",
        // Read by IBVariations when the view's constraints are added.
        "variation",
    ]
}
