import Foundation

/// Data from an asset catalog's data set (`Name.dataset`, with the file its `Contents.json`
/// lists): JSON, sounds, any file an app keeps in its catalog. Found in `bundle`, or in the
/// app's bundles when nil, as `UIImage(named:)` finds images.
open class NSDataAsset: NSObject, NSCopying {
    public let name: NSDataAssetName
    public let data: Data
    /// The data's uniform type identifier, as the set says ("public.json"), else "public.data".
    public let typeIdentifier: String

    public convenience init?(name: NSDataAssetName) { self.init(name: name, bundle: .main) }

    public init?(name: NSDataAssetName, bundle: Bundle) {
        let bundles = bundle == .main ? UIModelRuntime.current.resources.appBundles.searched(for: nil) : [bundle]
        guard let found = bundles.lazy.compactMap({ Self.dataSet(named: name, in: $0) }).first else { return nil }
        self.name = name
        data = found.data
        typeIdentifier = found.type
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The data set `name` in the bundle's catalogs (the first catalog in name order with it).
    static func dataSet(named name: String, in bundle: Bundle) -> (data: Data, type: String)? {
        guard let root = bundle.resourceURL else { return nil }
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
        let wanted = name.precomposedStringWithCanonicalMapping
        for catalog in catalogs {
            var walked: [String] = []
            guard let sets = try? AssetCatalog.sets(in: root.appendingPathComponent(catalog), ofType: "dataset", walked: &walked),
                  let set = sets.first(where: { $0.name == wanted }),
                  let contents = FileManager.default.contents(atPath: set.folder.appendingPathComponent("Contents.json").path),
                  let json = (try? JSONSerialization.jsonObject(with: contents)) as? [String: Any],
                  let entries = json["data"] as? [[String: Any]] else { continue }
            // The universal entry, else the first.
            let entry = entries.first { ($0["idiom"] as? String) == "universal" } ?? entries.first
            guard let filename = entry?["filename"] as? String, let file = AssetCatalog.file(named: filename, in: set.folder),
                  let data = FileManager.default.contents(atPath: file.path) else {
                UIKitWarning.log("\(set.folder.path)/Contents.json: data: no readable file; NSDataAsset(name: \"\(name)\") is nil")
                return nil
            }
            return (data, entry?["universal-type-identifier"] as? String ?? "public.data")
        }
        return nil
    }
}

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String
