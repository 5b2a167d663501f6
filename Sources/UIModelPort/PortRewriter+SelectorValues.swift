import SwiftParser
import SwiftSyntax

/// Selectors as values. A `#selector` the porter cannot turn into a closure (kept in a variable,
/// passed to a helper, sent up the responder chain with `sendAction(_:to:from:for:)`) becomes a
/// `Selector` of the name the Objective-C runtime gives the method (`save`, `cancel:`,
/// `tappedWithSender:`), and the method goes into the app's dispatch table
/// (`UIModelInterfaceBuilder.swift`), through which UIModel sends it by name.
extension PortRewriter {
    func selectorValue(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        guard let reference = SelectorReference(ExprSyntax(node)) else { return nil }
        let labels: [String]
        if let method = methods.method(for: reference) {
            labels = method.labels
        } else if let spelled = reference.labels {
            labels = spelled  // UIKit's own method (`UIResponder.resignFirstResponder`), as spelled
        } else if reference.type != nil {
            labels = []
        } else {
            return nil
        }
        let name = SelectorReference.objectiveCSelector(name: reference.name, labels: labels)
        let owner = reference.type.flatMap { $0 == "self" || $0 == "Self" ? nil : $0 } ?? enclosingTypeName(of: Syntax(node))
        selectorValues.append((name, owner, node.startLocation(converter: converter).line))
        record(node, "\(node.trimmedDescription) → Selector(\"\(name)\") (sent by name through the app's dispatch table)")
        var parser = Parser("Selector(\"\(name)\")")
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The class (or extended type) the node is written in.
    func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let c = current {
            if let decl = c.as(ClassDeclSyntax.self) { return decl.name.text }
            if let ext = c.as(ExtensionDeclSyntax.self) { return ext.extendedType.trimmedDescription }
            if let decl = c.as(StructDeclSyntax.self) { return decl.name.text }
            current = c.parent
        }
        return nil
    }
}
