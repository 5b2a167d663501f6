import Foundation
import InterfaceBuilderFiles

/// What Xcode generates for a Core Data model's entities whose code generation is "Class
/// Definition" (`codeGenerationType="class"`: the class and its properties) or
/// "Category/Extension" (`"category"`: the properties, for a class the app writes): the same
/// files, `Entity+CoreDataClass.swift` and `Entity+CoreDataProperties.swift`, with Xcode's types
/// (`String?` for object attributes, `Int32` / `Bool` for scalars, `NSSet?` for to-many; `Any?`
/// for a transformable attribute without a class, where Xcode says `NSObject?`) and
/// `fetchRequest()`, written as the porter writes `@NSManaged` properties. The classes are
/// `nonisolated`, as Core Data's objects are, also in a module whose default isolation is the
/// main actor.
struct ModelCodeGeneration {
    struct Entity {
        var name: String
        var className: String
        var parentClass: String
        var generation: String
        /// The folder of the model the entity is in, where its files go.
        var folder: String
        var attributes: [(name: String, type: String)] = []
        var relationships: [(name: String, type: String, toMany: Bool, ordered: Bool, destination: String)] = []
    }

    private(set) var entities: [Entity] = []
    private(set) var findings: [String] = []

    /// Reads the current version of the model in `folder` (an `.xcdatamodeld`).
    mutating func add(modelAt folder: String) {
        let url = URL(fileURLWithPath: folder)
        var contents = url.appendingPathComponent("contents")
        if url.pathExtension == "xcdatamodeld" {
            let marker = url.appendingPathComponent(".xccurrentversion")
            let current = (try? Data(contentsOf: marker)).flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }?["_XCCurrentVersionName"] as? String
            let versions = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            guard let version = current ?? versions.last else { findings.append("\(folder): no model version"); return }
            contents = url.appendingPathComponent(version).appendingPathComponent("contents")
        }
        guard let data = try? Data(contentsOf: contents) else { findings.append("\(contents.path): cannot be read"); return }
        let root: IBElement
        do { root = try IBDocument.element(data: data, fileName: contents.path) } catch {
            findings.append(error.description)
            return
        }
        let elements = root.children(named: "entity")
        let classNames = Dictionary(elements.compactMap { e in e["name"].map { ($0, Self.className(e)) } }, uniquingKeysWith: { first, _ in first })
        for element in elements {
            guard let name = element["name"], let generation = element["codeGenerationType"], ["class", "category"].contains(generation) else { continue }
            var entity = Entity(name: name, className: Self.className(element),
                                parentClass: element["parentEntity"].flatMap { classNames[$0] } ?? "NSManagedObject", generation: generation,
                                folder: url.deletingLastPathComponent().path)
            for child in element.children {
                guard let property = child["name"] else { continue }
                if child.name == "attribute" {
                    entity.attributes.append((property, Self.swiftType(child)))
                } else if child.name == "relationship" {
                    let destination = child["destinationEntity"].flatMap { classNames[$0] } ?? "NSManagedObject"
                    let toMany = child.flag("toMany") ?? false, ordered = child.flag("ordered") ?? false
                    entity.relationships.append((property, toMany ? (ordered ? "NSOrderedSet?" : "NSSet?") : destination + "?", toMany, ordered, destination))
                }
            }
            entities.append(entity)
        }
    }

    static func className(_ element: IBElement) -> String {
        let represented = element["representedClassName"] ?? element["name"] ?? "NSManagedObject"
        return represented.split(separator: ".").last.map(String.init) ?? represented
    }

    /// Xcode's Swift type for an attribute.
    static func swiftType(_ attribute: IBElement) -> String {
        let scalar = attribute.flag("usesScalarValueType") ?? false
        switch attribute["attributeType"] ?? "" {
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        // Xcode says `NSObject?`; UIKit's value classes are not `NSObject`s here, so `Any?`.
        case "Transformable": return attribute["customClassName"].map { $0 + "?" } ?? "Any?"
        default: return "NSObject?"
        }
    }

    /// The files to write, by name, each with the folder of its model.
    var files: [(name: String, folder: String, source: String)] {
        entities.flatMap { entity -> [(String, String, String)] in
            var files: [(String, String, String)] = []
            if entity.generation == "class" {
                files.append(("\(entity.className)+CoreDataClass.swift", entity.folder, """
                    // Generated by uimodel-port from the Core Data model, as Xcode generates it
                    // ("Class Definition"). Written again when the model changes.
                    import CoreData
                    import Foundation

                    nonisolated public class \(entity.className): \(entity.parentClass) {}

                    """))
            }
            files.append(("\(entity.className)+CoreDataProperties.swift", entity.folder, properties(entity)))
            return files
        }
    }

    private func properties(_ entity: Entity) -> String {
        let c = entity.className
        var lines = [
            "// Generated by uimodel-port from the Core Data model, as Xcode generates it; its",
            "// `@NSManaged` properties written as accessors over the object's values.",
            "import CoreData",
            "import Foundation",
            "",
            "extension \(c) {",
            "    public class func fetchRequest() -> NSFetchRequest<\(c)> {",
            "        NSFetchRequest<\(c)>(entityName: \"\(entity.name)\")",
            "    }",
        ]
        for (name, type) in entity.attributes.map({ ($0.name, $0.type) }) + entity.relationships.map({ ($0.name, $0.type) }) {
            lines += [
                "",
                "    public var \(Self.identifier(name)): \(type) {",
                "        get { managedValue(forKey: \"\(name)\") }",
                "        set { setManagedValue(newValue, forKey: \"\(name)\") }",
                "    }",
            ]
        }
        lines.append("}")
        for relationship in entity.relationships where relationship.toMany {
            let upper = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            let d = relationship.destination, key = relationship.name
            lines += ["", "// MARK: Generated accessors for \(key)", "extension \(c) {"]
            if relationship.ordered {
                lines += [
                    "    public func insertInto\(upper)(_ value: \(d), at idx: Int) { mutableOrderedSetValue(forKey: \"\(key)\").insert(value, at: idx) }",
                    "    public func removeFrom\(upper)(at idx: Int) { mutableOrderedSetValue(forKey: \"\(key)\").removeObject(at: idx) }",
                    "    public func insertInto\(upper)(_ values: [\(d)], at indexes: NSIndexSet) { mutableOrderedSetValue(forKey: \"\(key)\").insert(values, at: indexes as IndexSet) }",
                    "    public func removeFrom\(upper)(at indexes: NSIndexSet) { mutableOrderedSetValue(forKey: \"\(key)\").removeObjects(at: indexes as IndexSet) }",
                    "    public func replace\(upper)(at idx: Int, with value: \(d)) { mutableOrderedSetValue(forKey: \"\(key)\").replaceObject(at: idx, with: value) }",
                    "    public func replace\(upper)(at indexes: NSIndexSet, with values: [\(d)]) { mutableOrderedSetValue(forKey: \"\(key)\").replaceObjects(at: indexes as IndexSet, with: values) }",
                ]
            }
            let collection = relationship.ordered ? "NSOrderedSet" : "NSSet"
            lines += [
                "    public func addTo\(upper)(_ value: \(d)) { mutableSetValue(forKey: \"\(key)\").add(value) }",
                "    public func removeFrom\(upper)(_ value: \(d)) { mutableSetValue(forKey: \"\(key)\").remove(value) }",
                "    public func addTo\(upper)(_ values: \(collection)) { for value in values { mutableSetValue(forKey: \"\(key)\").add(value) } }",
                "    public func removeFrom\(upper)(_ values: \(collection)) { for value in values { mutableSetValue(forKey: \"\(key)\").remove(value) } }",
                "}",
            ]
        }
        lines += ["", "extension \(c): Identifiable {}", ""]
        return lines.joined(separator: "\n")
    }

    /// A property name as a Swift identifier (backquoted when it is a keyword).
    static func identifier(_ name: String) -> String {
        ["class", "default", "func", "import", "init", "operator", "protocol", "return", "self", "static", "struct", "subscript", "super", "switch", "var", "where", "while", "in", "is", "as", "case", "do", "else", "for", "if", "let", "enum", "extension", "repeat", "private", "public", "internal", "fileprivate", "open", "inout", "true", "false", "nil", "throw", "throws", "try", "catch", "defer", "guard", "break", "continue", "fallthrough", "Any", "Type"].contains(name) ? "`\(name)`" : name
    }
}
