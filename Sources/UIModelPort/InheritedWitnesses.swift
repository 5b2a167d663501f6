import SwiftParser
import SwiftSyntax

/// UIKit's optional delegate methods implemented by a subclass whose superclass adopted the
/// protocol (`class BaseListController: UIViewController, UITableViewDelegate`, and in a
/// subclass `func tableView(_:didSelectRowAt:)`). With the Objective-C runtime UIKit finds the
/// subclass's method; in Swift the protocol's default, chosen for the class that adopted the
/// protocol, is called instead. So the porter gives the adopting class the default (UIModel's,
/// which does what UIKit does when the method is missing) and marks the subclass's method
/// `override`: the call then reaches the subclass.
public struct InheritedWitnesses {
    private struct ClassInfo {
        /// Declared by a `class` in the app's files (not only extended).
        var isDeclared = false
        var superclass: String?
        var protocols: [String] = []
        var methods: Set<String> = []
    }

    private var classes: [String: ClassInfo] = [:]
    private let surface: UIModelSurface

    public init(surface: UIModelSurface = .bundled) { self.surface = surface }

    mutating func add(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, info) in collector.classes {
            var merged = classes[name] ?? ClassInfo()
            merged.isDeclared = merged.isDeclared || info.isDeclared
            merged.superclass = merged.superclass ?? info.superclass
            merged.protocols += info.protocols
            merged.methods.formUnion(info.methods)
            classes[name] = merged
        }
        plan = makePlan()
    }

    /// The defaults of `protocol` and the protocols it inherits, by requirement key.
    private func defaults(of protocolName: String) -> [String: String] {
        var result = surface.defaults[protocolName] ?? [:]
        for parent in surface.protocolParents[protocolName] ?? [] { result.merge(defaults(of: parent)) { a, _ in a } }
        return result
    }

    /// The app's classes from `name` up through its superclasses.
    private func chain(from name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let c = current, classes[c]?.isDeclared == true, !result.contains(c) {
            result.append(c)
            current = classes[c]?.superclass
        }
        return result
    }

    /// For each class: the defaults it must declare, and the methods that become overrides.
    private var plan: (adds: [String: [String: String]], overrides: [String: Set<String>]) = ([:], [:])

    private func makePlan() -> (adds: [String: [String: String]], overrides: [String: Set<String>]) {
        var adds: [String: [String: String]] = [:]
        var overrides: [String: Set<String>] = [:]
        for name in classes.keys.sorted() where classes[name]!.isDeclared {
            let lineage = chain(from: name)
            // The class that adopted a UIKit protocol, above this one.
            for (depth, ancestor) in lineage.enumerated().dropFirst() {
                for p in classes[ancestor]!.protocols {
                    let requirements = defaults(of: p)
                    for key in classes[name]!.methods where requirements[key] != nil {
                        let between = lineage[..<depth]  // this class up to, not including, the adopter
                        guard !(classes[ancestor]!.methods.contains(key)) else {
                            between.filter { classes[$0]!.methods.contains(key) }.forEach { overrides[$0, default: []].insert(key) }
                            continue
                        }
                        adds[ancestor, default: [:]][key] = requirements[key]
                        between.filter { classes[$0]!.methods.contains(key) }.forEach { overrides[$0, default: []].insert(key) }
                    }
                }
            }
        }
        return (adds, overrides)
    }

    func defaultsToAdd(to name: String) -> [(key: String, declaration: String)] {
        (plan.adds[name] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func methodsToOverride(in name: String) -> Set<String> { plan.overrides[name] ?? [] }

    /// The methods `name` itself declares (in the class or its extensions).
    func ownMethods(of name: String) -> Set<String> { classes[name]?.methods ?? [] }

    /// The methods `name` and its superclasses in the app declare (in the class or extensions).
    func declaredMethods(of name: String) -> Set<String> {
        chain(from: name).reduce(into: Set<String>()) { $0.formUnion(classes[$1]?.methods ?? []) }
    }

    /// The protocols `name` and its superclasses in the app adopt (in the class or extensions).
    func adoptedProtocols(of name: String) -> Set<String> {
        chain(from: name).reduce(into: Set<String>()) { $0.formUnion(classes[$1]?.protocols ?? []) }
    }

    private final class Collector: SyntaxVisitor {
        var classes: [String: ClassInfo] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            var info = ClassInfo(isDeclared: true, superclass: inherited.first, protocols: Array(inherited.dropFirst()))
            for item in node.memberBlock.members {
                if let f = item.decl.as(FunctionDeclSyntax.self), let key = ExtensionMoves.key(of: DeclSyntax(f)) { info.methods.insert(key) }
            }
            classes[node.name.text] = info
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var info = ClassInfo()
            info.protocols = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            for item in node.memberBlock.members {
                if let f = item.decl.as(FunctionDeclSyntax.self), let key = ExtensionMoves.key(of: DeclSyntax(f)) { info.methods.insert(key) }
            }
            let name = node.extendedType.trimmedDescription
            var merged = classes[name] ?? ClassInfo()
            merged.protocols += info.protocols
            merged.methods.formUnion(info.methods)
            classes[name] = merged
            return .skipChildren
        }
    }
}
