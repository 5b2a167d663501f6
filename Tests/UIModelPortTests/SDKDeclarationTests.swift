import Foundation
import Testing

/// UIModel declares UIKit's types as the iOS SDK does, so an app's code written against the SDK
/// compiles unchanged: where a type or member UIModel declares is in the SDK's table
/// (`SDK/SDKDeclarations.tsv`), its isolation, initializer kind, `required`, failability,
/// optionality, accessors and `open` are the SDK's, unless the "Differences from UIKit" article
/// lists the difference with its reason.
@Suite struct SDKDeclarationTests {
    @Test func uimodelDeclaresUIKitsTypesAsTheSDKDoes() throws {
        let table = try SDKDeclarationTable()
        let module = try ModuleDeclarations()
        let differences = try DeclaredDifferences()
        var allowed = Set<DeclaredDifferences.Entry>()
        var divergences: [String] = []
        var checked = 0, listed = 0, moreSendable = 0
        for fact in table.facts {
            guard let found = module.value(of: fact.fact, owner: fact.owner, member: fact.member, expected: fact.value) else { continue }
            checked += 1
            guard found != fact.value else { continue }
            // `Sendable` beyond the SDK (UIModel's value types and immutable objects) breaks no
            // code written for iOS; `Sendable` the SDK has must be there.
            if fact.fact == "sendable", fact.value == "no" { moreSendable += 1; continue }
            let inExtension = module.isFromExtension(owner: fact.owner, member: fact.member)
            if let entry = differences.allowing(fact, found: found, inExtension: inExtension) {
                allowed.insert(entry)
                listed += 1
            } else {
                divergences.append("\(fact.symbol): \(fact.fact) is \(found) here, \(fact.value) in the SDK")
            }
        }
        print("SDK declarations: \(table.facts.count) facts, \(checked) about what UIModel declares: "
              + "\(checked - divergences.count - listed - moreSendable) as the SDK has them, \(listed) listed differences, "
              + "\(moreSendable) types Sendable beyond the SDK")
        #expect(table.facts.count > 10_000, "the table is there")
        #expect(checked > 10_000, "UIModel's module was read")
        #expect(divergences.isEmpty, """
            \(divergences.count) declarations differ from the SDK's: declare them as the SDK does, or list \
            them under "Declarations that differ" in DifferencesFromUIKit.md with the reason:
            \(divergences.sorted().joined(separator: "\n"))
            """)
        let stale = differences.entries.keys.filter { !allowed.contains($0) }.map { "\($0.symbol) \($0.fact)" }
        #expect(stale.isEmpty, "listed differences UIModel no longer has: \(stale.sorted())")
    }

    /// The SDK's notification names and userInfo keys are C constants, not isolated; UIModel's,
    /// on whatever type, are too (a model's observer or a background queue reads them).
    @Test func notificationNamesAndUserInfoKeysAreNotIsolated() throws {
        let module = try ModuleDeclarations()
        var isolated: [String] = []
        for (owner, members) in module.members {
            for (name, declarations) in members where name.hasSuffix("Notification") || name.hasSuffix("UserInfoKey") {
                for declaration in declarations where declaration["static"] as? Bool == true
                    && ModuleDeclarations.memberFacts(declaration)["isolation"] == "main" {
                    isolated.append("\(owner).\(name)")
                }
            }
        }
        #expect(isolated.isEmpty, "main-actor constants: \(isolated.sorted())")
    }

    /// A type the SDK declares nonisolated keeps its members nonisolated in UIModel's extensions
    /// too, where UIModel's default isolation would make them main-actor.
    @Test func extensionsOfNonisolatedTypesAreNonisolated() throws {
        let table = try SDKDeclarationTable()
        let nonisolated = Set(table.facts.filter { $0.member == "-" && $0.fact == "isolation" && $0.value == "nonisolated" }.map(\.owner))
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/UIModel")
        let found = try DefaultIsolationCheck.mainActorMembers(ofNonisolatedTypes: nonisolated, in: sources)
        #expect(nonisolated.contains("UIColor") && nonisolated.contains("CGContext"))
        #expect(found.isEmpty, """
            members made main-actor by UIModel's default isolation, of types the SDK declares \
            nonisolated: mark the extension (or the member) nonisolated:
            \(found.joined(separator: "\n"))
            """)
    }

    /// The check finds a difference: a fact UIModel does not match, and one it does.
    @Test func aDifferentDeclarationIsFound() throws {
        let module = try ModuleDeclarations()
        #expect(module.value(of: "isolation", owner: "UIView", member: "-", expected: "main") == "main")
        #expect(module.value(of: "isolation", owner: "UIView", member: "frame", expected: "nonisolated") == "main")
        #expect(module.value(of: "init", owner: "UIView", member: "init(frame:)", expected: "designated") == "designated")
        #expect(module.value(of: "isolation", owner: "UIView", member: "noSuchMember", expected: "main") == nil)
    }
}
