import Foundation
import InterfaceBuilderFiles

/// Reads a Core Data model from the XML Xcode keeps it in: `Name.xcdatamodeld` (a folder of
/// versions, the current one named by `.xccurrentversion`), `Name.xcdatamodel/contents`.
enum ModelReader {
    struct Read {
        var entities: [NSEntityDescription]
        var versionIdentifiers: Set<AnyHashable>
    }

    /// Why a model cannot be read.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ url: URL) throws -> Read {
        try parse(contentsFile(for: url))
    }

    /// The `contents` file of the model `url` names: the current version of an `.xcdatamodeld`.
    static func contentsFile(for url: URL) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ReadError(description: "no model at \(url.path)")
        }
        guard isDirectory.boolValue else { return url }
        switch url.pathExtension {
        case "xcdatamodeld", "momd":
            return try contentsFile(for: currentVersion(in: url))
        default:
            return url.appendingPathComponent("contents")
        }
    }

    /// The version `.xccurrentversion` names in an `.xcdatamodeld`, else its only (or last) one.
    static func currentVersion(in folder: URL) throws -> URL {
        let marker = folder.appendingPathComponent(".xccurrentversion")
        if let data = try? Data(contentsOf: marker),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String {
            return folder.appendingPathComponent(name)
        }
        let versions = versions(in: folder)
        guard let last = versions.last else { throw ReadError(description: "\(folder.lastPathComponent) has no .xcdatamodel version") }
        return last
    }

    /// Every `.xcdatamodel` version in an `.xcdatamodeld`, by name.
    static func versions(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "xcdatamodel" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func parse(_ contents: URL) throws -> Read {
        let data: Data
        do { data = try Data(contentsOf: contents) } catch { throw ReadError(description: "cannot read \(contents.path)") }
        return try parse(data: data, fileName: contents.path)
    }

    static func parse(data: Data, fileName: String) throws -> Read {
        let root: IBElement
        do { root = try IBDocument.element(data: data, fileName: fileName) } catch { throw ReadError(description: error.description) }
        guard root.name == "model" else { throw ReadError(description: "\(fileName): not a Core Data model (its root is <\(root.name)>)") }
        var entities: [NSEntityDescription] = []
        for element in root.children(named: "entity") {
            let entity = NSEntityDescription()
            entity.name = element["name"]
            entity.managedObjectClassName = element["representedClassName"] ?? "NSManagedObject"
            entity.isAbstract = element.flag("isAbstract") ?? false
            entity.parentName = element["parentEntity"]
            entity.renamingIdentifier = element["elementID"]
            for child in element.children {
                if let property = property(child) { entity.ownProperties.append(property) }
            }
            entity.uniquenessConstraints = element.contents(of: "uniquenessConstraints").map { constraint in
                constraint.children(named: "constraint").compactMap { $0["value"] }
            }
            entities.append(entity)
        }
        try link(entities)
        let identifier = root["userDefinedModelVersionIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
        return Read(entities: entities, versionIdentifiers: identifier.map { [AnyHashable($0)] } ?? [])
    }

    private static func property(_ element: IBElement) -> NSPropertyDescription? {
        let property: NSPropertyDescription
        switch element.name {
        case "attribute":
            let attribute = NSAttributeDescription()
            attribute.attributeType = element["attributeType"].flatMap(NSAttributeType.init(modelName:)) ?? .undefinedAttributeType
            attribute.usesScalarValueType = element.flag("usesScalarValueType") ?? false
            attribute.valueTransformerName = element["valueTransformerName"]
            attribute.customClassName = element["customClassName"]
            attribute.attributeValueClassName = element["customClassName"] ?? AttributeValues.className(of: attribute.attributeType)
            attribute.allowsExternalBinaryDataStorage = element.flag("allowsExternalBinaryDataStorage") ?? false
            attribute.defaultValue = element["defaultValueString"].flatMap { AttributeValues.parseDefault($0, as: attribute.attributeType) }
            if attribute.defaultValue == nil, attribute.attributeType == .dateAttributeType, let seconds = element["defaultDateTimeInterval"].flatMap(Double.init) {
                attribute.defaultValue = Date(timeIntervalSinceReferenceDate: seconds)
            }
            property = attribute
        case "relationship":
            let relationship = NSRelationshipDescription()
            relationship.destinationName = element["destinationEntity"] ?? ""
            relationship.inverseName = element["inverseName"]
            relationship.deleteRule = NSDeleteRule(modelName: element["deletionRule"])
            relationship.isOrdered = element.flag("ordered") ?? false
            let toMany = element.flag("toMany") ?? false
            relationship.maxCount = toMany ? Int(element["maxCount"] ?? "0") ?? 0 : 1
            relationship.minCount = Int(element["minCount"] ?? "0") ?? 0
            property = relationship
        case "fetchedProperty":
            let fetched = NSFetchedPropertyDescription()
            if let request = element.children(named: "fetchRequest").first, let entityName = request["entity"] {
                let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: entityName)
                if let format = request["predicateString"] { fetch.predicate = NSPredicate(format: format, argumentArray: []) }
                fetched.fetchRequest = fetch
            }
            fetched.isTransient = true
            property = fetched
        default:
            return nil
        }
        property.name = element["name"] ?? ""
        property.isOptional = element.flag("optional") ?? false
        property.isTransient = property.isTransient || (element.flag("transient") ?? false)
        property.isIndexed = element.flag("indexed") ?? false
        property.renamingIdentifier = element["elementID"]
        return property
    }

    /// Parents, sub-entities, destinations and inverses by name; slots; Core Data's entity numbers.
    private static func link(_ entities: [NSEntityDescription]) throws {
        let byName = Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { first, _ in first })
        for entity in entities {
            if let parent = entity.parentName {
                guard let found = byName[parent] else { throw ReadError(description: "entity \(entity.name ?? "") has an unknown parent \(parent)") }
                entity.superentity = found
                found.subentities.append(entity)
            }
        }
        for entity in entities {
            for case let relationship as NSRelationshipDescription in entity.ownProperties {
                relationship.destinationEntity = byName[relationship.destinationName]
                if let inverse = relationship.inverseName {
                    relationship.inverseRelationship = byName[relationship.destinationName]?.ownPropertiesAndInherited(named: inverse) as? NSRelationshipDescription
                }
            }
        }
        for (number, entity) in entities.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }).enumerated() { entity.entityNumber = number + 1 }
        for entity in entities where entity.superentity == nil { entity.layOut() }
    }
}

extension NSEntityDescription {
    func ownPropertiesAndInherited(named name: String) -> NSPropertyDescription? {
        ownProperties.first { $0.name == name } ?? superentity?.ownPropertiesAndInherited(named: name)
    }
}
