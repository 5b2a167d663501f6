import SwiftParser
import SwiftSyntax

/// Conditional compilation as on iOS. Code written for several Apple platforms (libraries above
/// all) picks UIKit with `#if canImport(UIKit)`, `#if os(iOS)`, `#if os(iOS) || os(tvOS)` or
/// `#if targetEnvironment(simulator)`, all false on Linux, which would take the AppKit or
/// "unsupported platform" branch. Each of them becomes `canImport(UIModel)`, true wherever the
/// ported code builds against UIModel, so the branch an iPhone simulator compiles is the one taken.
/// The other platforms (`os(macOS)`, `canImport(AppKit)`, `os(watchOS)`, `targetEnvironment(macCatalyst)`)
/// stay false, as they are on an iPhone.
extension PortRewriter {
    /// The conditions true on the iOS Simulator that Linux reads as false.
    static let iOSSimulatorConditions: Set<String> = [
        "canImport(UIKit)", "os(iOS)", "targetEnvironment(simulator)",
    ]

    /// The condition that replaces them: true when the ported code builds against UIModel.
    static let uiModelCondition = "canImport(UIModel)"

    /// The clause with its condition as on the iOS Simulator (its body already visited).
    func onIOSSimulator(_ visited: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        guard let condition = visited.condition else { return visited }
        let rewritten = PlatformConditionRewriter().rewrite(condition).cast(ExprSyntax.self)
        guard rewritten.description != condition.description else { return visited }
        record(visited, "#if \(condition.trimmedDescription) → #if \(rewritten.trimmedDescription) (the iOS branch)")
        return visited.with(\.condition, rewritten)
    }
}

/// Replaces each platform test of a `#if` condition that holds on the iOS Simulator with
/// `canImport(UIModel)`, keeping the rest of the condition and its trivia.
private final class PlatformConditionRewriter: SyntaxRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let test = node.trimmedDescription.filter { !$0.isWhitespace }
        guard PortRewriter.iOSSimulatorConditions.contains(test) else { return super.visit(node) }
        var parser = Parser(PortRewriter.uiModelCondition)
        let replacement = ExprSyntax.parse(from: &parser)
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
