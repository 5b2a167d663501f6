import Foundation
import SwiftSyntax

/// Builds the closure that replaces a target-action pair: it captures the target as UIKit held
/// it (weakly for controls, gestures, bar items and notification observers; strongly for display
/// links, timers and delayed performs) and calls the selector's method with the arguments its
/// signature takes, cast from what the closure receives to the types the method declares.
struct ActionClosure {
    /// A value the closure can pass on: its expression inside the closure and its static type
    /// there (nil when unknown, passed as it is).
    struct Argument {
        var expression: String
        var type: String?
        /// Whether it comes from the closure's parameter (else from a capture).
        var fromParameter = true
    }

    enum Capture { case weak, strong }

    /// The target expression as written (`self`, `viewModel`, `self.coordinator`).
    var target: ExprSyntax
    var capture: Capture
    var method: MethodSignature
    /// The closure's parameter name (`action`, `recognizer`, `link`, ...).
    var parameter: String
    /// What the closure can pass, in UIKit's order (sender then event; the timer; ...).
    var arguments: [Argument]
    /// Further captures (`argument = value`).
    var captures: [String] = []
    /// Whether the closure is `@Sendable` and not isolated (a timer's, a notification
    /// observer's) while the method is the main actor's, as a UIKit class's methods are: the
    /// call is then made in `MainActor.assumeIsolated`. Selectors reach such methods on the main
    /// thread (the main run loop's timers, notifications posted there), and Swift 6 checks that
    /// they do.
    var assumesMainActor = false

    /// Nil when the method takes more arguments than UIKit passes to such a selector.
    var text: String? {
        guard method.types.count <= arguments.count else { return nil }
        let (captureList, receiver) = captureAndReceiver
        var passed: [String] = []
        for (index, type) in method.types.enumerated() {
            let value = Self.convert(arguments[index], to: type)
            let label = method.labels[index]
            passed.append(label == "_" ? value : "\(label): \(value)")
        }
        let direct = "\(receiver).\(method.name)(\(passed.joined(separator: ", ")))"
        let usesParameter = method.types.indices.contains { arguments[$0].fromParameter }
        let header = usesParameter ? "\(parameter) in" : "_ in"
        // The timer or notification is not Sendable; it stays on the main thread it arrived on,
        // which `assumeIsolated` checks, so handing it to the main actor races with nothing.
        let handOver = usesParameter ? "nonisolated(unsafe) let \(parameter) = \(parameter); " : ""
        let call = assumesMainActor ? "\(handOver)MainActor.assumeIsolated { \(direct) }" : direct
        return "{ [\(([captureList] + captures).joined(separator: ", "))] \(header) \(call) }"
    }

    /// The capture list and how the body names the target.
    private var captureAndReceiver: (String, String) {
        let written = target.trimmedDescription
        let isPlainName = target.is(DeclReferenceExprSyntax.self) || written == "self"
        switch (capture, isPlainName) {
        case (.weak, true): return ("weak \(written)", "\(written)?")
        case (.strong, true): return (written, written)
        case (.weak, false): return ("weak target = \(written)", "target?")
        case (.strong, false): return ("target = \(written)", "target")
        }
    }

    /// `value` as the method's declared parameter type: passed as it is when the types agree,
    /// else cast the way UIKit's untyped sender reaches a typed parameter.
    static func convert(_ value: Argument, to declared: String) -> String {
        let expression = value.expression
        guard let type = value.type else { return expression }
        let declared = declared.replacingOccurrences(of: " ", with: "")
        let isOptional = declared.hasSuffix("?") || declared.hasSuffix("!")
        let wrapped = isOptional ? String(declared.dropLast()) : declared
        if declared == "NSNotification", type == "Notification" {
            return "NSNotification(name: \(expression).name, object: \(expression).object, userInfo: \(expression).userInfo)"
        }
        if type.hasSuffix("?") {
            if declared == type { return expression }
            if declared == "Any" || declared == "AnyObject" || declared == "AnyObject?" { return "\(expression) as \(declared)" }
            // UIKit passes a nil event to selectors when actions are sent without one.
            if declared == "UIEvent", type == "UIEvent?" { return "\(expression) ?? UIEvent()" }
            if declared == String(type.dropLast()) { return "\(expression)!" }
            return isOptional ? "\(expression) as? \(wrapped)" : "\(expression) as! \(declared)"
        }
        if wrapped == type || wrapped == "Any" || wrapped == "AnyObject" { return expression }
        return isOptional ? "\(expression) as? \(wrapped)" : "\(expression) as! \(declared)"
    }
}
