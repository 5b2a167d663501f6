import Foundation

/// An image of an asset catalog, by name: what Xcode's generated asset symbols are
/// (`ImageResource.logo`, `UIImage(resource: .logo)`). `uimodel-port` writes them from the app's
/// catalogs (`GeneratedAssetSymbols.swift`).
nonisolated public struct ImageResource: Hashable, Sendable {
    /// The image set's name (a namespaced folder's sets as `Folder/name`).
    public let name: String
    /// The bundle whose catalogs hold it (the main bundle: the app's own).
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of an asset catalog, by name (`ColorResource.accent`, `UIColor(resource: .accent)`).
nonisolated public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

nonisolated extension UIImage {
    /// The catalog image `resource` names. A generated symbol always names an image of the app's
    /// catalogs; should the set be gone, a warning says so and the image is empty.
    public convenience init(resource: ImageResource) {
        self.init(namedOrEmpty: resource.name, in: resource.bundle, asking: "UIImage(resource: \"\(resource.name)\")")
    }
}

nonisolated extension UIColor {
    /// The catalog colour `resource` names, following the interface style. Should the set be
    /// gone, a warning says so and the colour is clear.
    public convenience init(resource: ColorResource) {
        if let color = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(dynamicProvider: { color.resolvedColor(with: $0) })
        } else {
            UIKitWarning.log("UIColor(resource: \"\(resource.name)\"): no colour set of that name; clear")
            self.init(white: 0, alpha: 0)
        }
    }
}
