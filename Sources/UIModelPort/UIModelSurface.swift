import Foundation
import SwiftParser
import SwiftSyntax

/// UIModel's public names: its types (nested ones as `UIView.ContentMode`) and each type's
/// members (`UIView.addSubview`, `UIImage.init(named:)`). `uimodel-port --report` compares an
/// app's code with it. It ships as a resource made from UIModel's sources; a test fails when
/// the sources and the resource differ.
public struct UIModelSurface: Equatable, Sendable {
    public private(set) var types: Set<String> = []
    public private(set) var members: [String: Set<String>] = [:]
    /// Each class's superclass among UIModel's (and NSObject), for inherited members.
    public private(set) var superclasses: [String: String] = [:]
    /// The protocols each public protocol inherits (`UITableViewDelegate`: `UIScrollViewDelegate`).
    public private(set) var protocolParents: [String: [String]] = [:]
    /// The default implementations of public protocols' requirements (UIKit's optional ones):
    /// by protocol, each requirement's key (`tableView(_:didSelectRowAt:)`) and its declaration
    /// as an app's class can hold it (`func tableView(…) {}`).
    public private(set) var defaults: [String: [String: String]] = [:]

    public init() {}

    /// The surface UIModel's sources declare.
    public init(sources: [String]) {
        for source in sources {
            let collector = SurfaceCollector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: source))
            types.formUnion(collector.types)
            for (type, names) in collector.members { members[type, default: []].formUnion(names) }
            superclasses.merge(collector.superclasses) { a, _ in a }
            protocolParents.merge(collector.protocolParents) { a, _ in a }
            for (p, members) in collector.defaults { defaults[p, default: [:]].merge(members) { a, _ in a } }
        }
    }

    /// One name a line, sorted: a type (`UIView.ContentMode`); a type and one of its members
    /// after a tab (`UIImage<tab>init(named:)`); a class's `@superclass`, a protocol's
    /// `@inherits`, or a requirement's `@default` (its key and declaration, newlines as `\n`).
    public var text: String {
        let lines = types.sorted() + (members.flatMap { type, names in names.map { "\(type)\t\($0)" } }
            + superclasses.map { "\($0.key)\t@superclass\t\($0.value)" }
            + protocolParents.flatMap { p, parents in parents.map { "\(p)\t@inherits\t\($0)" } }
            + defaults.flatMap { p, members in members.map { "\(p)\t@default\t\($0.key)\t\($0.value.replacingOccurrences(of: "\n", with: "\\n"))" } }).sorted()
        return lines.joined(separator: "\n") + "\n"
    }

    public init(text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 3).map(String.init)
            if parts.count == 4, parts[1] == "@default" {
                defaults[parts[0], default: [:]][parts[2]] = parts[3].replacingOccurrences(of: "\\n", with: "\n")
            } else if parts.count == 3, parts[1] == "@inherits" {
                protocolParents[parts[0], default: []].append(parts[2])
            } else if parts.count == 3, parts[1] == "@superclass" {
                superclasses[parts[0]] = parts[2]
            } else if parts.count >= 2 {
                members[String(parts[0]), default: []].insert(String(parts[1]))
            } else {
                types.insert(String(line))
            }
        }
    }

    /// The surface shipped with the porter.
    public static let bundled: UIModelSurface = {
        guard let url = Bundle.module.url(forResource: "UIModelSurface", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return UIModelSurface() }
        return UIModelSurface(text: text)
    }()

    /// Whether `type` or a superclass of it has an initializer a call with `labels` (and
    /// `trailingClosures` closures after them) can reach, default values and all.
    func hasInitializer(of type: String, labels: [String], trailingClosures: Int) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, seen.insert(t).inserted {
            for member in members[t] ?? [] where member.hasPrefix("init(") {
                let parameters = member.dropFirst(5).dropLast().split(separator: ":").map { ($0.hasSuffix("=") ? String($0.dropLast()) : String($0), $0.hasSuffix("=")) }
                if Self.call(labels, trailingClosures, matches: parameters) { return true }
            }
            current = superclasses[t]
        }
        return false
    }

    /// Whether arguments with `labels` then `trailing` unlabeled closures fill `parameters` (label,
    /// has a default) in order, the parameters they skip having defaults.
    static func call(_ labels: [String], _ trailing: Int, matches parameters: [(String, Bool)]) -> Bool {
        guard parameters.count >= labels.count + trailing else { return false }
        let closures = parameters.suffix(trailing)
        let rest = parameters.dropLast(trailing)
        guard closures.count == trailing else { return false }
        var i = rest.startIndex
        for label in labels {
            while i < rest.endIndex, rest[i].0 != label {
                guard rest[i].1 else { return false }
                i += 1
            }
            guard i < rest.endIndex else { return false }
            i += 1
        }
        return rest[i...].allSatisfy { $0.1 }
    }

    /// Whether `type` or a superclass of it declares `name` (`init()` is every class's).
    func hasMember(_ name: String, of type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, seen.insert(t).inserted {
            if members[t]?.contains(name) == true { return true }
            current = superclasses[t]
        }
        return false
    }
}

/// The public declarations of UIModel's files.
private final class SurfaceCollector: SyntaxVisitor {
    var types: Set<String> = []
    var members: [String: Set<String>] = [:]
    var superclasses: [String: String] = [:]
    var protocolParents: [String: [String]] = [:]
    var defaults: [String: [String: String]] = [:]
    private var scope: [String] = []
    /// Whether each enclosing declaration is public (an extension's members are, when it is).
    private var publicScope: [Bool] = []

    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    private func enter(_ name: String, modifiers: DeclModifierListSyntax) {
        let full = (scope + [name]).joined(separator: ".")
        if Self.isPublic(modifiers) { types.insert(full) }
        scope.append(name)
        publicScope.append(Self.isPublic(modifiers))
    }

    private func leave() { scope.removeLast(); publicScope.removeLast() }

    private func add(_ member: String, modifiers: DeclModifierListSyntax) {
        guard !scope.isEmpty, Self.isPublic(modifiers) || (publicScope.last == true && modifiers.isEmpty && isProtocolScope) else { return }
        // The standard library's underscored hooks (`_bridgeToObjectiveC()`) are not UIKit's.
        guard !member.hasPrefix("_") else { return }
        members[scope.joined(separator: "."), default: []].insert(member)
    }

    private var protocolDepth: [Bool] = []
    private var isProtocolScope: Bool { protocolDepth.last == true }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, superclass.first?.isUppercase == true,
           Self.isPublic(node.modifiers) {
            superclasses[(scope + [node.name.text]).joined(separator: ".")] = superclass
        }
        enter(node.name.text, modifiers: node.modifiers)
        protocolDepth.append(false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(); protocolDepth.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, modifiers: node.modifiers); protocolDepth.append(false); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { leave(); protocolDepth.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, modifiers: node.modifiers); protocolDepth.append(false); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { leave(); protocolDepth.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPublic(node.modifiers) {
            let parents = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }.filter { $0 != "AnyObject" && $0 != "NSObjectProtocol" } ?? []
            if !parents.isEmpty { protocolParents[node.name.text] = parents }
        }
        enter(node.name.text, modifiers: node.modifiers)
        protocolDepth.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(); protocolDepth.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        scope.append(name)
        publicScope.append(Self.isPublic(node.modifiers))
        protocolDepth.append(false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(); protocolDepth.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPublic(node.modifiers) { types.insert((scope + [node.name.text]).joined(separator: ".")) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A protocol extension's public method: the requirement's default, without `public`.
        if let protocolName = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
           protocolName.hasPrefix("UI"), ["Delegate", "DataSource", "DelegateFlowLayout"].contains(where: protocolName.hasSuffix),
           node.body != nil, Self.isPublic(node.modifiers), node.genericParameterClause == nil,
           let key = ExtensionMoves.key(of: DeclSyntax(node)) {
            let plain = node.with(\.modifiers, node.modifiers.filter { $0.name.text != "public" })
            defaults[protocolName, default: [:]][key] = CommentStripper(viewMode: .sourceAccurate).rewrite(plain).trimmedDescription
        }
        if scope.isEmpty {
            if Self.isPublic(node.modifiers) { types.insert(node.name.text) }  // a global function
        } else {
            add(node.name.text, modifiers: publicModifiers(node.modifiers))
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // A parameter with a default value is marked `=` (`init(title=:handler:)`).
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text)\($0.defaultValue == nil ? "" : "="):" }.joined()
        add("init(\(labels))", modifiers: publicModifiers(node.modifiers))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if scope.isEmpty {
                if Self.isPublic(node.modifiers) { types.insert(name) }
            } else {
                add(name, modifiers: publicModifiers(node.modifiers))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // An enum's cases are as public as the enum.
        if publicScope.last == true {
            for element in node.elements { members[scope.joined(separator: "."), default: []].insert(element.name.text) }
        }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// A member of a public protocol is public without saying so.
    private func publicModifiers(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        isProtocolScope && publicScope.last == true ? [DeclModifierSyntax(name: .keyword(.public))] : modifiers
    }
}

/// A declaration without its comments (a default copied into an app's class carries none).
private final class CommentStripper: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.with(\.leadingTrivia, Trivia(pieces: token.leadingTrivia.filter { !$0.isComment }))
            .with(\.trailingTrivia, Trivia(pieces: token.trailingTrivia.filter { !$0.isComment }))
    }
}
