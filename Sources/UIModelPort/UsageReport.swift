import SwiftParser
import SwiftSyntax

/// What an app's code uses of UIKit that UIModel lacks: types, initializers and type members
/// (`UIPageViewController`, `UIImage(systemName:)`, `UIColor.systemTeal`), each with how often
/// and where first. Instance members are not judged (that needs the types of expressions).
public struct UsageReport {
    public struct Entry: Equatable, Sendable {
        public var symbol: String
        public var count: Int
        /// `file:line` of the first use.
        public var firstUse: String
    }

    /// The NS-prefixed classes UIKit declares (Foundation's are on Linux).
    static let uikitNSTypes: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
        "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot", "NSDirectionalEdgeInsets",
        "NSDirectionalRectEdge", "NSTextAlignment", "NSLineBreakMode", "NSTextAttachment", "NSParagraphStyle",
        "NSMutableParagraphStyle", "NSShadow", "NSTextContainer", "NSLayoutManager", "NSTextStorage", "NSUnderlineStyle",
        "NSCollectionLayoutSection", "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSize",
        "NSCollectionLayoutDimension", "NSCollectionLayoutSpacing", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutEnvironment",
    ]

    public private(set) var entries: [Entry] = []
    private var index: [String: Int] = [:]
    let surface: UIModelSurface
    /// The names the app's own files declare (its types are not UIKit's).
    private var declared: Set<String> = []

    public init(surface: UIModelSurface = .bundled) { self.surface = surface }

    /// Adds the names every file declares; call for all files before `add(_:file:)`.
    public mutating func declare(_ source: String) {
        let collector = DeclaredNames(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        declared.formUnion(collector.names)
    }

    public mutating func add(_ source: String, file: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.report = self
        finder.walk(tree)
        for (symbol, node) in finder.found {
            let line = node.startLocation(converter: converter).line
            if let i = index[symbol] {
                entries[i].count += 1
            } else {
                index[symbol] = entries.count
                entries.append(Entry(symbol: symbol, count: 1, firstUse: "\(file):\(line)"))
            }
        }
    }

    /// Most used first, then by name.
    public var sorted: [Entry] { entries.sorted { ($0.count, $1.symbol) > ($1.count, $0.symbol) } }

    /// The table `uimodel-port --report` prints.
    public var table: String {
        let rows = sorted
        guard !rows.isEmpty else { return "Everything the code uses of UIKit's types is in UIModel (instance members are not checked).\n" }
        let width = max(6, rows.map(\.symbol.count).max() ?? 0)
        let uses = rows.reduce(0) { $0 + $1.count }
        var lines = ["What the code uses that UIModel lacks: \(rows.count) symbol\(rows.count == 1 ? "" : "s"), \(uses) use\(uses == 1 ? "" : "s") (instance members are not checked)",
                     "  uses  " + "symbol".padding(toLength: width, withPad: " ", startingAt: 0) + "  first use"]
        for row in rows {
            let count = String(row.count)
            lines.append(String(repeating: " ", count: max(0, 6 - count.count)) + count + "  "
                         + row.symbol.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.firstUse)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `name` is one of UIKit's type names (by its prefix), not the app's own.
    func isUIKitName(_ name: String) -> Bool {
        guard !declared.contains(name) else { return false }
        let chars = Array(name)
        guard chars.count > 2, chars[2].isUppercase else { return Self.uikitNSTypes.contains(name) }
        return name.hasPrefix("UI") || name.hasPrefix("CA") || Self.uikitNSTypes.contains(name)
    }

    func isKnownType(_ name: String) -> Bool { surface.types.contains(name) }
    func hasMember(_ member: String, of type: String) -> Bool { surface.hasMember(member, of: type) || surface.types.contains("\(type).\(member)") }

    private final class Finder: SyntaxVisitor {
        var report: UsageReport!
        var found: [(String, Syntax)] = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            check(type: node.name.text, at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            // `UIFont.Weight`: the nested type.
            let base = node.baseType.trimmedDescription
            if report.isUIKitName(base), report.isKnownType(base), !report.isKnownType("\(base).\(node.name.text)") {
                found.append(("\(base).\(node.name.text)", Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
                check(type: node.baseName.text, at: Syntax(node))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `UIImage(systemName:)`: an initializer of a type UIModel has.
            if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               report.isUIKitName(type), report.isKnownType(type) {
                let labels = node.arguments.map { $0.label?.text ?? "_" }
                let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
                // `init()` is every class's and struct's (NSObject's, or memberwise).
                if !(labels.isEmpty && trailing == 0), !report.surface.hasInitializer(of: type, labels: labels, trailingClosures: trailing) {
                    found.append(("\(type)(\(labels.map { "\($0):" }.joined()))", Syntax(node)))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `UIColor.systemTeal`, `UIView.transition(with:...)`: a type's member.
            if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, report.isUIKitName(base), report.isKnownType(base) {
                let name = node.declName.baseName.text
                if name != "self", name != "init", !report.hasMember(name, of: base) {
                    found.append(("\(base).\(name)", Syntax(node)))
                }
            }
            return .visitChildren
        }

        private func check(type name: String, at node: Syntax) {
            guard report.isUIKitName(name), !report.isKnownType(name) else { return }
            found.append((name, node))
        }
    }

    private final class DeclaredNames: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    }
}
