import Foundation

extension NSPredicate {
    /// Creates a predicate by parsing `predicateFormat`, substituting `args` for its `%@`, `%K`,
    /// `%d`, `%f`... specifiers in order (see ``PredicateParser``).
    ///
    /// swift-corelibs-foundation does not implement format strings; this initializer parses
    /// them with ``PredicateParser`` and evaluates them with ``PredicateEvaluator``. When the
    /// format cannot be parsed (where Apple's raises an exception), the predicate always
    /// evaluates to `false`, ``formatError`` holds the error and ``PredicateFormatFailures`` is
    /// told. Unlike Apple's, `predicateFormat` of the result reads `BLOCKPREDICATE`: use
    /// ``parsedPredicate`` and its `format` for the text.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// Creates a predicate by parsing `predicateFormat`, substituting the elements of
    /// `arguments` for its format specifiers in order. See ``init(format:_:)``.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let outcome: PredicateRegistry.Outcome
        do {
            outcome = .parsed(try PredicateParser.parse(predicateFormat, arguments: (arguments ?? []).map { $0 }))
        } catch {
            outcome = .failed(error)
        }
        self.init(outcome: outcome)
        if case .failed(let error) = outcome { PredicateFormatFailures.report(error) }
    }

    /// Creates a predicate that evaluates `node`; ``parsedPredicate`` returns it.
    convenience init(node: PredicateNode) {
        self.init(outcome: .parsed(node))
    }

    private convenience init(outcome: PredicateRegistry.Outcome) {
        switch outcome {
        case .parsed(let node):
            let box = SendableNode(node)
            self.init(block: { object, bindings in
                PredicateEvaluator.evaluate(box.node, with: object, variables: bindings ?? [:])
            })
        case .failed:
            self.init(block: { _, _ in false })
        }
        PredicateRegistry.register(self, outcome)
    }

    /// The parsed form of this predicate: the node of a format predicate, the combination of a
    /// compound predicate's subpredicates, `TRUEPREDICATE` / `FALSEPREDICATE` for
    /// `NSPredicate(value:)`; `nil` for block predicates and unparsable formats.
    public var parsedPredicate: PredicateNode? {
        predicateNode(of: self)
    }

    /// The error of a predicate created from a format string that could not be parsed, else `nil`.
    public var formatError: PredicateFormatError? {
        if case .failed(let error) = PredicateRegistry.outcome(of: self) { return error }
        return nil
    }

    /// A copy of the predicate with its `$variables` replaced by the values in `variables`.
    ///
    /// Variables that `variables` does not bind are left in place (Apple's raises for them)
    /// and can still be bound at evaluation time. A predicate without a parsed form (a block
    /// predicate) is wrapped so that `variables` are passed to it as bindings.
    public func withSubstitutionVariables(_ variables: [String: Any]) -> NSPredicate {
        if let node = predicateNode(of: self) {
            return NSPredicate(node: node.substituting(variables))
        }
        let original = self
        return NSPredicate(block: { object, bindings in
            original.evaluate(with: object, substitutionVariables: variables.merging(bindings ?? [:]) { _, new in new })
        })
    }
}

/// Carries a node into the `NSPredicate` block (nodes are immutable once built).
private final class SendableNode: @unchecked Sendable {
    let node: PredicateNode
    init(_ node: PredicateNode) { self.node = node }
}
