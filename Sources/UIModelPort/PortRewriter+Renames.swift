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
        if let renamed = RenamedUIKitNames.properties[name], node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id {
            record(node, "\(name) → \(renamed)")
            return ExprSyntax(node.with(\.baseName.tokenKind, .identifier(renamed)))
        }
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

    /// A call of a global function Swift 4.2 turned into a member (`UIEdgeInsetsMake(…)`), or of a
    /// renamed method (`addChildViewController(_:)`, `didMove(toParentViewController:)`); nil otherwise.
    func renamedCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        if let boxed = unboxedValue(node) { return boxed }
        if let sorted = assetDateSortDescriptor(node) { return sorted }
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let text = RenamedUIKitNames.function(name, node.arguments.map { visit($0.expression).trimmedDescription }) {
            record(node, "\(name)(…) → \(text.prefix { $0 != "(" && $0 != "." })…")
            return replacing(node, with: text)
        }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let name: String
        let callee: (String) -> ExprSyntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `addChildViewController(child)` inside the controller, without `self.`.
            name = reference.baseName.text
            callee = { ExprSyntax(reference.with(\.baseName.tokenKind, .identifier($0))) }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            callee = { ExprSyntax(member.with(\.declName.baseName.tokenKind, .identifier($0))) }
        } else {
            return nil
        }
        let key = labels.isEmpty || labels == ["_"] ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
        guard let renamed = RenamedUIKitNames.methods[key] else { return nil }
        record(node, "\(key) → \(renamed.name)")
        var call = node.with(\.calledExpression, callee(renamed.name))
        if let newLabels = renamed.labels {
            call.arguments = LabeledExprListSyntax(zip(call.arguments, newLabels).map { argument, label in
                label == "_" ? argument.with(\.label, nil).with(\.colon, nil)
                    : argument.with(\.label, .identifier(label)).with(\.colon, .colonToken(trailingTrivia: .space))
            })
        }
        return super.visit(call)
    }

    /// `NSValue(caTransform3D: t)` (and `cgPoint:`, `cgSize:`, `cgRect:`, `cgVector:`,
    /// `cgAffineTransform:`) as the value itself: Core Animation's values here (`toValue`, `values`)
    /// take the struct as it is, and Foundation on Linux has no `NSValue` box for a 3D transform or a
    /// vector.
    func unboxedValue(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSValue", node.arguments.count == 1,
              let argument = node.arguments.first, let label = argument.label?.text,
              RenamedUIKitNames.boxedValueLabels.contains(label) else { return nil }
        record(node, "NSValue(\(label):) → the value itself")
        return replacing(node, with: "(\(visit(argument.expression).trimmedDescription))")
    }

    /// Class methods that Swift 4.2 made class properties (`UNNotificationSound.default()` is
    /// `UNNotificationSound.default`).
    static let classMethodsNowProperties: Set<String> = ["UNNotificationSound.default"]

    /// `UNNotificationSound.default()` as today's property; nil for any other call.
    func classPropertyCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.isEmpty, node.trailingClosure == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.trimmedDescription,
              Self.classMethodsNowProperties.contains("\(base).\(member.declName.baseName.text)") else { return nil }
        record(node, "\(base).\(member.declName.baseName.text)() → \(base).\(member.declName.baseName.text)")
        return ExprSyntax(member.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// `type(of: x).description()`: the class method every Objective-C class answers with its
    /// name. Swift on Linux has no such method on a metatype; `String(describing:)` gives the name.
    func classDescription(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
              let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              base.arguments.count == 1, base.arguments.first?.label?.text == "of" else { return nil }
        record(node, "type(of:).description() → String(describing: type(of:))")
        return replacing(node, with: "String(describing: \(visit(base).trimmedDescription))")
    }

    /// A renamed property read (`childViewControllers`), or nil.
    func renamedProperty(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        let name = node.declName.baseName.text
        guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              let renamed = RenamedUIKitNames.properties[name] else { return nil }
        record(node, "\(name) → \(renamed)")
        return super.visit(node.with(\.declName.baseName.tokenKind, .identifier(renamed)))
    }

    /// An override of a renamed method (`override func didMove(toParentViewController parent:)`).
    func renamedOverride(_ node: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              let key = ExtensionMoves.key(of: DeclSyntax(node)), let renamed = RenamedUIKitNames.methods[key],
              let labels = renamed.labels else { return nil }
        record(node, "override \(key) → \(renamed.name)(\(labels.map { "\($0):" }.joined()))")
        var result = node.with(\.name, node.name.with(\.tokenKind, .identifier(renamed.name)))
        result.signature.parameterClause.parameters = FunctionParameterListSyntax(zip(node.signature.parameterClause.parameters, labels).map { p, label in
            // The old label becomes the new one; the parameter's own name stays.
            let internalName = p.secondName ?? p.firstName
            return p.with(\.firstName, .identifier(label, trailingTrivia: .space)).with(\.secondName, internalName.with(\.leadingTrivia, []))
        })
        return result
    }
}

extension PortRewriter {
    /// `NSSortDescriptor(key: "creationDate", ascending: false)` in a file importing Photos:
    /// Foundation on Linux sorts by key path, not by key string, so the descriptor names the
    /// asset's date by its key path (`\PHAsset.creationDate!`).
    func assetDateSortDescriptor(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard importsPhotos, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSSortDescriptor",
              node.arguments.map({ $0.label?.text }) == ["key", "ascending"],
              let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              let key = literal.representedLiteralValue, ["creationDate", "modificationDate"].contains(key),
              let ascending = node.arguments.last?.expression else { return nil }
        record(node, "NSSortDescriptor(key: \"\(key)\", …) → NSSortDescriptor(keyPath: \\PHAsset.\(key)!, …)")
        return replacing(node, with: "NSSortDescriptor(keyPath: \\PHAsset.\(key)!, ascending: \(visit(ascending).trimmedDescription))")
    }
}
