import SwiftParser
import SwiftSyntax

/// UIKit's names from before Swift 4.2 become today's (`UIControlEvents` → `UIControl.Event`,
/// `UIFontWeightBold` → `UIFont.Weight.bold`, `.UIKeyboardWillShow` →
/// `UIResponder.keyboardWillShowNotification`).
extension PortRewriter {
    /// The type's name today, or nil when it was not renamed.
    func renamedType(_ node: IdentifierTypeSyntax) -> TypeSyntax? {
        guard node.genericArgumentClause == nil, let renamed = RenamedUIKitNames.types[node.name.text] else { return nil }
        record(node, "\(node.name.text) → \(renamed)")
        var parser = Parser(renamed)
        return TypeSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The type's or constant's name today, or nil when it was not renamed.
    func renamedReference(_ node: DeclReferenceExprSyntax) -> ExprSyntax? {
        // A member's name (`x.UIControlEvents`) is not the global name.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return nil }
        let name = node.baseName.text
        guard node.argumentNames == nil,
              let renamed = RenamedUIKitNames.types[name] ?? RenamedUIKitNames.constants[name] else { return nil }
        record(node, "\(name) → \(renamed)")
        return replacing(node, with: renamed)
    }

    /// A notification's name today (`.UIKeyboardWillShow`), or nil when it was not renamed.
    func renamedNotification(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        let name = node.declName.baseName.text
        let base = node.base?.trimmedDescription
        guard base == nil || base == "Notification.Name" || base == "NSNotification.Name",
              let renamed = RenamedUIKitNames.notificationMembers[name] else { return nil }
        record(node, "\(node.trimmedDescription) → \(renamed)")
        return replacing(node, with: renamed)
    }
}
