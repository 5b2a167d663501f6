import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Ports UIKit sources to UIModel. Give it every file of a run first (`index(_:)`), so selectors
/// resolve to methods declared in any of them, then port each.
public struct Porter {
    public private(set) var methods = MethodIndex()
    /// The classes of the run: the app and scene delegates an Info.plist names.
    public private(set) var types = TypeIndex()
    /// The members of the run's classes that leave their extensions for the class body.
    public private(set) var moves = ExtensionMoves()
    /// The UIKit defaults the run's adopting classes need for their subclasses' methods.
    public private(set) var witnesses = InheritedWitnesses()
    /// The optional methods of the run's own protocols, and which types declare which methods.
    public private(set) var optionals = OptionalRequirements()
    /// The properties and methods of the run's classes (what Interface Builder files connect).
    public private(set) var members = ClassMembers()
    /// The names of the properties and methods the run's Interface Builder files connect: the
    /// generated `UIModelInterfaceBuilder` must reach them, so they cannot stay private.
    public var interfaceBuilderNames: Set<String> = []

    public init() {}

    /// Adds the methods `source` declares to the index selectors resolve against.
    public mutating func index(_ source: String) {
        let tree = Parser.parse(source: source)
        methods.add(tree)
        types.add(tree)
        moves.add(tree)
        witnesses.add(tree)
        optionals.add(tree)
        members.add(tree)
    }

    /// Ports one file. A file that does not parse is returned unchanged with the parser's first error.
    public func port(_ source: String, fileName: String = "") -> PortResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if tree.hasError {
            let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first
            let location = diagnostic.map { $0.location(converter: converter) }
            let error = PortFinding(line: location?.line ?? 1, column: location?.column ?? 1,
                                    message: diagnostic?.message ?? "the file does not parse")
            return PortResult(source: source, changes: [], findings: [], parseError: error)
        }
        let rewriter = PortRewriter(methods: methods, types: types, moves: moves, witnesses: witnesses, optionals: optionals, converter: converter)
        rewriter.interfaceBuilderNames = interfaceBuilderNames
        let ported = rewriter.rewrite(tree)
        let changes = rewriter.changes.sorted { $0.line < $1.line }
        var result = PortResult(source: changes.isEmpty ? source : ported.description, changes: changes,
                                findings: rewriter.findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
                                parseError: nil)
        result.selectorValues = rewriter.selectorValues
        result.buildsSelectorsFromStrings = rewriter.buildsSelectorsFromStrings
        return result
    }
}
