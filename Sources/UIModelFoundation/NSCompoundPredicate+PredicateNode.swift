import Foundation

/// Reads swift-corelibs-foundation's `predicateFormat` without the deprecation warning it
/// carries there (it is only used to tell `NSPredicate(value:)` predicates apart).
private protocol PredicateFormatReading {
    var predicateFormat: String { get }
}

extension NSPredicate: PredicateFormatReading {}

/// The parsed form of any `NSPredicate`.
///
/// - An `NSCompoundPredicate` gives `.and`, `.or` or `.not` of its subpredicates' nodes
///   (`nil` if any subpredicate has none).
/// - A predicate made with `NSPredicate(format:)` (or by `withSubstitutionVariables(_:)` from
///   one) gives its node; one whose format failed to parse gives `nil`.
/// - `NSPredicate(value:)` gives `.constant(value)`.
/// - A block predicate gives `nil`: its closure cannot be inspected.
///
/// `copy()` of a format predicate yields a plain block predicate in swift-corelibs-foundation,
/// so a copy has no parsed form.
public func predicateNode(of predicate: NSPredicate) -> PredicateNode? {
    if let compound = predicate as? NSCompoundPredicate {
        var nodes: [PredicateNode] = []
        for subpredicate in compound.subpredicates {
            guard let node = predicateNode(of: subpredicate) else { return nil }
            nodes.append(node)
        }
        switch compound.compoundPredicateType {
        case .and: return .and(nodes)
        case .or: return .or(nodes)
        case .not: return nodes.first.map { .not($0) }
        @unknown default: return nil
        }
    }
    switch PredicateRegistry.outcome(of: predicate) {
    case .parsed(let node): return node
    case .failed: return nil
    case nil: break
    }
    switch (predicate as any PredicateFormatReading).predicateFormat {
    case "TRUEPREDICATE": return .constant(true)
    case "FALSEPREDICATE": return .constant(false)
    default: return nil
    }
}
