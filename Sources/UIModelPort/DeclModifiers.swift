import SwiftSyntax

/// Adding a modifier to a declaration the way a person would write it: first among the
/// modifiers (after the attributes), taking over the leading trivia of what came first (the
/// first modifier, or the introducing keyword when there was none), so comments and indentation
/// stay in front.
enum DeclModifiers {
    /// `decl` with `keyword` first among its modifiers, `dropping` removed (`required` replaces
    /// `override`). `introducer` is the declaration's keyword (`func`, `init`, `var`, ...).
    static func inserting<D: WithModifiersSyntax>(_ keyword: TokenSyntax, into decl: D, introducer: WritableKeyPath<D, TokenSyntax>,
                                                  dropping: Set<Keyword> = []) -> D {
        var result = decl
        let leading = decl.modifiers.first?.leadingTrivia ?? decl[keyPath: introducer].leadingTrivia
        var modifiers = DeclModifierListSyntax(decl.modifiers
            .filter { modifier in !dropping.contains { modifier.name.tokenKind == .keyword($0) } }
            .map { $0.with(\.leadingTrivia, []) })
        modifiers.insert(DeclModifierSyntax(leadingTrivia: leading, name: keyword, trailingTrivia: .space), at: modifiers.startIndex)
        if decl.modifiers.isEmpty { result[keyPath: introducer].leadingTrivia = [] }
        result.modifiers = modifiers
        return result
    }

    /// A member declaration with `keyword` first among its modifiers (functions, properties,
    /// initializers and subscripts; any other declaration as it is).
    static func inserting(_ keyword: TokenSyntax, into decl: DeclSyntax) -> DeclSyntax {
        if let f = decl.as(FunctionDeclSyntax.self) { return DeclSyntax(inserting(keyword, into: f, introducer: \.funcKeyword)) }
        if let v = decl.as(VariableDeclSyntax.self) { return DeclSyntax(inserting(keyword, into: v, introducer: \.bindingSpecifier)) }
        if let i = decl.as(InitializerDeclSyntax.self) { return DeclSyntax(inserting(keyword, into: i, introducer: \.initKeyword)) }
        if let s = decl.as(SubscriptDeclSyntax.self) { return DeclSyntax(inserting(keyword, into: s, introducer: \.subscriptKeyword)) }
        return decl
    }
}
