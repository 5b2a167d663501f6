import SwiftSyntax

/// The classes declared in the files of one run, with what they inherit and their attributes:
/// the app delegate (`@main` or `@UIApplicationMain`), the scene delegates, and every class an
/// Info.plist may name.
public struct TypeIndex {
    struct Class: Equatable {
        var name: String
        var inherited: [String]
        var attributes: [String]
    }

    private(set) var classes: [String: Class] = [:]

    public init() {}

    public mutating func add(_ tree: SourceFileSyntax) {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for c in collector.classes { classes[c.name] = c }
    }

    /// The app delegate class: `@main` or `@UIApplicationMain` on a `UIApplicationDelegate`.
    var appDelegate: String? {
        classes.values.filter { $0.inherited.contains("UIApplicationDelegate") && !Set($0.attributes).isDisjoint(with: ["main", "UIApplicationMain"]) }
            .map(\.name).sorted().first
    }

    /// The first of `candidates` (UIKit classes) that `name` inherits from, through the run's
    /// own classes; nil when it inherits from none of them.
    func uikitAncestor(of name: String, among candidates: Set<String>) -> String? {
        var current = classes[name]?.inherited.first
        var seen: Set<String> = [name]
        while let c = current, seen.insert(c).inserted {
            // A generic superclass counts by its name (`UICollectionViewDiffableDataSource<S, I>`).
            let base = String(c.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
            if candidates.contains(base) { return base }
            current = classes[c]?.inherited.first
        }
        return nil
    }

    /// The classes that adopt `UIWindowSceneDelegate`, by name.
    var sceneDelegates: [String] {
        classes.values.filter { $0.inherited.contains("UIWindowSceneDelegate") }.map(\.name).sorted()
    }
}

private final class ClassCollector: SyntaxVisitor {
    var classes: [TypeIndex.Class] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(TypeIndex.Class(
            name: node.name.text,
            inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            attributes: node.attributes.compactMap { PortRewriter.attributeName($0) }
        ))
        return .visitChildren
    }
}
