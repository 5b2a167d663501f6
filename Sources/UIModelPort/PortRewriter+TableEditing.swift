import SwiftParser
import SwiftSyntax

/// What UIKit decides from which optional data source methods exist, which Swift cannot see:
/// a data source that moves rows (`moveRowAt`) shows reorder controls without `canMoveRowAt`,
/// one that commits edits (`commit editingStyle`) lets a swipe delete a row without
/// `trailingSwipeActionsConfigurationForRowAt`, and a collection view's data source that moves
/// items (`moveItemAt`) lets them move without `canMoveItemAt`. The porter writes those methods out, doing what
/// UIKit does, into the class that implements the first and not the second.
extension PortRewriter {
    static let moveRow = "tableView(_:moveRowAt:to:)"
    static let canMoveRow = "tableView(_:canMoveRowAt:)"
    static let commitEdit = "tableView(_:commit:forRowAt:)"
    static let trailingSwipe = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
    static let moveItem = "collectionView(_:moveItemAt:to:)"
    static let canMoveItem = "collectionView(_:canMoveItemAt:)"

    func withImpliedTableMethods(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        let name = node.name.text
        let methods = witnesses.declaredMethods(of: name)
        // A diffable data source answers `canMove` itself (no, unless a subclass says yes), so
        // UIKit infers nothing for its subclasses.
        guard types.uikitAncestor(of: name, among: ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"]) == nil else { return node }
        let isTableController = types.uikitAncestor(of: name, among: ["UITableViewController"]) != nil
        let isCollectionController = types.uikitAncestor(of: name, among: ["UICollectionViewController"]) != nil
        let isDelegate = isTableController || witnesses.adoptedProtocols(of: name).contains("UITableViewDelegate")
        let own = witnesses.ownMethods(of: name)
        let override = isTableController ? "override " : ""
        var adds: [(key: String, comment: String, declaration: String)] = []
        if own.contains(Self.moveRow), !methods.contains(Self.canMoveRow) {
            adds.append((Self.canMoveRow, "UIKit shows reorder controls for a data source that moves rows (uimodel-port)",
                         "\(override)func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }"))
        }
        if own.contains(Self.commitEdit), isDelegate, !methods.contains(Self.trailingSwipe) {
            adds.append((Self.trailingSwipe, "UIKit lets a swipe delete a row of a data source that commits edits (uimodel-port)", """
                \(override)func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    guard tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? true,
                          self.tableView(tableView, editingStyleForRowAt: indexPath) == .delete else { return nil }
                    let title = self.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
                    return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                        self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
                        done(true)
                    }])
                }
                """))
        }
        if own.contains(Self.moveItem), !methods.contains(Self.canMoveItem) {
            adds.append((Self.canMoveItem, "UIKit lets a data source that moves items move them (uimodel-port)",
                         "\(isCollectionController ? "override " : "")func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }"))
        }
        guard !adds.isEmpty else { return node }
        var result = Self.openingBody(node)
        let indentation = (result.memberBlock.members.first?.leadingTrivia.reversed().prefix { $0.isSpaceOrTab }.reversed()).map(Array.init) ?? [.spaces(4)]
        let indent = indentation.reduce("") { text, piece in
            if case .spaces(let n) = piece { return text + String(repeating: " ", count: n) }
            if case .tabs(let n) = piece { return text + String(repeating: "\t", count: n) }
            return text
        }
        for add in adds {
            let source = add.declaration.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
            var parser = Parser(source)
            let decl = DeclSyntax.parse(from: &parser)
            let item = MemberBlockItemSyntax(decl: decl.with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + indentation
                + [.lineComment("// " + add.comment), .newlines(1)] + indentation)))
            result.memberBlock.members.append(item)
            record(node, "\(name) gains \(add.key), as UIKit infers it")
        }
        return result
    }
}
