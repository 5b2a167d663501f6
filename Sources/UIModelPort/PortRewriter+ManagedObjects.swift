import SwiftParser
import SwiftSyntax

/// Core Data's `@NSManaged`, which needs the Objective-C runtime: a property becomes accessors
/// over the object's values (`managedValue(forKey:)` / `setManagedValue(_:forKey:)`), and the
/// to-many accessors Xcode generates (`addToItems(_:)`, `insertIntoItems(_:at:)`, ...) get
/// bodies that change the relationship through its mutable set. `override init(entity:insertInto:)`
/// becomes `required`, as Core Data makes objects from their class here.
extension PortRewriter {
    static func isManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { attributeName($0) == "NSManaged" }
    }

    /// `@NSManaged var name: T` as a computed property.
    func managedProperty(_ node: VariableDeclSyntax) -> DeclSyntax? {
        guard Self.isManaged(node.attributes), node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        let indent = Self.indentation(of: node)
        let kept = node.attributes.filter { !["NSManaged", "objc"].contains(Self.attributeName($0) ?? "") }.map { $0.trimmedDescription + " " }.joined()
        let modifiers = node.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }.map { $0.trimmedDescription + " " }.joined()
        let key = Self.managedKey(node.attributes) ?? name
        let text = """
            \(kept)\(modifiers)var \(name): \(type) {
            \(indent)    get { managedValue(forKey: "\(key)") }
            \(indent)    set { setManagedValue(newValue, forKey: "\(key)") }
            \(indent)}
            """
        record(node, "@NSManaged var \(name) → accessors over the object's values")
        return Self.declaration(text, like: node)
    }

    /// An `@NSManaged` to-many accessor with a body.
    func managedAccessor(_ node: FunctionDeclSyntax) -> DeclSyntax? {
        guard Self.isManaged(node.attributes), node.body == nil else { return nil }
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        let selector = Self.objcName(node.attributes)
        guard let body = Self.managedBody(name: name, selector: selector, parameters: parameters) else {
            report(node, "@NSManaged func \(name) is not one of Core Data's generated accessors: write its body")
            return nil
        }
        var function = node
        function.attributes = node.attributes.filter { !["NSManaged", "objc"].contains(Self.attributeName($0) ?? "") }
        let text = function.trimmedDescription + " { " + body + " }"
        record(node, "@NSManaged func \(name) → changes the relationship through its mutable set")
        return Self.declaration(text, like: node)
    }

    /// `override init(entity:insertInto:)` → `required init(entity:insertInto:)`.
    func managedInitializer(_ node: InitializerDeclSyntax) -> InitializerDeclSyntax? {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard labels == ["entity", "insertInto"], node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
        var result = node
        result.modifiers = DeclModifierListSyntax(node.modifiers.map { modifier in
            guard modifier.name.tokenKind == .keyword(.override) else { return modifier }
            return modifier.with(\.name, .keyword(.required, leadingTrivia: modifier.name.leadingTrivia, trailingTrivia: modifier.name.trailingTrivia))
        })
        record(node, "override init(entity:insertInto:) → required (Core Data makes objects from their class)")
        return result
    }

    /// The body of a generated to-many accessor, from its name and parameters.
    static func managedBody(name: String, selector: String?, parameters: [FunctionParameterSyntax]) -> String? {
        func key(after prefix: String) -> String? {
            guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
            let rest = name.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let types = parameters.map { $0.type.trimmedDescription }
        if let key = key(after: "addTo"), names.count == 1 {
            if ["NSSet", "NSOrderedSet"].contains(types[0]) { return "for value in \(names[0]) { mutableSetValue(forKey: \"\(key)\").add(value) }" }
            return "mutableSetValue(forKey: \"\(key)\").add(\(names[0]))"
        }
        if let key = key(after: "removeFrom"), names.count == 1 {
            if parameters[0].firstName.text == "at" {
                if types[0] == "Int" { return "mutableOrderedSetValue(forKey: \"\(key)\").removeObject(at: \(names[0]))" }
                return "mutableOrderedSetValue(forKey: \"\(key)\").removeObjects(at: \(names[0]) as IndexSet)"
            }
            if ["NSSet", "NSOrderedSet"].contains(types[0]) { return "for value in \(names[0]) { mutableSetValue(forKey: \"\(key)\").remove(value) }" }
            return "mutableSetValue(forKey: \"\(key)\").remove(\(names[0]))"
        }
        if let key = key(after: "insertInto"), names.count == 2 {
            if types[1] == "Int" { return "mutableOrderedSetValue(forKey: \"\(key)\").insert(\(names[0]), at: \(names[1]))" }
            return "mutableOrderedSetValue(forKey: \"\(key)\").insert(\(names[0]), at: \(names[1]) as IndexSet)"
        }
        if let key = key(after: "replace"), names.count == 2 {
            if types[0] == "Int" { return "mutableOrderedSetValue(forKey: \"\(key)\").replaceObject(at: \(names[0]), with: \(names[1]))" }
            return "mutableOrderedSetValue(forKey: \"\(key)\").replaceObjects(at: \(names[0]) as IndexSet, with: \(names[1]))"
        }
        return nil
    }

    /// The name in `@objc(name)`, if any.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            return arguments.trimmedDescription
        }
        return nil
    }

    /// The key an `@objc(name)` gives a managed property (Objective-C's name for it).
    static func managedKey(_ attributes: AttributeListSyntax) -> String? {
        objcName(attributes).flatMap { $0.contains(":") ? nil : $0 }
    }

    static func indentation(of node: some SyntaxProtocol) -> String {
        let pieces = node.leadingTrivia.pieces.reversed().prefix { piece in
            if case .newlines = piece { return false }
            return true
        }
        return pieces.reversed().map { piece -> String in
            switch piece {
            case .spaces(let n): String(repeating: " ", count: n)
            case .tabs(let n): String(repeating: "\t", count: n)
            default: ""
            }
        }.joined()
    }

    /// `text` parsed as a declaration, with `node`'s leading and trailing trivia.
    static func declaration(_ text: String, like node: some SyntaxProtocol) -> DeclSyntax {
        var parser = Parser(text)
        let parsed = DeclSyntax.parse(from: &parser)
        return parsed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
