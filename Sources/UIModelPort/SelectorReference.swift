import SwiftSyntax

/// What a `#selector(...)` names: `tapped`, `tapped(_:)`, `Self.tapped(_:forEvent:)`.
struct SelectorReference: Equatable {
    /// The method's base name.
    var name: String
    /// The argument labels when the selector spells them (`_` for an unlabelled argument).
    var labels: [String]?
    /// The type the selector names the method of (`CardViewDelegate` in
    /// `#selector(CardViewDelegate.cardViewDidTap(_:))`), when it names one.
    var type: String?

    /// The selector as written, without the type: UIKit's identity of a target-action pair.
    var spelling: String {
        guard let labels else { return name }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The Objective-C selector Swift gives a method: `save` with no parameters, `save:` for
    /// `save(_:)`, `saveWithSender:` for `save(sender:)`, `tap:forEvent:` for `tap(_:forEvent:)`.
    static func objectiveCSelector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The same method named the same way (with or without its type).
    static func == (a: SelectorReference, b: SelectorReference) -> Bool { a.name == b.name && a.labels == b.labels }

    /// Reads `#selector(method)` in its plain forms; nil for anything else (`getter:`, a selector
    /// built from a string, a coerced reference).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        var reference = argument.expression
        if let member = reference.as(MemberAccessExprSyntax.self) {
            type = member.base?.trimmedDescription
            reference = ExprSyntax(member.declName)
        }
        guard let declaration = reference.as(DeclReferenceExprSyntax.self) else { return nil }
        name = declaration.baseName.text
        labels = declaration.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }
}
