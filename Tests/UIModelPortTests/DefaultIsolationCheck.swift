import Foundation
import SwiftParser
import SwiftSyntax

/// UIModel's members that its default isolation makes main-actor where the SDK's type is not:
/// UIModel's target defaults to the main actor, so a member in an `extension` of a nonisolated
/// type is main-actor unless the extension or the member says `nonisolated` (or it carries its
/// own isolation). `swift-api-digester` does not show that inferred isolation, so the sources are
/// read for it.
struct DefaultIsolationCheck {
    /// `File.swift:line: Type.member` for each public member so made main-actor.
    static func mainActorMembers(ofNonisolatedTypes types: Set<String>, in folder: URL) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [String] = []
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            for statement in tree.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self),
                      let base = ext.extendedType.trimmedDescription.split(separator: ".").first.map(String.init),
                      types.contains(ext.extendedType.trimmedDescription) || types.contains(base),
                      !isIsolated(ext.modifiers, ext.attributes) else { continue }
                for member in ext.memberBlock.members {
                    let decl = member.decl
                    guard let (modifiers, attributes, name) = Self.parts(decl),
                          modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
                          !isIsolated(modifiers, attributes) else { continue }
                    let line = decl.startLocation(converter: converter).line
                    found.append("\(file):\(line): \(ext.extendedType.trimmedDescription).\(name)")
                }
            }
        }
        return found
    }

    /// Whether the declaration states its isolation: `nonisolated`, or a global actor attribute.
    private static func isIsolated(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "nonisolated" }
            || attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Actor") == true }
    }

    /// A function's, initializer's, property's or subscript's modifiers, attributes and name;
    /// nil for other members (a nested type states its own isolation).
    private static func parts(_ decl: DeclSyntax) -> (DeclModifierListSyntax, AttributeListSyntax, String)? {
        if let f = decl.as(FunctionDeclSyntax.self) { return (f.modifiers, f.attributes, f.name.text) }
        if let i = decl.as(InitializerDeclSyntax.self) { return (i.modifiers, i.attributes, "init") }
        if let v = decl.as(VariableDeclSyntax.self) {
            return (v.modifiers, v.attributes, v.bindings.first?.pattern.trimmedDescription ?? "")
        }
        if let s = decl.as(SubscriptDeclSyntax.self) { return (s.modifiers, s.attributes, "subscript") }
        return nil
    }
}
