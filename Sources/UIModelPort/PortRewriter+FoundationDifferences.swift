import SwiftSyntax

/// Foundation's calls that answer with other types on Linux than on Apple's systems.
extension PortRewriter {
    /// `bundle.urls(forResourcesWithExtension:subdirectory:)` (and with `localization:`):
    /// Foundation on Linux answers `[NSURL]?` where Apple's answers `[URL]?`. The call gains
    /// `?.map { $0 as URL }`, which is Apple's answer, in parentheses, so that what follows it
    /// (`!`, `?.sorted`) applies to that.
    func bundleURLsCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "urls", node.arguments.count >= 2,
              node.arguments.first?.label?.text == "forResourcesWithExtension",
              node.arguments.dropFirst().first?.label?.text == "subdirectory" else { return nil }
        // Ported already: the call is followed by its map.
        if let chain = node.parent?.as(OptionalChainingExprSyntax.self),
           chain.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map" { return nil }
        record(node, "urls(forResourcesWithExtension:subdirectory:) → its URLs as [URL], as Apple's Foundation answers")
        let visited = super.visit(node)
        return replacing(node, with: "(\(visited.trimmedDescription)?.map { $0 as URL })")
    }
}
