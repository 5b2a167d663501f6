import SwiftSyntax

/// The optional methods of the run's own `@objc` protocols, which Swift on Linux cannot declare,
/// and which of the run's types declare which methods.
///
/// The porter gives each optional method a protocol of its own, refining the one it came from
/// (`CardViewDelegate_cardView_heightFor`); the types that implement the method adopt it. Then
/// "the delegate implements it" is "the delegate is one": an optional call
/// `delegate?.cardView?(self, heightFor: 1)` becomes `(delegate as? CardViewDelegate_cardView_heightFor)?
/// .cardView(self, heightFor: 1)`, nil when the delegate has no such method, as on iOS, and
/// `responds(to:)` becomes a type check.
public struct OptionalRequirements {
    struct Requirement: Equatable {
        var protocolName: String
        var name: String
        var labels: [String]
        /// The requirement as the refining protocol declares it (no `@objc`, no `optional`).
        var declaration: String

        /// The refining protocol: the base name and the labels that are not `_`.
        var protocolOfItsOwn: String { ([protocolName, name] + labels.filter { $0 != "_" }).joined(separator: "_") }
    }

    /// Optional method requirements by protocol, in declaration order.
    private(set) var requirements: [String: [Requirement]] = [:]
    /// The types (and extensions' types) that declare a method, by "name(labels:)".
    private var implementers: [String: Set<String>] = [:]
    /// The protocols each type lists where it is declared or extended.
    private var adoptions: [String: Set<String>] = [:]
    /// Each class's superclass (or first inherited name).
    private var superclasses: [String: String] = [:]

    public init() {}

    public mutating func add(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for r in collector.requirements { requirements[r.protocolName, default: []].append(r) }
        for (key, types) in collector.implementers { implementers[key, default: []].formUnion(types) }
        for (type, protocols) in collector.adoptions { adoptions[type, default: []].formUnion(protocols) }
        superclasses.merge(collector.superclasses) { a, _ in a }
    }

    static func key(_ name: String, _ labels: [String]) -> String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }

    /// The one optional requirement of the run's protocols with this name and labels (in
    /// `protocolName` when given); nil when none or several.
    func requirement(named name: String, labels: [String]?, in protocolName: String? = nil) -> Requirement? {
        let candidates = (protocolName.map { requirements[$0] ?? [] } ?? requirements.values.flatMap { $0 })
            .filter { $0.name == name && (labels == nil || $0.labels == labels) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The run's types that declare a method with this name and labels (any labels when nil,
    /// if all its declarations have the same), sorted.
    func implementers(of name: String, labels: [String]?) -> [String] {
        if let labels { return (implementers[Self.key(name, labels)] ?? []).sorted() }
        let keys = implementers.keys.filter { $0.hasPrefix(name + "(") }
        return keys.count == 1 ? (implementers[keys[0]] ?? []).sorted() : []
    }

    /// The refining protocols a declaration of `type` adopts: those of the optional methods it
    /// declares (`methods`, as keys) whose protocol the type, or a superclass, adopts.
    func protocolsOfTheirOwn(for type: String, declaring methods: Set<String>) -> [String] {
        var adopted: Set<String> = []
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, seen.insert(t).inserted {
            adopted.formUnion(adoptions[t] ?? [])
            current = superclasses[t]
        }
        return adopted.sorted().flatMap { p in
            (requirements[p] ?? []).filter { methods.contains(Self.key($0.name, $0.labels)) }.map(\.protocolOfItsOwn)
        }
    }

    /// The methods a member block declares, as keys.
    static func declaredMethods(_ members: MemberBlockSyntax) -> Set<String> {
        Set(members.members.compactMap { item in
            item.decl.as(FunctionDeclSyntax.self).map { key($0.name.text, $0.signature.parameterClause.parameters.map { $0.firstName.text }) }
        })
    }

    /// Whether `declaration` is a method requirement marked `optional`.
    static func isOptionalMethod(_ declaration: DeclSyntax) -> Bool {
        guard let function = declaration.as(FunctionDeclSyntax.self) else { return false }
        return function.modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }

    /// A type's name without generic arguments (`Box<T>` → `Box`).
    static func typeName(_ type: TypeSyntax) -> String { String(type.trimmedDescription.prefix { $0 != "<" }) }

    private final class Collector: SyntaxVisitor {
        var requirements: [Requirement] = []
        var implementers: [String: Set<String>] = [:]
        var adoptions: [String: Set<String>] = [:]
        var superclasses: [String: String] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            // Only a file's own top-level protocols are rewritten.
            guard node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return .skipChildren }
            for item in node.memberBlock.members where OptionalRequirements.isOptionalMethod(item.decl) {
                guard var function = item.decl.as(FunctionDeclSyntax.self) else { continue }
                function.attributes = AttributeListSyntax(function.attributes.filter { PortRewriter.attributeName($0) != "objc" })
                function.modifiers = DeclModifierListSyntax(function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) })
                requirements.append(Requirement(protocolName: node.name.text, name: function.name.text,
                                                labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
                                                declaration: function.trimmedDescription))
            }
            return .skipChildren
        }

        private func note(_ type: String, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
            let names = inherited?.inheritedTypes.map { OptionalRequirements.typeName($0.type) } ?? []
            adoptions[type, default: []].formUnion(names)
            for key in OptionalRequirements.declaredMethods(members) { implementers[key, default: []].insert(type) }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, inherited: node.inheritanceClause, members: node.memberBlock)
            if let first = node.inheritanceClause?.inheritedTypes.first { superclasses[node.name.text] = OptionalRequirements.typeName(first.type) }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, inherited: node.inheritanceClause, members: node.memberBlock)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, inherited: node.inheritanceClause, members: node.memberBlock)
            return .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            note(OptionalRequirements.typeName(node.extendedType), inherited: node.inheritanceClause, members: node.memberBlock)
            return .visitChildren
        }
    }
}
