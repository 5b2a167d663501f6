import Foundation
import SimulatorRendering

extension Script {
    /// The script as JSON in the documented script format, one event a line. Numbers are written in their
    /// shortest exact form, so parsing the text gives back this script exactly (a replay of a
    /// fuzzer's script, say, runs the very same frames).
    public func json() -> String {
        var event = 0, frame = 0
        let lines = lines(fromEvent: &event, frame: &frame).map { "  " + $0 }
        return headerJSON() + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// The JSON lines of the events from index `event` on, each after a `frames` line with the
    /// frame times from index `frame` up to its time (a recording's order), then a line with the
    /// frame times left; moves both indices past what it wrote. The recorder writes a session
    /// as it goes with this, `json()` a whole script.
    func lines(fromEvent event: inout Int, frame: inout Int) -> [String] {
        var lines: [String] = []
        func framesLine(upTo t: Double) {
            let end = frameTimes[frame...].firstIndex { $0 > t } ?? frameTimes.count
            guard end > frame else { return }
            lines.append(Self.framesJSON(frameTimes[frame..<end]))
            frame = end
        }
        for e in events[event...] {
            framesLine(upTo: e.t)
            lines.append(Self.json(e))
        }
        event = events.count
        framesLine(upTo: .infinity)
        return lines
    }

    /// The script up to the opening of its events array and a line break: the header fields.
    func headerJSON() -> String {
        var header: [String] = []
        if isRecording { header.append("\"recorded\": true") }
        if let scene { header.append("\"scene\": \(Self.quote(scene))") }
        if let device { header.append("\"device\": \(Self.quote(device.fullName))") }
        if let fps { header.append("\"fps\": \(Self.number(fps))") }
        return "{" + (header + ["\"events\": [\n"]).joined(separator: ", ")
    }

    /// One event as a JSON object on one line.
    public static func json(_ e: Event) -> String {
        let value: String
        switch e.action {
        case .tap(let p): value = "\"tap\": \(point(p))"
        case .longPress(let p): value = "\"longPress\": \(point(p))"
        case .down(let p, let f): value = "\"down\": \(point(p))" + finger(f)
        case .move(let p, let f): value = "\"move\": \(point(p))" + finger(f)
        case .up(let p, let f): value = "\"up\": \(point(p))" + finger(f)
        case .cancelTouches: value = "\"cancel\": true"
        case .hover(let p): value = "\"hover\": " + (p.map(point) ?? "false")
        case .drag(let from, let to, let d):
            value = "\"drag\": {\"from\": \(point(from)), \"to\": \(point(to)), \"duration\": \(number(d))}"
        case .pinch(let at, let from, let to, let d):
            value = "\"pinch\": {\"at\": \(point(at)), \"from\": \(number(Double(from))), \"to\": \(number(Double(to))), \"duration\": \(number(d))}"
        case .scroll(let at, let by):
            value = "\"scroll\": {\"at\": \(point(at)), \"by\": \(point(CGPoint(x: by.dx, y: by.dy)))}"
        case .key(let name, _): value = "\"key\": \(quote(name))"
        case .text(let s): value = "\"text\": \(quote(s))"
        case .clipboard(let s): value = "\"clipboard\": \(quote(s))"
        case .location(let fix):
            value = fix.map { f in
                "\"location\": [\(number(f.latitude)), \(number(f.longitude))\(f.altitude == 0 ? "" : ", \(number(f.altitude))")]"
            } ?? "\"location\": \"none\""
        case .resize(let s): value = "\"resize\": [\(number(Double(s.width))), \(number(Double(s.height)))]"
        case .device(let d): value = "\"device\": \(quote(d.fullName))"
        case .wait(let w): value = "\"wait\": \(number(w))"
        case .screenshot(let n): value = "\"screenshot\": \(quote(n))"
        case .dump(let n): value = "\"dump\": \(quote(n))"
        case .video(let name, let until): value = "\"video\": {\"name\": \(quote(name)), \"until\": \(number(until))}"
        case .trace(let v, let p, let until, let n):
            value = "\"trace\": {\"view\": \(quote(v)), \"property\": \(quote(p)), \"until\": \(number(until)), \"name\": \(quote(n))}"
        }
        return "{\"t\": \(number(e.t)), \(value)}"
    }

    /// A recording's frame times as one event: `{"t": last, "frames": [...]}`.
    static func framesJSON(_ times: ArraySlice<Double>) -> String {
        "{\"t\": \(number(times.last ?? 0)), \"frames\": [\(times.map(number).joined(separator: ", "))]}"
    }

    /// A finger other than the first, counted from 1 as the JSON has it.
    private static func finger(_ f: Int) -> String { f == 0 ? "" : ", \"finger\": \(f + 1)" }

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
