import SwiftSyntax

/// A target and action set as properties in one block (`item.target = self` and
/// `item.action = #selector(tapped)`): among UIKit's classes only `UIBarButtonItem` has both as
/// settable properties, and its closure form is `primaryAction` (iOS 14). The action's line
/// becomes `item.primaryAction = UIAction { … }`, calling the method as the selector did, and the
/// target's line goes.
extension PortRewriter {
    /// A pair found in a block: the target's statement and what the action's assignment becomes.
    struct BarItemAction {
        var target: ExprSyntax
        var selector: SelectorReference
        var method: MethodSignature
    }

    /// Pairs the block's `X.target = T` and `X.action = #selector(m)` statements (the same `X`),
    /// remembering each action's assignment by its position for `barItemAction(_:)`; returns the
    /// indices of the target statements, which the block drops.
    func pairBarItemActions(_ node: CodeBlockItemListSyntax) -> Set<Int> {
        var targets: [String: (index: Int, value: ExprSyntax)] = [:]
        var actions: [(sequence: SequenceExprSyntax, base: String, value: ExprSyntax)] = []
        for (index, item) in node.enumerated() {
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
                  let (base, property, value) = Self.propertyAssignment(sequence) else { continue }
            if property == "target", !value.is(NilLiteralExprSyntax.self) { targets[base] = (index, value) }
            if property == "action", SelectorReference(value) != nil { actions.append((sequence, base, value)) }
        }
        var dropped: Set<Int> = []
        for action in actions {
            guard let target = targets[action.base] else { continue }
            guard let (selector, method) = resolve(action.value, in: action.sequence, target: target.value) else {
                reportedArguments.insert(action.value.positionAfterSkippingLeadingTrivia)
                continue
            }
            pendingBarItemActions[action.sequence.positionAfterSkippingLeadingTrivia] = BarItemAction(target: target.value, selector: selector, method: method)
            dropped.insert(target.index)
        }
        return dropped
    }

    /// The action's assignment of a pair, as `X.primaryAction = UIAction { … }`; nil for any other
    /// sequence.
    func barItemAction(_ node: SequenceExprSyntax) -> ExprSyntax? {
        guard let pair = pendingBarItemActions.removeValue(forKey: node.positionAfterSkippingLeadingTrivia),
              let member = node.elements.first?.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let closure = ActionClosure(target: visit(pair.target), capture: .weak, method: pair.method, parameter: "action",
                                    arguments: [.init(expression: "action.sender", type: "Any?")])
        guard let body = closure.text else { return tooManyArguments(node, pair.selector) }
        record(node, "target = …; action = #selector(…) → primaryAction = UIAction")
        return replacing(node, with: "\(pass(base)).primaryAction = UIAction \(body)")
    }

    /// `X.property = value` as its parts (`X` as written), or nil.
    private static func propertyAssignment(_ sequence: SequenceExprSyntax) -> (base: String, property: String, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return (base.trimmedDescription, member.declName.baseName.text, elements[2])
    }
}
