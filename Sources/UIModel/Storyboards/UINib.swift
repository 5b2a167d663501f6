import Foundation
import InterfaceBuilderFiles

/// A xib's objects, made anew by each `instantiate(withOwner:options:)`: File's Owner is the
/// owner given, and the file's top-level objects (views, gesture recognizers, …) are returned
/// in the file's order after their outlets and actions are connected and `awakeFromNib` has
/// run. A table's prototype cell is a nib too.
@preconcurrency @MainActor open class UINib: NSObject {
    nonisolated deinit {}
    /// The option whose value (`[String: Any]`) gives the nib's external objects by identifier.
    nonisolated public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: IBDocument?
    let bundle: Bundle
    /// The objects a prototype nib makes (a storyboard's prototype cell), nil for a whole xib.
    private let prototype: IBElement?
    /// The instantiation of the scene a prototype comes from.
    private let scene: IBInstantiation?

    /// UIKit's `nibWithNibName:bundle:`; a name the bundle lacks logs UIKit's exception text
    /// and gives a nib that makes nothing.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let (document, bundle) = IBFiles.shared.nib(named: name, in: bundleOrNil)
        self.init(document: document, bundle: bundle, prototype: nil, scene: nil)
    }

    /// A nib from the xib's XML; malformed data logs the file's error and makes nothing.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        var document: IBDocument?
        do { document = try IBDocument(data: data, fileName: "nib data") } catch { UIKitWarning.log(error.description) }
        self.init(document: document, bundle: bundleOrNil ?? .main, prototype: nil, scene: nil)
    }

    init(document: IBDocument?, bundle: Bundle, prototype: IBElement?, scene: IBInstantiation?) {
        self.document = document
        self.bundle = bundle
        self.prototype = prototype
        self.scene = scene
        super.init()
    }

    /// Makes the nib's objects; `ownerOrNil` is File's Owner, whose outlets connect.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let context = IBInstantiation(document: document, bundle: bundle, storyboard: scene?.storyboard,
                                      appModules: IBFiles.shared.appModules(for: bundle), parent: scene)
        let placeholders = document.topLevelObjects.filter { $0.name == "placeholder" }
        for p in placeholders where p["placeholderIdentifier"] == "IBFilesOwner" {
            if let id = p.id, let owner = ownerOrNil.map({ $0 as AnyObject }) { context.placeholders[id] = owner }
        }
        if let external = optionsOrNil?[.externalObjects] as? [String: Any] {
            for p in placeholders {
                if let id = p.id, let key = p["placeholderIdentifier"], let object = external[key] { context.placeholders[id] = object as AnyObject }
            }
        }
        let elements = prototype.map { [$0] } ?? document.topLevelObjects.filter { $0.name != "placeholder" }
        let objects = elements.compactMap { context.make($0) }
        // File's Owner's own outlets and actions (a controller's `view`) connect with the rest.
        for p in placeholders {
            if let id = p.id, let owner = context.object(withID: id) { context.connectPlaceholder(p, owner) }
        }
        context.finish()
        context.reportUnconnected()
        return objects
    }
}

extension Bundle {
    /// UIKit's nib loading: the xib named `name` in this bundle, with `owner` as File's Owner;
    /// nil (with UIKit's exception text logged) when the bundle has no such nib.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
