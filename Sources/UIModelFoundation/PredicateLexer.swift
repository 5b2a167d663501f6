import Foundation

/// A token of the predicate format language.
struct PredicateToken {
    enum Kind: Equatable {
        /// A bare identifier; keywords are identifiers compared case-insensitively by the parser.
        case identifier(String)
        /// `#name`: an identifier that is never a keyword.
        case escapedIdentifier(String)
        /// `@count`, `@sum`, ...: a collection operator in a key path.
        case operatorIdentifier(String)
        /// `$name`.
        case variable(String)
        /// A quoted string literal, escapes resolved.
        case string(String)
        /// A numeric literal (`Int`, `UInt64` or `Double`).
        case number(NumericLiteral)
        /// `%@`, `%K`, `%d`, `%f`, `%%`...
        case argument(FormatArgument)
        /// Punctuation and operators, normalized: `=` is `==`, `<>` is `!=`, `=<` is `<=`, `=>` is `>=`.
        case symbol(String)
        case end
    }

    enum NumericLiteral: Equatable {
        case int(Int)
        case uint(UInt64)
        case double(Double)

        var value: Any {
            switch self {
            case .int(let v): return v
            case .uint(let v): return v
            case .double(let v): return v
            }
        }
    }

    enum FormatArgument: Equatable {
        case object, keyPath, integer, double, percent
    }

    var kind: Kind
    /// Offset of the token's first Unicode scalar in the format string.
    var offset: Int
}

/// Splits a predicate format string into tokens.
struct PredicateLexer {
    /// The words that are keywords wherever a key path could start (compared upper-cased).
    static let reservedWords: Set<String> = [
        "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "BETWEEN", "BEGINSWITH", "ENDSWITH",
        "CONTAINS", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE", "SELF", "NIL", "NULL",
        "YES", "NO", "TRUE", "FALSE", "SUBQUERY",
    ]

    private let scalars: [Unicode.Scalar]
    private let format: String
    private var position = 0

    init(_ format: String) {
        self.format = format
        self.scalars = Array(format.unicodeScalars)
    }

    private func fail(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(format: format, reason: reason)
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
        isIdentifierStart(s) || s.properties.numericType != nil
    }

    mutating func tokenize() throws(PredicateFormatError) -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        while true {
            while let s = peek(), s.properties.isWhitespace { position += 1 }
            let start = position
            guard let s = peek() else {
                tokens.append(PredicateToken(kind: .end, offset: start))
                return tokens
            }
            tokens.append(PredicateToken(kind: try next(s), offset: start))
        }
    }

    private mutating func next(_ s: Unicode.Scalar) throws(PredicateFormatError) -> PredicateToken.Kind {
        if Self.isIdentifierStart(s) { return .identifier(readIdentifier()) }
        if s.properties.numericType != nil, ("0"..."9").contains(s) { return .number(try readNumber()) }
        switch s {
        case "\"", "'": return .string(try readString(quote: s))
        case "#", "@", "$":
            let start = position
            position += 1
            guard let first = peek(), Self.isIdentifierStart(first) else {
                throw fail("expected a name after '\(s)' at offset \(start)")
            }
            let name = readIdentifier()
            return s == "#" ? .escapedIdentifier(name) : (s == "@" ? .operatorIdentifier(name) : .variable(name))
        case "%": return .argument(try readArgument())
        default: return .symbol(try readSymbol(s))
        }
    }

    private mutating func readIdentifier() -> String {
        var name = ""
        while let s = peek(), Self.isIdentifierPart(s) {
            name.unicodeScalars.append(s)
            position += 1
        }
        return name
    }

    private mutating func readSymbol(_ s: Unicode.Scalar) throws(PredicateFormatError) -> String {
        let two = String(s) + (peek(1).map { String($0) } ?? "")
        let normalized: [String: String] = ["==": "==", "!=": "!=", "<>": "!=", "<=": "<=", "=<": "<=",
                                            ">=": ">=", "=>": ">=", "&&": "&&", "||": "||"]
        if let symbol = normalized[two] {
            position += 2
            return symbol
        }
        switch s {
        case "=": position += 1; return "=="
        case "(", ")", "{", "}", ",", ".", "[", "]", "<", ">", "!", "-", "+":
            position += 1
            return String(s)
        default:
            throw fail("unexpected character '\(s)' at offset \(position)")
        }
    }

    private mutating func readString(quote: Unicode.Scalar) throws(PredicateFormatError) -> String {
        let start = position
        position += 1
        var text = String.UnicodeScalarView()
        while let s = peek() {
            position += 1
            if s == quote { return String(text) }
            guard s == "\\" else { text.append(s); continue }
            guard let escaped = peek() else { break }
            position += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            default: text.append(escaped)
            }
        }
        throw fail("unterminated string starting at offset \(start)")
    }

    private mutating func readNumber() throws(PredicateFormatError) -> PredicateToken.NumericLiteral {
        let start = position
        if peek() == "0", let radixMark = peek(1), let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][String(radixMark)] {
            position += 2
            var digits = ""
            while let s = peek(), s.properties.isASCIIHexDigit || s == "_" {
                if s != "_" { digits.unicodeScalars.append(s) }
                position += 1
            }
            if let value = Int(digits, radix: radix) { return .int(value) }
            if let value = UInt64(digits, radix: radix) { return .uint(value) }
            throw fail("invalid number at offset \(start)")
        }
        var text = ""
        var isFloat = false
        func digits() { while let s = peek(), ("0"..."9").contains(s) { text.unicodeScalars.append(s); position += 1 } }
        digits()
        if peek() == ".", let after = peek(1), ("0"..."9").contains(after) {
            isFloat = true
            text += "."
            position += 1
            digits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1)
            let hasSign = sign == "+" || sign == "-"
            if let d = peek(hasSign ? 2 : 1), ("0"..."9").contains(d) {
                isFloat = true
                text += "e" + (hasSign ? String(sign!) : "")
                position += hasSign ? 2 : 1
                digits()
            }
        }
        if let s = peek(), Self.isIdentifierStart(s) { throw fail("invalid number at offset \(start)") }
        if !isFloat, let value = Int(text) { return .int(value) }
        if !isFloat, let value = UInt64(text) { return .uint(value) }
        guard let value = Double(text) else { throw fail("invalid number at offset \(start)") }
        return .double(value)
    }

    private mutating func readArgument() throws(PredicateFormatError) -> PredicateToken.FormatArgument {
        let start = position
        position += 1
        while let s = peek(), "hlqLzjt".unicodeScalars.contains(s) { position += 1 }
        guard let conversion = peek() else { throw fail("incomplete format specifier at offset \(start)") }
        position += 1
        switch conversion {
        case "@": return .object
        case "K": return .keyPath
        case "d", "i", "u", "o", "x", "X", "c", "D", "U", "O": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .double
        case "%": return .percent
        default: throw fail("unsupported format specifier '%\(conversion)' at offset \(start)")
        }
    }
}
