import SwiftSyntax

/// Test suites that use UIKit run on the main actor, as Xcode's templates make them: an
/// `XCTestCase` subclass, a Swift Testing suite (`@Suite`, or a type with `@Test` methods) and a
/// free `@Test` function in a file that imported UIKit gain `@MainActor`. Without it a Swift
/// Testing test runs off the main thread, where UIKit is not to be used.
extension PortRewriter {
    /// `declaration`, a test suite type, with `@MainActor` first among its attributes.
    func onMainActorIfTestSuite<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ declaration: D, name: String, inherited: [String], members: MemberBlockSyntax?
    ) -> D {
        guard usesUIKit, !Self.isIsolated(declaration.attributes, declaration.modifiers) else { return declaration }
        let isXCTest = inherited.first == "XCTestCase"
        let isSuite = declaration.attributes.contains { Self.attributeName($0) == "Suite" }
            || members?.members.contains { item in
                item.decl.as(FunctionDeclSyntax.self)?.attributes.contains { Self.attributeName($0) == "Test" } == true
            } == true
        guard isXCTest || isSuite else { return declaration }
        record(declaration, "\(name) → @MainActor (a test suite that uses UIKit runs on the main actor)")
        return Self.withMainActor(declaration)
    }

    /// A free `@Test` function in a file that uses UIKit, on the main actor.
    func onMainActorIfTest(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        guard usesUIKit, function.parent?.parent?.is(SourceFileSyntax.self) == true || function.parent?.is(CodeBlockItemSyntax.self) == true,
              function.attributes.contains(where: { Self.attributeName($0) == "Test" }),
              !Self.isIsolated(function.attributes, function.modifiers) else { return function }
        record(function, "\(function.name.text) → @MainActor (a test that uses UIKit runs on the main actor)")
        return Self.withMainActor(function)
    }

    /// Whether a declaration says where it runs already (a global actor, `nonisolated`).
    private static func isIsolated(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        attributes.contains { ["MainActor", "globalActor"].contains(attributeName($0) ?? "") }
            || modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    /// `declaration` with `@MainActor` before its other attributes and modifiers, taking over
    /// their leading trivia (comments and indentation stay in front).
    private static func withMainActor<D: WithAttributesSyntax>(_ declaration: D) -> D {
        var result = declaration
        let leading = declaration.leadingTrivia
        result.leadingTrivia = []
        let attribute = AttributeSyntax(atSign: .atSignToken(leadingTrivia: leading),
                                        attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("MainActor"))),
                                        trailingTrivia: .space)
        result.attributes.insert(.attribute(attribute), at: result.attributes.startIndex)
        return result
    }
}
