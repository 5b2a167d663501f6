import SwiftSyntax

/// Foundation's ways to the app's own folders, which on Linux name the user's home folder and
/// cannot be moved while the process runs: they become `AppContainer`'s, which answer with the
/// app's container as iOS does (`Documents`, `Library`, `tmp`, the app's defaults).
extension PortRewriter {
    /// `FileManager.default` → `AppContainer.fileManager`, `UserDefaults.standard` →
    /// `AppContainer.userDefaults`.
    func containerMember(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        let replacement: String
        switch (node.base?.trimmedDescription, node.declName.baseName.text) {
        case ("FileManager", "default"): replacement = "AppContainer.fileManager"
        case ("UserDefaults", "standard"): replacement = "AppContainer.userDefaults"
        default: return nil
        }
        record(node, "\(node.trimmedDescription) → \(replacement) (the app's container)")
        return replacing(node, with: replacement)
    }

    /// `NSHomeDirectory()`, `NSTemporaryDirectory()`, `NSSearchPathForDirectoriesInDomains(…)`
    /// → the container's.
    func containerCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let replacement: String
        switch name {
        case "NSHomeDirectory": replacement = "AppContainer.homeDirectory"
        case "NSTemporaryDirectory": replacement = "AppContainer.temporaryDirectory"
        case "NSSearchPathForDirectoriesInDomains": replacement = "AppContainer.searchPath"
        default: return nil
        }
        record(node, "\(name)(…) → \(replacement)(…) (the app's container)")
        let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
        return ExprSyntax(visited.with(\.calledExpression, replacing(node.calledExpression, with: replacement)))
    }
}

extension PortRewriter {
    /// `Bundle.main` → `AppBundle.main`: the bundle with the app's resources, as on iOS.
    func appBundleMember(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        guard node.base?.trimmedDescription == "Bundle", node.declName.baseName.text == "main" else { return nil }
        record(node, "Bundle.main → AppBundle.main (the app's resources)")
        return replacing(node, with: "AppBundle.main")
    }
}
