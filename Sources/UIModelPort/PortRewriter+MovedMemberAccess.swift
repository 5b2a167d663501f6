import SwiftSyntax

/// A member that moves from an extension into its class's body in another file leaves the file
/// it was written in, and with it the reach of that file's `private` and `fileprivate` helpers
/// (a debugging extension's `description` calling the file's private formatting functions).
/// The helpers it names lose their file-private access: internal, they stay in reach.
extension PortRewriter {
    /// `file` with the file-private declarations its moved members name made internal.
    func withHelpersOfMovedMembersInReach(_ file: SourceFileSyntax) -> SourceFileSyntax {
        let classes = Set(file.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        var used: Set<String> = []
        for statement in file.statements {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
            let type = ext.extendedType.trimmedDescription
            // Moved within this file: its helpers stay in reach.
            guard !classes.contains(type) else { continue }
            for member in ext.memberBlock.members where moves.moves(member, inExtensionOf: type) {
                for token in member.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { used.insert(name) }
                }
            }
        }
        guard !used.isEmpty else { return file }
        var result = file
        for index in result.statements.indices {
            let item = result.statements[index].item
            if let decl = item.as(DeclSyntax.self), let widened = widened(decl, ifNamedIn: used) {
                result.statements[index].item = .decl(widened)
            } else if var ext = item.as(ExtensionDeclSyntax.self) {
                let type = ext.extendedType.trimmedDescription
                var changed = false
                for m in ext.memberBlock.members.indices where !moves.moves(ext.memberBlock.members[m], inExtensionOf: type) {
                    if let widened = widened(ext.memberBlock.members[m].decl, ifNamedIn: used) {
                        ext.memberBlock.members[m].decl = widened
                        changed = true
                    }
                }
                if changed { result.statements[index].item = .decl(DeclSyntax(ext)) }
            }
        }
        return result
    }

    /// `decl` without its `private` or `fileprivate` when its name is in `names`; nil otherwise.
    private func widened(_ decl: DeclSyntax, ifNamedIn names: Set<String>) -> DeclSyntax? {
        guard let withModifiers = decl.asProtocol(WithModifiersSyntax.self),
              let access = withModifiers.modifiers.first(where: { ["private", "fileprivate"].contains($0.name.text) }),
              let name = Self.declaredName(decl), names.contains(name) else { return nil }
        record(decl, "\(access.name.text) \(name) → internal (a member moved to its class in another file uses it)")
        let wasFirst = withModifiers.modifiers.first?.id == access.id
        var result = withModifiers.with(\.modifiers, withModifiers.modifiers.filter { $0.id != access.id })
        // The removed modifier's leading trivia (indentation, comments) goes to what followed it.
        if wasFirst {
            if let first = result.modifiers.first {
                result.modifiers[result.modifiers.startIndex] = first.with(\.leadingTrivia, access.leadingTrivia)
            } else {
                return Syntax(result).cast(DeclSyntax.self).with(\.leadingTrivia, access.leadingTrivia)
            }
        }
        return Syntax(result).cast(DeclSyntax.self)
    }

    private static func declaredName(_ decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name.text }
        return nil
    }
}
