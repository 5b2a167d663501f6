import SwiftSyntax

/// Members of the app's own classes that must leave their extensions for the class body: Swift
/// without the Objective-C runtime cannot override a method in an extension (`extension
/// ListViewController { override func viewWillAppear ... }`), nor override one declared in an
/// extension (a base controller's `func configure()` in an extension, overridden by a subclass).
/// Built from every file of a run; the porter removes each from its extension and appends it to
/// its class's body, comments and all.
public struct ExtensionMoves {
    /// A member's identity for overriding: `viewWillAppear(_:)`, `title`, `init(frame:)`.
    typealias Key = String

    private struct ExtensionMember {
        var key: Key
        var isOverride: Bool
        var item: MemberBlockItemSyntax
        /// The extension's own access (`private extension`), given to the moved member.
        var access: String?
    }

    /// The superclass each class names first, and the members it overrides in its body.
    private var superclasses: [String: String] = [:]
    private var overridden: [String: Set<Key>] = [:]
    private var extensionMembers: [String: [ExtensionMember]] = [:]

    public init() {}

    mutating func add(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, superclass) in collector.superclasses { superclasses[name] = superclass }
        for (name, keys) in collector.overridden { overridden[name, default: []].formUnion(keys) }
        for (name, members) in collector.extensionMembers { extensionMembers[name, default: []] += members }
    }

    /// The classes of the run that inherit from `name`, at any depth.
    private func subclasses(of name: String) -> [String] {
        superclasses.filter { isSubclass($0.key, of: name) }.map(\.key)
    }

    private func isSubclass(_ name: String, of ancestor: String) -> Bool {
        var current = superclasses[name]
        var seen: Set<String> = [name]
        while let c = current, seen.insert(c).inserted {
            if c == ancestor { return true }
            current = superclasses[c]
        }
        return false
    }

    private func mustMove(_ member: ExtensionMember, of type: String) -> Bool {
        member.isOverride || subclasses(of: type).contains { overridden[$0]?.contains(member.key) == true }
    }

    /// Whether the member of `type`'s extension at `position` moves to the class body.
    func moves(_ item: MemberBlockItemSyntax, inExtensionOf type: String) -> Bool {
        guard superclasses[type] != nil || overridden[type] != nil else { return false }
        let key = Self.key(of: item.decl)
        return extensionMembers[type]?.contains { $0.key == key && $0.item.trimmedDescription == item.trimmedDescription && mustMove($0, of: type) } == true
    }

    /// The members `type`'s body receives from its extensions, in the order of the files.
    func movedMembers(of type: String) -> [MemberBlockItemSyntax] {
        guard superclasses[type] != nil || overridden[type] != nil else { return [] }
        return (extensionMembers[type] ?? []).filter { mustMove($0, of: type) }.map { member in
            guard let access = member.access,
                  let modifiers = member.item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  !modifiers.contains(where: { Self.accessModifiers.contains($0.name.text) }) else { return member.item }
            // `private extension` made its members file-private: so are they in the body.
            let keyword = access == "private" ? "fileprivate" : access
            return member.item.with(\.decl, DeclModifiers.inserting(.identifier(keyword), into: member.item.decl))
        }
    }

    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open"]

    static func key(of decl: DeclSyntax) -> Key? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            return "\(f.name.text)(\(f.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        if let v = decl.as(VariableDeclSyntax.self), let binding = v.bindings.first {
            return binding.pattern.trimmedDescription
        }
        if let i = decl.as(InitializerDeclSyntax.self) {
            return "init(\(i.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        if let s = decl.as(SubscriptDeclSyntax.self) {
            return "subscript(\(s.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        return nil
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }

    private final class Collector: SyntaxVisitor {
        var superclasses: [String: String] = [:]
        var overridden: [String: Set<Key>] = [:]
        var extensionMembers: [String: [ExtensionMember]] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            superclasses[name] = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
            for item in node.memberBlock.members where ExtensionMoves.isOverride(item.decl) {
                if let key = ExtensionMoves.key(of: item.decl) { overridden[name, default: []].insert(key) }
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription
            let access = node.modifiers.first { ExtensionMoves.accessModifiers.contains($0.name.text) }?.name.text
            for item in node.memberBlock.members {
                guard let key = ExtensionMoves.key(of: item.decl) else { continue }
                extensionMembers[type, default: []].append(ExtensionMember(
                    key: key, isOverride: ExtensionMoves.isOverride(item.decl), item: item, access: access))
                if ExtensionMoves.isOverride(item.decl) { overridden[type, default: []].insert(key) }
            }
            return .skipChildren
        }
    }
}
