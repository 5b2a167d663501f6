import Foundation
import SimulatorRendering

/// A JSON document written with sorted keys and fixed number formatting, so the same state
/// always produces the same bytes.
nonisolated public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Numbers are rounded to this many decimals (hides float noise such as 0.30000000000000004).
    static let decimals = 4

    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let p = pow(10.0, Double(decimals))
        var r = (v * p).rounded() / p
        if r == 0 { r = 0 }  // no "-0"
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let a):
            if a.isEmpty { out += "[]"; return }
            // Arrays of plain values (a frame's four numbers) stay on one line.
            if a.allSatisfy(\.isScalar) {
                out += "["
                for (i, v) in a.enumerated() {
                    if i > 0 { out += ", " }
                    v.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, v) in a.enumerated() {
                out += pad
                v.write(into: &out, indent: indent + 1)
                out += i + 1 < a.count ? ",\n" : "\n"
            }
            out += close + "]"
        case .object(let o):
            if o.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = o.keys.sorted()
            for (i, k) in keys.enumerated() {
                out += pad
                Self.writeString(k, into: &out)
                out += ": "
                o[k]!.write(into: &out, indent: indent + 1)
                out += i + 1 < keys.count ? ",\n" : "\n"
            }
            out += close + "}"
        }
    }

    /// Appends `s` as a JSON string literal.
    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        case .null, .bool, .number, .string: return true
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }
}
