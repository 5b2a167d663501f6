import SwiftSyntax

/// Target-action pairs to closures, each in the form UIModel has (UIKit's own closure forms where
/// UIKit has one): controls, gesture recognizers, bar button items, display links, timers,
/// delayed performs and notification observers.
extension PortRewriter {
    /// `node` rewritten when it is a target-action call the porter knows; nil (reported when it
    /// needs the Objective-C runtime) otherwise.
    func portCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let call = CallShape(node)
        let findingCount = findings.count
        if let rewritten = rewriteTargetAction(node, call) ?? respondsCheck(node, call) { return rewritten }
        if !reportedArguments.contains(node.positionAfterSkippingLeadingTrivia) { reportUnportable(node, call) }
        if findings.count > findingCount {
            // Reported with the call: the selectors and key paths in it need no finding of their own.
            reportedArguments.formUnion(call.arguments.map(\.expression.positionAfterSkippingLeadingTrivia))
        }
        return nil
    }

    private func rewriteTargetAction(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        switch (call.name, call.labels) {
        case ("addTarget", ["_", "action", "for"]): return controlAddTarget(node, call)
        case ("removeTarget", ["_", "action", "for"]): return controlRemoveTarget(node, call)
        case ("addTarget", ["_", "action"]): return gestureAddTarget(node, call)
        case (let type, ["target", "action"]) where type.hasSuffix("GestureRecognizer") && call.base == nil:
            return gestureInit(node, call)
        case ("UIBarButtonItem", let labels) where labels.suffix(2) == ["target", "action"]: return barButtonItem(node, call)
        case ("CADisplayLink", ["target", "selector"]): return displayLink(node, call)
        case ("perform", ["_"]), ("perform", ["_", "with"]), ("perform", ["_", "with", "with"]): return perform(node, call)
        case ("perform", ["_", "with", "afterDelay"]): return performAfterDelay(node, call)
        case ("addObserver", ["_", "selector", "name", "object"]): return observer(node, call)
        case ("scheduledTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"]),
             ("Timer", ["timeInterval", "target", "selector", "userInfo", "repeats"]):
            return timer(node, call)
        default: return nil
        }
    }

    // MARK: Controls

    private func controlAddTarget(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        // A selector kept as a value, or a nil target (the responder chain): UIModel's
        // `addTarget(_:action:for:)` sends it by name at run time, and a `#selector` in it
        // becomes a `Selector` value with its method in the app's dispatch table.
        guard SelectorReference(call[1]) != nil, !call[0].is(NilLiteralExprSyntax.self) else { return nil }
        if call[0].trimmedDescription == "self", Self.isInStoredPropertyInitializer(node) {
            // `self` in a stored property's initializer closure is not the instance but the
            // method `NSObject.self`; UIKit finds no such target and sends the action up the
            // responder chain, which a nil target does here too.
            record(node, "addTarget(self, …) in a stored property's initializer → addTarget(nil, …): the responder chain, as on iOS")
            return replacing(node, with: "\(receiver(call))addTarget(nil, action: \(pass(call[1])), for: \(pass(call[2])))")
        }
        guard let (selector, method) = resolve(call[1], in: node, target: call[0]), let target = target(call[0], in: node) else { return nil }
        let closure = ActionClosure(target: target, capture: .weak, method: method, parameter: "action", arguments: [
            .init(expression: "action.sender", type: "Any?"), .init(expression: "action.event", type: "UIEvent?"),
        ])
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        let identifier = Self.actionIdentifier(target: target, selector: selector)
        record(node, "addTarget(_:action:for:) → addAction(UIAction)")
        return replacing(node, with: "\(receiver(call))addAction(UIAction(identifier: UIAction.Identifier(\"\(identifier)\")) \(body), for: \(pass(call[2])))")
    }

    private func controlRemoveTarget(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard let selector = SelectorReference(call[1]), !call[0].is(NilLiteralExprSyntax.self), let target = target(call[0], in: node) else { return nil }
        record(node, "removeTarget(_:action:for:) → removeAction(identifiedBy:for:)")
        let identifier = Self.actionIdentifier(target: target, selector: selector)
        return replacing(node, with: "\(receiver(call))removeAction(identifiedBy: UIAction.Identifier(\"\(identifier)\"), for: \(pass(call[2])))")
    }

    /// Whether `node` is inside the closure that initializes a stored (not lazy) property,
    /// called where it is written (`let button: UIButton = { … }()`), where `self` is not the
    /// instance.
    static func isInStoredPropertyInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let c = current {
            if let closure = c.as(ClosureExprSyntax.self), let called = closure.parent?.as(FunctionCallExprSyntax.self),
               called.calledExpression.id == closure.id, let clause = called.parent?.as(InitializerClauseSyntax.self),
               let variable = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self) {
                let lazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) || $0.name.tokenKind == .keyword(.static) }
                return !lazy && variable.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
            }
            if c.is(FunctionDeclSyntax.self) || c.is(InitializerDeclSyntax.self) || c.is(AccessorBlockSyntax.self) { return false }
            current = c.parent
        }
        return false
    }

    /// The action's identifier: UIKit keeps one entry per target and selector, and UIAction
    /// identifiers are unique per control in the same way.
    static func actionIdentifier(target: ExprSyntax, selector: SelectorReference) -> String {
        let written = target.trimmedDescription
        return written == "self" ? selector.spelling : "\(written).\(selector.spelling)"
    }

    // MARK: Gesture recognizers

    private func gestureInit(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        if call[0].is(NilLiteralExprSyntax.self), call[1].is(NilLiteralExprSyntax.self) {
            record(node, "\(call.name)(target: nil, action: nil) → \(call.name)()")
            return replacing(node, with: "\(call.name)()")
        }
        // A selector kept as a value: UIModel's `init(target:action:)` sends it by name.
        guard SelectorReference(call[1]) != nil else { return nil }
        guard let body = gestureClosure(node, call, recognizer: call.name) else { return nil }
        record(node, "\(call.name)(target:action:) → \(call.name)(handler:)")
        return replacing(node, with: "\(call.name)(handler: \(body))")
    }

    private func gestureAddTarget(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        // A selector kept as a value: UIModel's `addTarget(_:action:)` sends it by name.
        guard SelectorReference(call[1]) != nil else { return nil }
        guard let body = gestureClosure(node, call, recognizer: "UIGestureRecognizer") else { return nil }
        record(node, "addTarget(_:action:) → addTarget(handler)")
        return replacing(node, with: "\(receiver(call))addTarget \(body)")
    }

    private func gestureClosure(_ node: FunctionCallExprSyntax, _ call: CallShape, recognizer: String) -> String? {
        guard let (selector, method) = resolve(call[1], in: node, target: call[0]), let target = target(call[0], in: node) else { return nil }
        let closure = ActionClosure(target: target, capture: .weak, method: method, parameter: "recognizer",
                                    arguments: [.init(expression: "recognizer", type: "UIGestureRecognizer")])
        guard let body = closure.text else { _ = tooManyArguments(node, selector); return nil }
        return body
    }

    // MARK: Bar button items

    private func barButtonItem(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        let count = call.arguments.count
        let kept = call.arguments.dropLast(2).map { argument -> String in
            let label = argument.label?.text == "barButtonSystemItem" ? "systemItem" : argument.label?.text
            return (label.map { "\($0): " } ?? "") + pass(argument.expression)
        }
        // `action: nil` (a space, or an item whose action is set later): no action at all.
        if call[count - 1].is(NilLiteralExprSyntax.self) {
            record(node, "UIBarButtonItem(…target:action: nil) → UIBarButtonItem(…primaryAction: nil)")
            return replacing(node, with: "UIBarButtonItem(\((kept + ["primaryAction: nil"]).joined(separator: ", ")))")
        }
        // A selector kept as a value, or a nil target: UIModel's `target:action:` initializers
        // send it by name at run time.
        guard SelectorReference(call[count - 1]) != nil, !call[count - 2].is(NilLiteralExprSyntax.self) else { return nil }
        guard let (selector, method) = resolve(call[count - 1], in: node, target: call[count - 2]), let target = target(call[count - 2], in: node)
        else { return nil }
        let closure = ActionClosure(target: target, capture: .weak, method: method, parameter: "action",
                                    arguments: [.init(expression: "action.sender", type: "Any?")])
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        record(node, "UIBarButtonItem(…target:action:) → UIBarButtonItem(…primaryAction:)")
        let arguments = kept + ["primaryAction: UIAction \(body)"]
        return replacing(node, with: "UIBarButtonItem(\(arguments.joined(separator: ", ")))")
    }

    // MARK: Display links, timers, performs

    private func displayLink(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard let (selector, method) = resolve(call[1], in: node, target: call[0]), let target = target(call[0], in: node) else { return nil }
        let closure = ActionClosure(target: target, capture: .strong, method: method, parameter: "link",
                                    arguments: [.init(expression: "link", type: "CADisplayLink")])
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        record(node, "CADisplayLink(target:selector:) → CADisplayLink(handler:)")
        return replacing(node, with: "CADisplayLink(handler: \(body))")
    }

    private func timer(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard call[3].is(NilLiteralExprSyntax.self) else {
            report(node, "a timer's userInfo has no block form: capture the value in the closure instead")
            return nil
        }
        guard let (selector, method) = resolve(call[2], in: node, target: call[1]), let target = target(call[1], in: node) else { return nil }
        let closure = ActionClosure(target: target, capture: .strong, method: method, parameter: "timer",
                                    arguments: [.init(expression: "timer", type: "Timer")], assumesMainActor: true)
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        let made = call.name == "Timer" ? "Timer(timeInterval:" : "\(receiver(call))scheduledTimer(withTimeInterval:"
        record(node, "Timer target/selector → the block form")
        return replacing(node, with: "\(made) \(pass(call[0])), repeats: \(pass(call[4]))) \(body)")
    }

    /// `perform(_:)` and `perform(_:with:)` call the method at once, as they do in UIKit.
    private func perform(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard let (selector, method) = resolve(call[0], in: node) else { return nil }
        guard method.types.count <= call.arguments.count - 1 else { return tooManyArguments(node, selector) }
        let passed = method.types.indices.map { index in
            (method.labels[index] == "_" ? "" : "\(method.labels[index]): ") + pass(call[index + 1])
        }
        record(node, "perform(_:) → a direct call")
        return replacing(node, with: "\(call.base == nil ? "self." : receiver(call))\(method.name)(\(passed.joined(separator: ", ")))")
    }

    /// `perform(_:with:afterDelay:)` is a one-shot timer on the main run loop that keeps the
    /// receiver and the argument alive until it fires: so is its replacement.
    private func performAfterDelay(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard let (selector, method) = resolve(call[0], in: node) else { return nil }
        let performer = call.base.map { visit($0) } ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.`self`)))
        let hasArgument = !call[1].is(NilLiteralExprSyntax.self) && !method.types.isEmpty
        let closure = ActionClosure(target: performer, capture: .strong, method: method, parameter: "timer",
                                    arguments: [.init(expression: hasArgument ? "argument" : "nil", type: nil, fromParameter: false)],
                                    captures: hasArgument ? ["argument = \(pass(call[1]))"] : [], assumesMainActor: true)
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        record(node, "perform(_:with:afterDelay:) → Timer.scheduledTimer(withTimeInterval:repeats:)")
        return replacing(node, with: discarded(node) + "Timer.scheduledTimer(withTimeInterval: \(pass(call[2])), repeats: false) \(body)")
    }

    // MARK: Notifications

    private func observer(_ node: FunctionCallExprSyntax, _ call: CallShape) -> ExprSyntax? {
        guard let (selector, method) = resolve(call[1], in: node, target: call[0]), let target = target(call[0], in: node) else { return nil }
        let closure = ActionClosure(target: target, capture: .weak, method: method, parameter: "notification",
                                    arguments: [.init(expression: "notification", type: "Notification")], assumesMainActor: true)
        guard let body = closure.text else { return tooManyArguments(node, selector) }
        rewroteObserver = true
        record(node, "addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:)")
        return replacing(node, with: discarded(node) + "\(receiver(call))addObserver(forName: \(pass(call[2])), object: \(pass(call[3])), queue: nil) \(body)")
    }

    // MARK: Shared

    /// The selector in `expression` and the method it names, or nil (reported) when it is not a
    /// plain `#selector` or names no method declared in the ported files.
    func resolve(_ expression: ExprSyntax, in node: some SyntaxProtocol, target: ExprSyntax? = nil) -> (SelectorReference, MethodSignature)? {
        guard let selector = SelectorReference(expression) else {
            report(node, "\(expression.trimmedDescription) is not a plain #selector(method): left as it was")
            return nil
        }
        // `target: webView, action: #selector(webView.reload)`: a method of the target's own
        // class (a framework's, not declared in the files), named without arguments, takes none.
        if methods.method(for: selector) == nil, let target, let type = selector.type, type == target.trimmedDescription,
           type.first?.isLowercase == true, selector.labels?.isEmpty ?? true {
            return (selector, MethodSignature(name: selector.name, labels: [], types: []))
        }
        guard let method = methods.method(for: selector) else {
            report(node, "#selector(\(selector.spelling)) names no method declared (unambiguously) in the ported files: port the file that declares it in the same run")
            return nil
        }
        return (selector, method)
    }

    /// The target, or nil (reported) for `nil`: the responder chain searches for a method by
    /// name, which needs the Objective-C runtime.
    private func target(_ expression: ExprSyntax, in node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard !expression.is(NilLiteralExprSyntax.self) else {
            report(node, "a nil target sends the action up the responder chain by name: give the object that handles it")
            return nil
        }
        return visit(expression)
    }

    func tooManyArguments(_ node: some SyntaxProtocol, _ selector: SelectorReference) -> ExprSyntax? {
        report(node, "#selector(\(selector.spelling)) takes more arguments than UIKit passes here")
        return nil
    }

    /// "_ = " when `node` is a statement of its own: the block forms return what the selector
    /// forms did not (a timer, an observer token), which Swift warns about unused.
    private func discarded(_ node: FunctionCallExprSyntax) -> String {
        node.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
    }

    /// An argument kept in the rewritten call, itself ported.
    func pass(_ expression: ExprSyntax) -> String { visit(expression).trimmedDescription }

    /// The call's receiver, ported, with its dot (`button.`), or "" for a plain call.
    func receiver(_ call: CallShape) -> String { call.base.map { pass($0) + "." } ?? "" }

    /// Calls the porter cannot rewrite because they need the Objective-C runtime.
    private func reportUnportable(_ node: FunctionCallExprSyntax, _ call: CallShape) {
        switch (call.name, call.labels) {
        case ("responds", ["to"]):
            report(node, "responds(to:) asks the Objective-C runtime, and no type of the app declares the method: check the type (`is`) or call an optional closure instead")
        case ("NSSelectorFromString", _):
            // UIModel's `NSSelectorFromString` names a method of the app's dispatch table, which
            // then holds every method the sources marked `@objc`.
            buildsSelectorsFromStrings = true
        case ("NSClassFromString", _):
            report(node, "\(call.name) builds from a string at run time: name the method or type directly")
        case ("cancelPreviousPerformRequests", _):
            report(node, "cancelPreviousPerformRequests: keep the Timer a ported perform(_:with:afterDelay:) returns and invalidate it")
        case ("addObserver", let labels) where labels.starts(with: ["_", "forKeyPath"]) && (call.base == nil || call.base?.trimmedDescription == "self"):
            // Players, items and web views announce their changes, so observing them by key
            // works; an object of the app's own announces nothing.
            report(node, "key-value observing needs the Objective-C runtime: observe the change another way (didSet, a closure)")
        case ("removeObserver", _) where rewroteObserver:
            report(node, "removeObserver(_:) does not remove block observers: keep the token addObserver(forName:object:queue:using:) returns and remove that")
        default: break
        }
    }
}

/// A call's name, labels and receiver, read once.
struct CallShape {
    /// The called function or type's name (`addTarget`, `UITapGestureRecognizer`).
    var name: String
    /// The argument labels, `_` for none.
    var labels: [String]
    var arguments: [LabeledExprSyntax]
    /// The receiver of a member call (`button` in `button.addTarget`), nil for a plain call.
    var base: ExprSyntax?

    init(_ node: FunctionCallExprSyntax) {
        arguments = Array(node.arguments)
        labels = arguments.map { $0.label?.text ?? "_" }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else {
            name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            base = nil
        }
    }

    subscript(index: Int) -> ExprSyntax { arguments[index].expression }
}

