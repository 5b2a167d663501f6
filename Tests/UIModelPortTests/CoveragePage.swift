import Foundation
import SwiftParser
import SwiftSyntax

/// The UIKit coverage article of UIModel's documentation, made from UIModel's sources: every
/// public type with the public members it declares (`init(frame:)`, `addSubview(_:)`,
/// `static systemBlue`, `case fill`), the free functions and constants, and the public types of
/// UIModel's own that UIKit has not.
struct CoveragePage {
    /// A public type (or an extension of a type declared elsewhere) and its public members.
    struct TypeEntry {
        var kind = "extension"
        var superclass: String?
        var members: Set<String> = []
        /// Members that store a value this platform does not use, with why (their doc comment's
        /// `storedOnlyMarker` paragraph): listed apart, not counted as covered.
        var storedOnly: [String: String] = [:]
        var summary: String?
    }

    /// How a public member's doc comment says it stores a value that has no effect here.
    static let storedOnlyMarker = "Stored, no effect here:"

    private(set) var types: [String: TypeEntry] = [:]
    private(set) var globals: Set<String> = []
    /// The SF Symbols names `UIImage(systemName:)` draws (the keys of `SymbolCatalog.codepoints`).
    private(set) var symbolNames: Set<String> = []
    /// Types declared without `public`: their extensions add nothing an app can use.
    private var hiddenTypes: Set<String> = []

    init(sources: [String]) {
        for source in sources {
            let collector = CoverageCollector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: source))
            for (name, entry) in collector.types {
                var merged = types[name] ?? TypeEntry()
                if entry.kind != "extension" {
                    merged.kind = entry.kind
                    merged.superclass = entry.superclass
                    merged.summary = entry.summary
                }
                merged.members.formUnion(entry.members)
                merged.storedOnly.merge(entry.storedOnly) { a, _ in a }
                types[name] = merged
            }
            globals.formUnion(collector.globals)
            hiddenTypes.formUnion(collector.hiddenTypes)
            symbolNames.formUnion(collector.symbolNames)
        }
        // An extension of a type nobody declared public (Foundation's, the standard library's)
        // with no public member says nothing.
        types = types.filter {
            $0.value.kind != "extension" || ((!$0.value.members.isEmpty || !$0.value.storedOnly.isEmpty) && !hiddenTypes.contains($0.key))
        }
    }

    /// Whether a top-level name is one of the Apple frameworks' (UIKit, Core Animation, Core
    /// Graphics, Foundation's NS types, Core Text); the rest are UIModel's own.
    static func isAppleName(_ name: String) -> Bool {
        guard !name.hasPrefix("UIModel") else { return false }
        return ["UI", "NS", "CA", "CG", "CF", "CT", "kCA", "kCG", "kCT"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private var appleTypes: [String] { types.keys.filter { Self.isAppleName(Self.topLevel($0)) }.sorted() }
    private var ownTypes: [String] { types.keys.filter { !Self.isAppleName(Self.topLevel($0)) && !$0.contains(".") }.sorted() }
    private static func topLevel(_ name: String) -> String { String(name.prefix { $0 != "." }) }

    var memberCount: Int { appleTypes.reduce(0) { $0 + types[$1]!.members.count } }
    var storedOnlyCount: Int { types.values.reduce(0) { $0 + $1.storedOnly.count } }

    /// The article, in DocC's Markdown.
    var markdown: String {
        let apple = appleTypes
        let topLevel = apple.filter { !$0.contains(".") }
        var out = """
            # UIKit coverage

            What UIModel declares of UIKit, Core Animation and Core Graphics, type by type.

            ## Overview

            This page is generated from UIModel's sources: every public type with the public \
            members it declares itself (inherited ones are listed under the superclass), the free \
            functions and constants, and last the public types of UIModel's own. A test compares \
            it with the sources, so a member added or removed fails the build's tests until the \
            page is written anew (`UIMODEL_WRITE_SURFACE=1 swift test --filter UsageReportTests`).

            Notable UIKit API that is not here yet is listed in <doc:NotYetInUIModel>, and every \
            way the members here differ from UIKit's in <doc:DifferencesFromUIKit>.

            **\(topLevel.count) types** (and \(apple.count - topLevel.count) nested in them), \
            **\(memberCount) members**, **\(globals.count) functions and constants**, and \
            **\(symbolNames.count) SF Symbols names** (last). **\(storedOnlyCount) more members** \
            store their value and nothing on this platform uses it (a camera's settings, a \
            rasterization flag): they are listed apart, under "Stored, no effect here", and not \
            counted above.

            Members are named as Swift spells them: `addSubview(_:)`, `init(frame:)`; `static` \
            marks type members, `case` an enumeration's cases.

            ## Types

            """
        for name in apple {
            let entry = types[name]!
            let heading = name.contains(".") ? "####" : "###"
            var kind = entry.kind
            if let superclass = entry.superclass { kind += ", subclass of `\(superclass)`" }
            out += "\n\(heading) \(name)\n\n\(kind)"
            if !entry.members.isEmpty {
                out += " · \(entry.members.count) member\(entry.members.count == 1 ? "" : "s"):\n"
                out += entry.members.sorted(by: Self.memberOrder).map { "`\($0)`" }.joined(separator: ", ") + "\n"
            } else {
                out += "\n"
            }
        }
        out += """

            ## Stored, no effect here

            Members an app can set and read back, whose value changes nothing here; each says why in \
            its documentation (a paragraph starting "\(Self.storedOnlyMarker)").

            """
        for name in types.keys.sorted() {
            for (member, reason) in types[name]!.storedOnly.sorted(by: { $0.key < $1.key }) {
                out += "\n- `\(name).\(member)`: \(reason)"
            }
        }
        out += "\n"
        out += "\n## Functions and constants\n\n"
        out += globals.sorted().map { "`\($0)`" }.joined(separator: ", ") + "\n"
        out += """

            ## UIModel's own types

            Public because the simulator (SimulatorKit, another module) draws, measures or drives \
            what they describe; an app written for UIKit never needs them. \
            <doc:DifferencesFromUIKit> says why each group exists.

            """
        for name in ownTypes where types[name]!.kind != "extension" {
            let entry = types[name]!
            out += "\n- `\(name)` (\(entry.kind))\(entry.summary.map { ": \($0)" } ?? "")"
        }
        out += "\n\n## Extensions of Foundation and Swift types\n\nWhat UIKit adds to them (`IndexPath.row`), and what Foundation on Linux lacks.\n"
        for name in ownTypes where types[name]!.kind == "extension" {
            out += "\n- `\(name)`: " + types[name]!.members.sorted(by: Self.memberOrder).map { "`\($0)`" }.joined(separator: ", ")
        }
        out += """


            ## SF Symbols names

            The names `UIImage(systemName:)` knows, each drawn from an icon of Material Design Icons \
            (see <doc:RenderingAndFidelity>); any other name gives nil and a warning.


            """
        out += symbolNames.sorted().map { "`\($0)`" }.joined(separator: ", ")
        return out + "\n"
    }

    /// Initializers first, then type members, then instance members and cases, by name.
    static func memberOrder(_ a: String, _ b: String) -> Bool {
        func rank(_ m: String) -> Int { m.hasPrefix("init") ? 0 : m.hasPrefix("static ") ? 1 : 2 }
        return (rank(a), a.lowercased(), a) < (rank(b), b.lowercased(), b)
    }
}

/// The public declarations of one UIModel file, with full Swift names.
private final class CoverageCollector: SyntaxVisitor {
    var types: [String: CoveragePage.TypeEntry] = [:]
    var globals: Set<String> = []
    var hiddenTypes: Set<String> = []
    var symbolNames: Set<String> = []
    /// The enclosing types: name, whether public, whether a protocol.
    private var scope: [(name: String, isPublic: Bool, isProtocol: Bool)] = []

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }
    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// The first sentence of a declaration's doc comment.
    private static func summary(_ node: some SyntaxProtocol) -> String? {
        let lines = node.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            return nil
        }
        guard !lines.isEmpty else { return nil }
        let text = lines.joined(separator: " ")
        if let end = text.range(of: ". ") ?? text.range(of: ": ") { return String(text[..<end.lowerBound]) + "." }
        return text.hasSuffix(".") ? text : text + "."
    }

    private var path: String { scope.map(\.name).joined(separator: ".") }

    private func enter(_ name: String, kind: String, modifiers: DeclModifierListSyntax, superclass: String? = nil, node: some SyntaxProtocol) {
        let isPublic = Self.isPublic(modifiers) && (scope.last?.isPublic ?? true)
        scope.append((name, isPublic, kind == "protocol"))
        guard isPublic else { hiddenTypes.insert(path); return }
        var entry = types[path] ?? CoveragePage.TypeEntry()
        entry.kind = kind
        entry.superclass = superclass
        entry.summary = Self.summary(node)
        types[path] = entry
    }

    /// The reason a declaration's doc comment gives for storing a value with no effect here, if
    /// it has a `storedOnlyMarker` paragraph.
    private static func storedOnlyReason(_ node: some SyntaxProtocol) -> String? {
        let text = node.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            return nil
        }.joined(separator: " ")
        guard let marker = text.range(of: CoveragePage.storedOnlyMarker) else { return nil }
        return text[marker.upperBound...].trimmingCharacters(in: .whitespaces)
    }

    private func add(_ member: String, modifiers: DeclModifierListSyntax, node: some SyntaxProtocol) {
        guard let enclosing = scope.last else {
            if Self.isPublic(modifiers) { globals.insert(member) }
            return
        }
        // A public protocol's requirements are public without saying so.
        guard Self.isPublic(modifiers) || (enclosing.isProtocol && enclosing.isPublic), !member.hasPrefix("_") else { return }
        // A name in backquotes (`default`) is listed without them: they would end the code span.
        let member = member.replacingOccurrences(of: "`", with: "")
        let name = Self.isStatic(modifiers) ? "static \(member)" : member
        if let reason = Self.storedOnlyReason(node) {
            types[path, default: CoveragePage.TypeEntry()].storedOnly[name] = reason
        } else {
            types[path, default: CoveragePage.TypeEntry()].members.insert(name)
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        enter(node.name.text, kind: "class", modifiers: node.modifiers,
              superclass: superclass.flatMap { $0.first?.isUppercase == true && !$0.hasSuffix("Protocol") ? $0 : nil }, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: "structure", modifiers: node.modifiers, node: node); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: "enumeration", modifiers: node.modifiers, node: node); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: "protocol", modifiers: node.modifiers, node: node); return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension's members say their own access; the extended type is public wherever it
        // is declared (a protocol extension holds the defaults of its requirements).
        scope.append((node.extendedType.trimmedDescription, true, false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPublic(node.modifiers), scope.allSatisfy(\.isPublic) {
            let name = (scope.map(\.name) + [node.name.text]).joined(separator: ".")
            types[name] = CoveragePage.TypeEntry(kind: "type alias of `\(node.initializer.value.trimmedDescription)`", summary: Self.summary(node))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("\(node.name.text)(\(labels))", modifiers: node.modifiers, node: node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("init\(node.optionalMark?.text ?? "")(\(labels))", modifiers: node.modifiers, node: node)
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        add("subscript(\(labels))", modifiers: node.modifiers, node: node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // The symbol table: a dictionary literal keyed by SF Symbols names.
        if path == "SymbolCatalog", let binding = node.bindings.first,
           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "codepoints",
           let elements = binding.initializer?.value.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self) {
            for element in elements {
                if let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue { symbolNames.insert(key) }
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            add(name, modifiers: node.modifiers, node: node)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // An enumeration's cases are as public as the enumeration.
        if scope.last?.isPublic == true {
            for element in node.elements {
                types[path, default: CoveragePage.TypeEntry()].members.insert("case \(element.name.text.replacingOccurrences(of: "`", with: ""))")
            }
        }
        return .skipChildren
    }
}
