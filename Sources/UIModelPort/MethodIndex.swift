import SwiftSyntax

/// A method a selector can name: its base name, argument labels ("_" for none) and parameter types
/// as written.
struct MethodSignature: Equatable {
    var name: String
    var labels: [String]
    var types: [String]
}

/// Every method declared in the files of one run, so a `#selector` in one file resolves to a
/// method declared in another (a view controller's actions in an extension of their own file).
public struct MethodIndex {
    private var methods: [String: [MethodSignature]] = [:]
    /// The names of the properties the files declare (an optional closure called `x?.name?()`).
    private var properties: Set<String> = []

    public init() {}

    /// Adds the methods declared in `tree`.
    public mutating func add(_ tree: SourceFileSyntax) {
        let collector = MethodCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for method in collector.methods { methods[method.name, default: []].append(method) }
        properties.formUnion(collector.properties)
    }

    func isProperty(_ name: String) -> Bool { properties.contains(name) }

    /// The method `selector` names: by base name and labels when the selector spells them, else
    /// the one method of that name. Nil when there is none or the name is ambiguous.
    func method(for selector: SelectorReference) -> MethodSignature? {
        let candidates = methods[selector.name] ?? []
        if let labels = selector.labels {
            let matching = candidates.filter { $0.labels == labels }
            return matching.first.flatMap { first in matching.allSatisfy { $0.types.count == first.types.count } ? first : nil }
        }
        let arities = Set(candidates.map(\.types.count))
        return arities.count == 1 ? candidates.first : nil
    }
}

private final class MethodCollector: SyntaxVisitor {
    var methods: [MethodSignature] = []
    var properties: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { properties.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        methods.append(MethodSignature(
            name: node.name.text,
            labels: parameters.map { $0.firstName.text },
            types: parameters.map { $0.type.trimmedDescription }
        ))
        return .visitChildren
    }
}
