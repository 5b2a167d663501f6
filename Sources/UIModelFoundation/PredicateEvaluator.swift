import Foundation

/// Evaluates parsed predicates against objects, with Foundation's in-memory semantics.
///
/// Values are read with ``KeyValueReading`` and compared with ``ValueComparison``:
/// - `==` / `!=` compare numbers numerically across types, strings (with `[c]` / `[d]`),
///   `nil`, dates, UUIDs, URLs, data and any `Hashable` value;
/// - `<` `<=` `>` `>=` order numbers, strings and dates; incomparable values are false;
/// - `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES` need two strings (otherwise false); `MATCHES`
///   is a whole-string ICU regular expression and an invalid pattern is false;
/// - `CONTAINS` is a substring test on strings and membership on collections;
/// - `IN` is membership in a collection (a dictionary's values) or a substring of a string;
/// - `BETWEEN` is an inclusive test against a two-element collection;
/// - `ANY` / `ALL` quantify over the elements of a to-many left side (a single value counts as
///   one element, `nil` as none).
///
/// Where Apple's implementation raises an exception (an unknown key, a missing variable, an
/// operator applied to the wrong types), evaluation here reads `nil` or answers `false`.
public enum PredicateEvaluator {
    /// Whether `node` holds for `object`, with `$variables` bound from `variables`.
    public static func evaluate(_ node: PredicateNode, with object: Any?, variables: [String: Any]) -> Bool {
        switch node {
        case .constant(let value):
            return value
        case .and(let nodes):
            return nodes.allSatisfy { evaluate($0, with: object, variables: variables) }
        case .or(let nodes):
            return nodes.contains { evaluate($0, with: object, variables: variables) }
        case .not(let inner):
            return !evaluate(inner, with: object, variables: variables)
        case .comparison(let comparison):
            return evaluate(comparison, with: object, variables: variables)
        }
    }

    /// Whether one comparison holds for `object`.
    public static func evaluate(_ comparison: PredicateComparison, with object: Any?, variables: [String: Any]) -> Bool {
        let lhs = value(of: comparison.lhs, with: object, variables: variables)
        let rhs = value(of: comparison.rhs, with: object, variables: variables)
        switch comparison.modifier {
        case .direct:
            return apply(comparison.op, lhs, rhs, comparison.options)
        case .any, .all:
            let elements: [Any] = lhs.map { PredicateValues.elements(of: $0) ?? [$0] } ?? []
            let test = { (element: Any) in apply(comparison.op, element, rhs, comparison.options) }
            return comparison.modifier == .any ? elements.contains(where: test) : elements.allSatisfy(test)
        }
    }

    /// The value of `expression` for `object`: `nil` for a missing key or unbound variable.
    /// A `SUBQUERY` yields the array of matching elements; an aggregate an array of its values.
    public static func value(of expression: PredicateOperand, with object: Any?, variables: [String: Any]) -> Any? {
        switch expression {
        case .evaluatedObject:
            return PredicateValues.flatten(object)
        case .keyPath(let path):
            return KeyValueReading.value(of: object, forKeyPath: path)
        case .member(let base, let path):
            return KeyValueReading.value(of: value(of: base, with: object, variables: variables), forKeyPath: path)
        case .constant(let value):
            return PredicateValues.flatten(value)
        case .variable(let name):
            return PredicateValues.flatten(variables[name])
        case .aggregate(let items):
            return items.map { value(of: $0, with: object, variables: variables) ?? NSNull() }
        case .subquery(let collection, let variable, let predicate):
            guard let source = value(of: collection, with: object, variables: variables) else { return [Any]() }
            let elements = PredicateValues.elements(of: source) ?? [source]
            var scope = variables
            return elements.filter { element in
                scope[variable] = element
                return evaluate(predicate, with: object, variables: scope)
            }
        }
    }

    static func apply(_ op: PredicateComparison.Operator, _ lhs: Any?, _ rhs: Any?,
                      _ options: PredicateComparison.Options) -> Bool {
        let lhs = PredicateValues.flatten(lhs), rhs = PredicateValues.flatten(rhs)
        switch op {
        case .equalTo:
            return ValueComparison.equal(lhs, rhs, options: options)
        case .notEqualTo:
            return !ValueComparison.equal(lhs, rhs, options: options)
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard lhs != nil, rhs != nil, let order = ValueComparison.compare(lhs, rhs, options: options) else { return false }
            switch op {
            case .lessThan: return order == .orderedAscending
            case .lessThanOrEqualTo: return order != .orderedDescending
            case .greaterThan: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith, .endsWith, .like, .matches:
            guard let l = lhs.flatMap(PredicateValues.string), let r = rhs.flatMap(PredicateValues.string) else { return false }
            switch op {
            case .beginsWith: return PredicateStringMatching.beginsWith(l, r, options)
            case .endsWith: return PredicateStringMatching.endsWith(l, r, options)
            case .like: return PredicateStringMatching.like(l, r, options)
            default: return PredicateStringMatching.matches(l, r, options)
            }
        case .contains:
            return contains(lhs, rhs, options)
        case .in:
            return contains(rhs, lhs, options)
        case .between:
            guard let rhs, let bounds = PredicateValues.elements(of: rhs), bounds.count == 2, lhs != nil,
                  let low = ValueComparison.compare(lhs, bounds[0], options: options),
                  let high = ValueComparison.compare(lhs, bounds[1], options: options) else { return false }
            return low != .orderedAscending && high != .orderedDescending
        }
    }

    /// `container CONTAINS element`: substring for two strings, membership for a collection or
    /// a dictionary's values.
    static func contains(_ container: Any?, _ element: Any?, _ options: PredicateComparison.Options) -> Bool {
        guard let container else { return false }
        if let string = PredicateValues.string(container) {
            guard let part = element.flatMap(PredicateValues.string) else { return false }
            return PredicateStringMatching.contains(string, part, options)
        }
        let members = PredicateValues.elements(of: container) ?? PredicateValues.dictionary(container).map { Array($0.values) }
        guard let members else { return false }
        return members.contains { ValueComparison.equal($0, element, options: options) }
    }
}
