import Foundation

/// Parses Apple's predicate format language (the language of `NSPredicate(format:)`) into a
/// ``PredicateNode``.
///
/// The grammar, with keywords case-insensitive:
/// - compound predicates: `OR` / `||` (loosest), `AND` / `&&`, `NOT` / `!`, parentheses,
///   `TRUEPREDICATE`, `FALSEPREDICATE`;
/// - comparisons: `[ANY|SOME|ALL|NONE] lhs op[cdn] rhs` with `op` one of `==` `=` `!=` `<>` `<`
///   `<=` `=<` `>` `>=` `=>` `BEGINSWITH` `ENDSWITH` `CONTAINS` `LIKE` `MATCHES` `IN` `BETWEEN`;
///   `NONE` is parsed as `NOT ANY`;
/// - expressions: key paths (`folder.name`, `items.@count`, `#escaped` reserved words), `SELF`,
///   `NIL` / `NULL`, `YES` / `TRUE` / `NO` / `FALSE`, quoted strings (`'...'` or `"..."` with
///   backslash escapes), integers (decimal, `0x`, `0o`, `0b`), floats, `$variables`,
///   `{a, b}` aggregates, `SUBQUERY(collection, $x, predicate)`, and
///   `CAST(value, "NSDate" | "NSNumber" | "NSString" | "NSUUID" | "NSURL")` of constants;
/// - format arguments, consumed in order: `%@` (an object: a string becomes a string constant,
///   an array or set a collection constant of type `[Any]`, `nil` or `NSNull` becomes `NIL`),
///   `%K` (a key path string), `%d %i %ld %lld %lu %u %hd ...` (integers), `%f %lf %g ...`
///   (doubles) and `%%` (the string constant `"%"`).
///
/// Arithmetic and `FUNCTION(...)` expressions are not supported. Parsing never traps: any
/// malformed input, too few arguments, or nesting deeper than ``maximumDepth`` throws a
/// ``PredicateFormatError``.
public enum PredicateParser {
    /// The deepest nesting of parentheses, `NOT`s, aggregates and subqueries accepted.
    public static let maximumDepth = 200

    /// Parses `format`, substituting `arguments` for its format specifiers in order.
    /// - Throws: ``PredicateFormatError`` when the format is malformed or arguments are missing.
    public static func parse(_ format: String, arguments: [Any?]) throws(PredicateFormatError) -> PredicateNode {
        var lexer = PredicateLexer(format)
        let tokens = try lexer.tokenize()
        var state = PredicateParserState(format: format, tokens: tokens, arguments: arguments)
        let node = try state.parsePredicate()
        guard case .end = state.current.kind else { throw state.unexpected() }
        return node
    }
}

/// The cursor of one parse: tokens, arguments consumed so far and the current nesting depth.
struct PredicateParserState {
    let format: String
    let tokens: [PredicateToken]
    let arguments: [Any?]
    var index = 0
    var argumentIndex = 0
    var depth = 0

    init(format: String, tokens: [PredicateToken], arguments: [Any?]) {
        self.format = format
        self.tokens = tokens
        self.arguments = arguments
    }

    var current: PredicateToken { tokens[min(index, tokens.count - 1)] }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func fail(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(format: format, reason: reason)
    }

    func unexpected() -> PredicateFormatError {
        let token = current
        switch token.kind {
        case .end: return fail("unexpected end of input at offset \(token.offset)")
        case .identifier(let name), .escapedIdentifier(let name): return fail("unexpected '\(name)' at offset \(token.offset)")
        case .operatorIdentifier(let name): return fail("unexpected '@\(name)' at offset \(token.offset)")
        case .variable(let name): return fail("unexpected '$\(name)' at offset \(token.offset)")
        case .symbol(let symbol): return fail("unexpected '\(symbol)' at offset \(token.offset)")
        case .string, .number, .argument: return fail("unexpected value at offset \(token.offset)")
        }
    }

    mutating func enter() throws(PredicateFormatError) {
        depth += 1
        if depth > PredicateParser.maximumDepth {
            throw fail("nesting deeper than \(PredicateParser.maximumDepth) at offset \(current.offset)")
        }
    }

    func isKeyword(_ word: String) -> Bool {
        if case .identifier(let name) = current.kind { return name.uppercased() == word }
        return false
    }

    func isSymbol(_ symbol: String) -> Bool {
        current.kind == .symbol(symbol)
    }

    mutating func expect(_ symbol: String) throws(PredicateFormatError) {
        guard isSymbol(symbol) else { throw unexpected() }
        advance()
    }

    // MARK: Predicates

    mutating func parsePredicate() throws(PredicateFormatError) -> PredicateNode {
        var nodes = [try parseConjunction()]
        while isKeyword("OR") || isSymbol("||") {
            advance()
            nodes.append(try parseConjunction())
        }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    mutating func parseConjunction() throws(PredicateFormatError) -> PredicateNode {
        var nodes = [try parseNegation()]
        while isKeyword("AND") || isSymbol("&&") {
            advance()
            nodes.append(try parseNegation())
        }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    mutating func parseNegation() throws(PredicateFormatError) -> PredicateNode {
        guard isKeyword("NOT") || isSymbol("!") else { return try parsePrimaryPredicate() }
        advance()
        try enter()
        defer { depth -= 1 }
        return .not(try parseNegation())
    }

    mutating func parsePrimaryPredicate() throws(PredicateFormatError) -> PredicateNode {
        if isSymbol("(") {
            advance()
            try enter()
            defer { depth -= 1 }
            let node = try parsePredicate()
            try expect(")")
            return node
        }
        if isKeyword("TRUEPREDICATE") { advance(); return .constant(true) }
        if isKeyword("FALSEPREDICATE") { advance(); return .constant(false) }
        return try parseComparison()
    }

    mutating func parseComparison() throws(PredicateFormatError) -> PredicateNode {
        var modifier = PredicateComparison.Modifier.direct
        var negated = false
        if isKeyword("ANY") || isKeyword("SOME") {
            modifier = .any
        } else if isKeyword("ALL") {
            modifier = .all
        } else if isKeyword("NONE") {
            modifier = .any
            negated = true
        }
        if modifier != .direct { advance() }
        let lhs = try parseExpression()
        let (op, options) = try parseOperator()
        let rhs = try parseExpression()
        let node = PredicateNode.comparison(
            PredicateComparison(lhs: lhs, op: op, rhs: rhs, modifier: modifier, options: options))
        return negated ? .not(node) : node
    }

    mutating func parseOperator() throws(PredicateFormatError) -> (PredicateComparison.Operator, PredicateComparison.Options) {
        let op: PredicateComparison.Operator
        switch current.kind {
        case .symbol(let symbol):
            guard let match = PredicateComparison.Operator(rawValue: symbol) else {
                throw fail("expected a comparison operator at offset \(current.offset)")
            }
            op = match
        case .identifier(let word):
            let upper = word.uppercased()
            guard let match = PredicateComparison.Operator(rawValue: upper), upper.first?.isLetter == true else {
                throw fail("expected a comparison operator at offset \(current.offset)")
            }
            op = match
        case .end:
            throw unexpected()
        default:
            throw fail("expected a comparison operator at offset \(current.offset)")
        }
        advance()
        var options: PredicateComparison.Options = []
        if isSymbol("[") {
            advance()
            guard case .identifier(let letters) = current.kind else {
                throw fail("expected comparison options at offset \(current.offset)")
            }
            for letter in letters.lowercased() {
                switch letter {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                case "n": options.insert(.normalized)
                default: throw fail("unknown comparison option '\(letter)' at offset \(current.offset)")
                }
            }
            advance()
            try expect("]")
        }
        return (op, options)
    }
}
