import Foundation

/// One comparison of a predicate: `lhs op[options] rhs`, optionally quantified with `ANY` or `ALL`.
///
/// This is the model of Foundation's `NSComparisonPredicate`. `NONE` is not a modifier of its
/// own: the parser turns `NONE x op y` into `NOT (ANY x op y)`, as Foundation does, and `SOME`
/// is a synonym of `ANY`.
public struct PredicateComparison: @unchecked Sendable {
    /// The comparison operators of the predicate format language.
    public enum Operator: String, Sendable, CaseIterable {
        /// `==` (also written `=`): equality; numbers compare numerically, `nil` equals only `nil`.
        case equalTo = "=="
        /// `!=` (also written `<>`): the negation of `==`.
        case notEqualTo = "!="
        /// `<`: ordering of numbers, strings, dates.
        case lessThan = "<"
        /// `<=` (also written `=<`).
        case lessThanOrEqualTo = "<="
        /// `>`.
        case greaterThan = ">"
        /// `>=` (also written `=>`).
        case greaterThanOrEqualTo = ">="
        /// `BEGINSWITH`: the left string starts with the right string.
        case beginsWith = "BEGINSWITH"
        /// `ENDSWITH`: the left string ends with the right string.
        case endsWith = "ENDSWITH"
        /// `CONTAINS`: substring of a string, or membership when the left side is a collection.
        case contains = "CONTAINS"
        /// `LIKE`: whole-string match with `*` (any run) and `?` (one character) wildcards.
        case like = "LIKE"
        /// `MATCHES`: whole-string ICU regular expression match.
        case matches = "MATCHES"
        /// `IN`: membership of the left value in the right collection, or substring of the right string.
        case `in` = "IN"
        /// `BETWEEN`: inclusive range test against a two-element collection `{low, high}`.
        case between = "BETWEEN"
    }

    /// How the left side is quantified when it is a collection.
    public enum Modifier: Sendable {
        /// The left value is compared as a whole.
        case direct
        /// `ANY` / `SOME`: true when at least one element of the left collection satisfies the comparison.
        case any
        /// `ALL`: true when every element of the left collection satisfies it (true for an empty collection).
        case all
    }

    /// The string options written in brackets after the operator: `[c]`, `[d]`, `[cd]`, `[n]`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `[c]`: case-insensitive string comparison (case folding).
        public static let caseInsensitive = Options(rawValue: 1)
        /// `[d]`: diacritic-insensitive string comparison (`é` equals `e`).
        public static let diacriticInsensitive = Options(rawValue: 2)
        /// `[n]`: "normalized" strings. Accepted for compatibility; it has no effect here, as
        /// Swift strings already compare by canonical equivalence.
        public static let normalized = Options(rawValue: 4)

        /// The bracketed suffix as Foundation prints it, e.g. `[cd]`, or `""` when empty.
        public var formatSuffix: String {
            var letters = ""
            if contains(.caseInsensitive) { letters += "c" }
            if contains(.diacriticInsensitive) { letters += "d" }
            if contains(.normalized) { letters += "n" }
            return letters.isEmpty ? "" : "[\(letters)]"
        }
    }

    /// The left expression.
    public var lhs: PredicateOperand
    /// The right expression.
    public var rhs: PredicateOperand
    /// The operator.
    public var op: Operator
    /// The quantifier applied to the left side.
    public var modifier: Modifier
    /// The string options.
    public var options: Options

    /// Creates a comparison.
    public init(lhs: PredicateOperand, op: Operator, rhs: PredicateOperand,
                modifier: Modifier = .direct, options: Options = []) {
        self.lhs = lhs
        self.rhs = rhs
        self.op = op
        self.modifier = modifier
        self.options = options
    }

    /// Foundation's `predicateFormat` text of this comparison, e.g. `ANY tags.name ==[c] "x"`.
    public var format: String {
        let prefix: String
        switch modifier {
        case .direct: prefix = ""
        case .any: prefix = "ANY "
        case .all: prefix = "ALL "
        }
        return "\(prefix)\(lhs.format) \(op.rawValue)\(options.formatSuffix) \(rhs.format)"
    }
}
