import Foundation
import SimulatorRendering

/// A pull parser for JSON (RFC 8259) that knows where it is: syntax errors give the line and
/// column, and a caller can walk a large document member by member (a script's events one at a
/// time) without building a tree of the whole of it.
nonisolated struct JSONReader {
    nonisolated struct SyntaxError: Error, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Containers nested deeper than this are an error (bounds the recursion of `readValue`).
    static let maxDepth = 512

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// For each container being walked with `nextMember` / `nextElement`: whether it has had an entry.
    private var started: [Bool] = []

    init(_ data: Data) { bytes = [UInt8](data) }

    /// Whether every byte has been read (an error here means the text was cut short).
    var isAtEnd: Bool { i >= bytes.count }

    /// Where the next value starts (after white space), as line and column (1-based, in bytes).
    mutating func position() -> (line: Int, column: Int) {
        skipSpace()
        return (line, i - lineStart + 1)
    }

    /// Whether the next value starts with `c` (`{` for an object, `[` for an array); consumes nothing.
    mutating func nextValueStarts(with c: Unicode.Scalar) -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: c)
    }

    // MARK: Walking containers

    /// Consumes `{`; then call `nextMember` until it returns nil.
    mutating func beginObject() throws {
        try expect(UInt8(ascii: "{"), "expected '{'")
        started.append(false)
    }

    /// The next member's key (its value is next to read), or nil after the closing `}`.
    mutating func nextMember() throws -> String? {
        guard try nextEntry(close: UInt8(ascii: "}"), "expected ',' or '}' after an object member") else { return nil }
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let key = try readString()
        try expect(UInt8(ascii: ":"), "expected ':' after a member name")
        return key
    }

    /// Consumes `[`; then call `nextElement` until it returns false.
    mutating func beginArray() throws {
        try expect(UInt8(ascii: "["), "expected '['")
        started.append(false)
    }

    /// True when another element follows (read it next); false after the closing `]`.
    mutating func nextElement() throws -> Bool {
        try nextEntry(close: UInt8(ascii: "]"), "expected ',' or ']' after an array element")
    }

    /// Ensures nothing but white space follows the document.
    mutating func end() throws {
        skipSpace()
        if i < bytes.count { throw error("unexpected text after the end of the document") }
    }

    private mutating func nextEntry(close: UInt8, _ message: String) throws -> Bool {
        skipSpace()
        if peek() == close {
            i += 1
            started.removeLast()
            return false
        }
        if started[started.count - 1] {
            guard peek() == UInt8(ascii: ",") else { throw error(i >= bytes.count ? "unexpected end of the file" : message) }
            let comma = error("a trailing ',' is not allowed")
            i += 1
            skipSpace()
            if peek() == close { throw comma }
        }
        started[started.count - 1] = true
        return true
    }

    // MARK: Values

    /// Reads one whole value as a tree.
    mutating func readValue(depth: Int = 0) throws -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        skipSpace()
        guard let c = peek() else { throw error("unexpected end of the file") }
        switch c {
        case UInt8(ascii: "{"):
            try beginObject()
            var members: [String: JSONValue] = [:]
            while let key = try nextMember() { members[key] = try readValue(depth: depth + 1) }
            return .object(members)
        case UInt8(ascii: "["):
            try beginArray()
            var elements: [JSONValue] = []
            while try nextElement() { elements.append(try readValue(depth: depth + 1)) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("unexpected character \(describe(c))")
        }
    }

    private mutating func literal(_ word: String) throws {
        for b in word.utf8 {
            guard peek() == b else { throw error("unexpected character \(peek().map(describe) ?? "at the end"), expected '\(word)'") }
            i += 1
        }
    }

    private mutating func readNumber() throws -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while let c = peek(), c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if peek() == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        guard digits() > 0 else { throw error("expected a digit") }
        if bytes[intStart] == UInt8(ascii: "0"), i - intStart > 1 {
            throw error("a number may not start with 0", at: intStart)
        }
        if peek() == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            i += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text) else { throw error("not a number: \(text)", at: start) }
        return value
    }

    private mutating func readString() throws -> String {
        let open = i
        i += 1  // the opening quote
        var out: [UInt8] = []
        while true {
            guard let c = peek() else { throw error("unterminated string (it starts here)", at: open) }
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek() else { throw error("unterminated string (it starts here)", at: open) }
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"): out += Array(String(try readUnicodeEscape()).utf8)
                default: throw error("invalid escape: a backslash before \(describe(e))", at: i - 2)
                }
            case 0..<0x20:
                throw error("a control character must be escaped in a string", at: i - 1)
            default:
                out.append(c)
            }
        }
    }

    /// After `\u`: four hex digits, and a low surrogate's escape after a high surrogate.
    private mutating func readUnicodeEscape() throws -> Character {
        let start = i - 2
        let high = try hex4()
        var scalar = high
        if (0xD800..<0xDC00).contains(high) {
            guard peek() == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                throw error("a high surrogate must be followed by a low one", at: start)
            }
            i += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate must be followed by a low one", at: start) }
            scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: start) }
        return Character(u)
    }

    private mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek(), let d = Self.hexValue(c) else { throw error("expected four hex digits after \\u") }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: Bytes

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "\n"): i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    private mutating func expect(_ c: UInt8, _ message: String) throws {
        skipSpace()
        guard peek() == c else { throw error(peek() == nil ? "unexpected end of the file" : message) }
        i += 1
    }

    private func describe(_ c: UInt8) -> String {
        c >= 0x20 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format: "0x%02X", c)
    }

    /// An error at byte offset `at` (default: the current position). Strings never span lines
    /// (a raw newline in one is an error), so the line is the current one.
    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(line: line, column: (offset ?? i) - lineStart + 1, message: message)
    }
}
