import SwiftParser
import SwiftSyntax

/// The app's own optional protocol methods, and `responds(to:)`, without the Objective-C runtime
/// (OptionalRequirements.swift): each optional method moves into a protocol of its own that the
/// types implementing it adopt, so whether a delegate implements it is whether it is one.
extension PortRewriter {
    /// A top-level protocol without its optional methods (they move to their own protocols,
    /// which `withProtocolsOfTheirOwn(_:)` declares after it).
    func withoutOptionalMethods(_ node: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        guard let moved = optionals.requirements[node.name.text], !moved.isEmpty,
              node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return node }
        var result = node
        result.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.filter { !OptionalRequirements.isOptionalMethod($0.decl) })
        for r in moved {
            record(node, "optional \(OptionalRequirements.key(r.name, r.labels)) → protocol \(r.protocolOfItsOwn): \(r.protocolName)")
        }
        return result
    }

    /// The file's statements with each rewritten protocol followed by its optional methods' own
    /// protocols, with the protocol's access.
    func withProtocolsOfTheirOwn(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var file = file
        var index = file.statements.startIndex
        while index != file.statements.endIndex {
            defer { index = file.statements.index(after: index) }
            guard let proto = file.statements[index].item.as(ProtocolDeclSyntax.self),
                  let moved = optionals.requirements[proto.name.text], !moved.isEmpty else { continue }
            let access = proto.modifiers.first { ["public", "package", "fileprivate", "private"].contains($0.name.text) }
                .map { $0.name.text + " " } ?? ""
            let text = moved.map { r in
                "\n\n/// \(r.protocolName)'s optional \(OptionalRequirements.key(r.name, r.labels)): the types that implement it adopt this (uimodel-port).\n"
                    + "\(access)protocol \(r.protocolOfItsOwn): \(r.protocolName) {\n    \(r.declaration)\n}"
            }.joined()
            let items = Parser.parse(source: text).statements
            file.statements.insert(contentsOf: items, at: file.statements.index(after: index))
            index = file.statements.index(index, offsetBy: items.count)
        }
        return file
    }

    /// `node` (a type or an extension) adopting the protocols of the optional methods it declares.
    func withProtocolsOfTheirOwn<D: DeclGroupSyntax>(_ node: D, type: String) -> D {
        let own = optionals.protocolsOfTheirOwn(for: type, declaring: OptionalRequirements.declaredMethods(node.memberBlock))
        let listed = Set(node.inheritanceClause?.inheritedTypes.map { OptionalRequirements.typeName($0.type) } ?? [])
        let added = own.filter { !listed.contains($0) }
        guard !added.isEmpty else { return node }
        var result = node
        var types = Array(node.inheritanceClause?.inheritedTypes ?? [])
        // What followed the last name (the space before the brace) follows the new last name.
        let trailing = types.last?.trailingTrivia ?? Self.nameToken(of: node)?.trailingTrivia ?? .space
        if !types.isEmpty {
            types[types.count - 1] = types[types.count - 1].with(\.trailingTrivia, []).with(\.trailingComma, .commaToken(trailingTrivia: .space))
        }
        for (i, name) in added.enumerated() {
            let last = i == added.count - 1
            types.append(InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name, trailingTrivia: last ? trailing : []))),
                                             trailingComma: last ? nil : .commaToken(trailingTrivia: .space)))
        }
        if var clause = node.inheritanceClause {
            clause.inheritedTypes = InheritedTypeListSyntax(types)
            result.inheritanceClause = clause
        } else {
            result = Self.withNameTrailingTrivia(result, [])
            result.inheritanceClause = InheritanceClauseSyntax(colon: .colonToken(trailingTrivia: .space), inheritedTypes: InheritedTypeListSyntax(types))
        }
        record(node, "\(type) adopts \(added.joined(separator: ", ")) (the optional methods it implements)")
        return result
    }

    /// The token an inheritance clause follows: a type's name, an extension's type's last token.
    private static func nameToken(of node: some DeclGroupSyntax) -> TokenSyntax? {
        if let e = node.as(ExtensionDeclSyntax.self) { return e.extendedType.lastToken(viewMode: .sourceAccurate) }
        return node.as(ClassDeclSyntax.self)?.name ?? node.as(StructDeclSyntax.self)?.name ?? node.as(EnumDeclSyntax.self)?.name
    }

    private static func withNameTrailingTrivia<D: DeclGroupSyntax>(_ node: D, _ trivia: Trivia) -> D {
        if var e = node.as(ExtensionDeclSyntax.self) { e.extendedType = e.extendedType.with(\.trailingTrivia, trivia); return e as! D }
        if var c = node.as(ClassDeclSyntax.self) { c.name = c.name.with(\.trailingTrivia, trivia); return c as! D }
        if var s = node.as(StructDeclSyntax.self) { s.name = s.name.with(\.trailingTrivia, trivia); return s as! D }
        if var e = node.as(EnumDeclSyntax.self) { e.name = e.name.with(\.trailingTrivia, trivia); return e as! D }
        return node
    }

    /// `delegate?.cardView?(self, heightFor: 1)`, an optional method of the app's own protocol:
    /// `(delegate as? CardViewDelegate_cardView_heightFor)?.cardView(self, heightFor: 1)`.
    func optionalMethodCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = optional.expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let r = optionals.requirement(named: member.declName.baseName.text,
                                            labels: node.arguments.map { $0.label?.text ?? "_" }) else { return nil }
        guard node.trailingClosure == nil else { return nil }
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        record(node, "\(member.trimmedDescription)?(…) → (… as? \(r.protocolOfItsOwn))?.\(r.name)(…)")
        let arguments = node.arguments.map { ($0.label.map { "\($0.text): " } ?? "") + pass($0.expression) }.joined(separator: ", ")
        return replacing(node, with: "(\(pass(receiver)) as? \(r.protocolOfItsOwn))?.\(r.name)(\(arguments))")
    }

    /// `delegate?.responds(to: #selector(…))` as the type check it stands for: the method's own
    /// protocol for an optional method of the app's protocols, else the run's types that
    /// declare the method. Nil (reported) when no type of the run declares it.
    func respondsCheck(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard call.name == "responds", call.labels == ["to"], let argument = call.arguments.first,
              let selector = SelectorReference(argument.expression) else { return nil }
        let types: [String]
        if let r = optionals.requirement(named: selector.name, labels: selector.labels, in: selector.type) {
            types = [r.protocolOfItsOwn]
        } else {
            types = optionals.implementers(of: selector.name, labels: selector.labels)
        }
        guard !types.isEmpty else { return nil }
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let check: (String) -> String = { subject in types.map { "\(subject) is \($0)" }.joined(separator: " || ") }
        let rewritten: String
        if let optional = base?.as(OptionalChainingExprSyntax.self) {
            rewritten = "\(pass(optional.expression)).map({ \(check("$0")) })"
        } else {
            rewritten = "(\(check(base.map(pass) ?? "self")))"
        }
        record(node, "responds(to: #selector(\(selector.spelling))) → \(types.joined(separator: ", ")) check")
        return replacing(node, with: rewritten)
    }
}
