import Foundation

extension Script {
    /// The script as JSON in the README's format, one event a line. Numbers are written in their
    /// shortest exact form, so parsing the text gives back this script exactly (a replay of a
    /// fuzzer's script, say, runs the very same frames).
    public func json() -> String {
        var header: [String] = []
        if let scene { header.append("\"scene\": \(Self.quote(scene))") }
        if let device { header.append("\"device\": \(Self.quote(device.fullName))") }
        if let fps { header.append("\"fps\": \(Self.number(fps))") }
        let lines = events.map { "  " + Self.json($0) }
        return "{" + (header + ["\"events\": [\n" + lines.joined(separator: ",\n") + "\n]"]).joined(separator: ", ") + "}\n"
    }

    /// One event as a JSON object on one line.
    public static func json(_ e: Event) -> String {
        let value: String
        switch e.action {
        case .tap(let p): value = "\"tap\": \(point(p))"
        case .down(let p): value = "\"down\": \(point(p))"
        case .move(let p): value = "\"move\": \(point(p))"
        case .up(let p): value = "\"up\": \(point(p))"
        case .drag(let from, let to, let d):
            value = "\"drag\": {\"from\": \(point(from)), \"to\": \(point(to)), \"duration\": \(number(d))}"
        case .pinch(let at, let from, let to, let d):
            value = "\"pinch\": {\"at\": \(point(at)), \"from\": \(number(Double(from))), \"to\": \(number(Double(to))), \"duration\": \(number(d))}"
        case .scroll(let at, let by):
            value = "\"scroll\": {\"at\": \(point(at)), \"by\": \(point(CGPoint(x: by.dx, y: by.dy)))}"
        case .key(let name, _): value = "\"key\": \(quote(name))"
        case .text(let s): value = "\"text\": \(quote(s))"
        case .resize(let s): value = "\"resize\": [\(number(Double(s.width))), \(number(Double(s.height)))]"
        case .device(let d): value = "\"device\": \(quote(d.fullName))"
        case .wait(let w): value = "\"wait\": \(number(w))"
        case .screenshot(let n): value = "\"screenshot\": \(quote(n))"
        case .dump(let n): value = "\"dump\": \(quote(n))"
        case .trace(let v, let p, let until, let n):
            value = "\"trace\": {\"view\": \(quote(v)), \"property\": \(quote(p)), \"until\": \(number(until)), \"name\": \(quote(n))}"
        }
        return "{\"t\": \(number(e.t)), \(value)}"
    }

    private static func point(_ p: CGPoint) -> String { "[\(number(Double(p.x))), \(number(Double(p.y)))]" }

    /// Integers without a fraction, others in Swift's shortest round-trip form ("0.15", "1e+308").
    private static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    private static func quote(_ s: String) -> String {
        var out = ""
        JSONValue.writeString(s, into: &out)
        return out
    }
}
