import SwiftParser
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

/// On Linux, XCTest calls a test method through the type `(TestCase) -> () throws -> Void`, which
/// a synchronous method of a `@MainActor` test case does not have: the run stops at its first
/// test ("Could not cast value of type '(…) -> @MainActor () -> ()'"). XCTest runs test methods,
/// `setUp` and `tearDown` on the main thread, so in a test case the porter put on the main actor
/// (one written before `@MainActor`, in Swift 5 mode) a synchronous test method becomes
/// `nonisolated`, with its body run on the main actor through `MainActor.assumeIsolated`; `setUp`
/// and `tearDown` overrides, which are nonisolated as XCTest declares them, get the same body, so
/// they reach the test case's state. `async` methods, which XCTest runs as they are, stay as they
/// are. In a test case its author put on the main actor (Swift 6 mode, where that body could not
/// take `self` to the main actor) each synchronous test method is reported instead.
extension PortRewriter {
    /// The overrides XCTest calls around each test on the main thread.
    private static let lifecycleMethods: Set<String> = ["setUp", "tearDown", "setUpWithError", "tearDownWithError"]

    /// `declaration` with its synchronous test methods, `setUp` and `tearDown` run as above, when
    /// it is a `@MainActor` subclass of `XCTestCase`.
    func withTestMethodsOnTheMainThread(_ declaration: ClassDeclSyntax, isolatedByThePorter: Bool) -> ClassDeclSyntax {
        guard declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "XCTestCase",
              declaration.attributes.contains(where: { Self.attributeName($0) == "MainActor" }) else { return declaration }
        guard isolatedByThePorter else {
            for item in declaration.memberBlock.members {
                guard let function = item.decl.as(FunctionDeclSyntax.self), Self.isSynchronousTest(function) else { continue }
                report(function, "XCTest on Linux cannot call \(function.name.text)(), a synchronous test method of a @MainActor test case: "
                    + "make it async, or leave @MainActor to the porter (Swift 5 mode)")
            }
            return declaration
        }
        var result = declaration
        result.memberBlock.members = MemberBlockItemListSyntax(declaration.memberBlock.members.map { item in
            guard let function = item.decl.as(FunctionDeclSyntax.self), let rewritten = onTheMainThread(function) else { return item }
            return item.with(\.decl, DeclSyntax(rewritten))
        })
        return result
    }

    /// Whether the method is synchronous, takes no argument and returns nothing, and says nothing
    /// of its isolation: what XCTest calls (a test method, `setUp`, `tearDown`) when so named.
    private static func isSynchronousAndPlain(_ function: FunctionDeclSyntax) -> Bool {
        let signature = function.signature
        return function.body != nil && signature.effectSpecifiers?.asyncSpecifier == nil
            && signature.parameterClause.parameters.isEmpty && signature.returnClause == nil
            && !function.modifiers.contains(where: { ["static", "class", "nonisolated"].contains($0.name.text) })
            && !function.attributes.contains(where: { attributeName($0) == "MainActor" })
    }

    /// A synchronous test method (`testSomething()`).
    private static func isSynchronousTest(_ function: FunctionDeclSyntax) -> Bool {
        isSynchronousAndPlain(function) && function.name.text.hasPrefix("test")
            && !function.modifiers.contains { $0.name.text == "override" }
    }

    /// The test method or `setUp`/`tearDown` override, its body on the main actor; nil for any
    /// other method, and for one that is `async`, static or says its isolation already.
    private func onTheMainThread(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        guard Self.isSynchronousAndPlain(function), let body = function.body, !Self.runsOnTheMainActor(body) else { return nil }
        let name = function.name.text
        let isTest = Self.isSynchronousTest(function)
        let isOverride = function.modifiers.contains { $0.name.text == "override" }
        guard isTest || (isOverride && Self.lifecycleMethods.contains(name)),
              let newBody = Self.bodyOnTheMainActor(body, throwing: function.signature.effectSpecifiers?.throwsClause != nil,
                                                    indentation: Self.indentation(of: function)) else { return nil }
        var result = function.with(\.body, newBody)
        if isTest {
            // `nonisolated` goes just before `func`, taking over what preceded the keyword.
            let modifier = DeclModifierSyntax(name: .keyword(.nonisolated, leadingTrivia: result.funcKeyword.leadingTrivia,
                                                             trailingTrivia: .space))
            result.modifiers.append(modifier)
            result.funcKeyword.leadingTrivia = []
            record(function, "\(name)() → nonisolated, its body on the main actor (XCTest on Linux calls test methods nonisolated)")
        } else {
            record(function, "\(name)() → its body on the main actor (XCTest declares it nonisolated)")
        }
        return result
    }

    /// `body` with its statements inside `MainActor.assumeIsolated { … }` (with `try` when the
    /// method throws), indented one level deeper.
    private static func bodyOnTheMainActor(_ body: CodeBlockSyntax, throwing: Bool, indentation: String) -> CodeBlockSyntax? {
        let statements = body.statements.description.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        let lines = statements.split(separator: "\n", omittingEmptySubsequences: false)
        let inner = lines.enumerated().map { i, line in i == 0 ? String(line) : line.isEmpty ? "" : "    " + line }
            .joined(separator: "\n").trimmingTrailingWhitespace
        let call = (throwing ? "try " : "") + "MainActor.assumeIsolated {"
        let text = inner.isEmpty
            ? "{\n\(indentation)    \(call) }\n\(indentation)}"
            : "{\n\(indentation)    \(call)\n\(indentation)        \(inner)\n\(indentation)    }\n\(indentation)}"
        guard let parsed = Parser.parse(source: "func f() \(text)").statements.first?.item.as(FunctionDeclSyntax.self)?.body else {
            return nil
        }
        return parsed.with(\.trailingTrivia, body.trailingTrivia)
    }

    /// Whether the body is one `MainActor.assumeIsolated` call already (ported before).
    private static func runsOnTheMainActor(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let only = body.statements.first?.item.trimmedDescription else { return false }
        return only.hasPrefix("MainActor.assumeIsolated") || only.hasPrefix("try MainActor.assumeIsolated")
    }

    /// The spaces before the declaration's first token on its line.
    private static func indentation(of function: FunctionDeclSyntax) -> String {
        let leading = function.leadingTrivia.description
        let lastLine = leading.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(lastLine.prefix { $0 == " " || $0 == "\t" })
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var s = self
        while let last = s.last, last == " " || last == "\n" || last == "\t" { s.removeLast() }
        return s
    }
}
