import SwiftSyntax

/// The properties and methods each class of a run declares, in its body and its extensions:
/// what an Interface Builder file's outlets, actions and runtime attributes name.
public struct ClassMembers {
    struct Property: Equatable {
        var name: String
        /// The type as written (`UILabel!`, `[UIButton]`); nil when inferred.
        var type: String?
        var isConstant: Bool
        var line: Int
    }

    struct Method: Equatable {
        var name: String
        var labels: [String]
        var types: [String]
        /// Marked `@objc` or `@IBAction` (and not private) in the source: the Objective-C runtime
        /// finds it by name, and the generated dispatch table can reach it.
        var isObjC = false

        /// The Objective-C selector Swift gives the method, which Interface Builder files name:
        /// `save(_:)` is `save:`, `save(sender:)` is `saveWithSender:`, `tap(_:forEvent:)` is
        /// `tap:forEvent:`.
        var selector: String { SelectorReference.objectiveCSelector(name: name, labels: labels) }
    }

    private(set) var properties: [String: [Property]] = [:]
    private(set) var methods: [String: [Method]] = [:]

    public init() {}

    public mutating func add(_ tree: SourceFileSyntax) {
        let collector = MemberCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (owner, list) in collector.properties { properties[owner, default: []] += list }
        for (owner, list) in collector.methods { methods[owner, default: []] += list }
    }

    func property(_ name: String, of owner: String) -> Property? { properties[owner]?.first { $0.name == name } }
    func method(selector: String, of owner: String) -> Method? { methods[owner]?.first { $0.selector == selector } }
}

private final class MemberCollector: SyntaxVisitor {
    var properties: [String: [ClassMembers.Property]] = [:]
    var methods: [String: [ClassMembers.Method]] = [:]
    private var owners: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    // Members of nested types and local functions are not the class's.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last, !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
        let line = node.positionAfterSkippingLeadingTrivia.utf8Offset
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let constant = node.bindingSpecifier.tokenKind == .keyword(.let)
                || (binding.accessorBlock.map { block in
                    if case .getter = block.accessors { return true }
                    if case .accessors(let list) = block.accessors { return !list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) } && list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) } }
                    return false
                } ?? false)
            properties[owner, default: []].append(.init(name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                                                       isConstant: constant, line: line))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last, !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters
        let objc = node.attributes.contains { ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }
            && !node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        methods[owner, default: []].append(.init(name: node.name.text, labels: parameters.map { $0.firstName.text },
                                                 types: parameters.map { $0.type.trimmedDescription }, isObjC: objc))
        return .skipChildren
    }
}
