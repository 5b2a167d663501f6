import Foundation

/// A script for a scripted run (DESIGN.md's contract): the scene, device and frame rate, and
/// timed events in seconds of virtual time with coordinates in screen points.
public struct Script: Equatable {
    public enum Action: Equatable {
        case tap(CGPoint)
        case down(CGPoint)
        case move(CGPoint)
        case up(CGPoint)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        /// A key by name, and what it does when the scene does not use it.
        case key(String, KeyCommand)
        /// Typed text, for the first responder (a text field).
        case text(String)
        case resize(CGSize)
        case device(DevicePreset)
        case wait(Double)
        case screenshot(String)
        case dump(String)
        case trace(view: String, property: String, until: Double, name: String)
    }

    public struct Event: Equatable {
        public var t: Double
        public var action: Action
        public init(t: Double, action: Action) { self.t = t; self.action = action }
    }

    public var scene: String?
    public var device: DevicePreset?
    public var fps: Double?
    public var events: [Event]

    static let actionKeys = ["tap", "down", "move", "up", "drag", "key", "resize", "device", "wait",
                             "screenshot", "dump", "trace"]
    public static let fpsRange: ClosedRange<Double> = 1...240

    public init(scene: String? = nil, device: DevicePreset? = nil, fps: Double? = nil, events: [Event]) {
        self.scene = scene; self.device = device; self.fps = fps; self.events = events
    }

    /// The last moment anything in the script happens or lasts until.
    public var endTime: Double {
        events.map { e -> Double in
            switch e.action {
            case .drag(_, _, let d): return e.t + d
            case .trace(_, _, let until, _): return max(e.t, until)
            case .wait(let w): return e.t + w
            case .tap: return e.t + ScriptTimeline.tapDuration
            default: return e.t
            }
        }.max() ?? 0
    }

    // MARK: Parsing

    public static func load(path: String) throws -> Script {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SimulatorError.badScript("script error: cannot read \(path)")
        }
        return try parse(data)
    }

    /// Parses and validates the whole script; the error names the event index and the field.
    public static func parse(_ data: Data) throws -> Script {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw SimulatorError.badScript("script error: not valid JSON (\(error.localizedDescription))")
        }
        guard let obj = root as? [String: Any] else { throw fail("the script must be a JSON object") }
        let known: Set<String> = ["scene", "device", "fps", "events"]
        if let extra = obj.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("unknown field '\(extra)' (expected scene, device, fps, events)")
        }
        var script = Script(events: [])
        if let s = obj["scene"] {
            guard let name = s as? String, SceneCatalog.validNames.contains(name) else {
                throw fail("field 'scene' must be one of: \(SceneCatalog.validNames.joined(separator: ", "))")
            }
            script.scene = name
        }
        if let d = obj["device"] { script.device = try device(d, at: "field 'device'") }
        if let f = obj["fps"] {
            guard let fps = number(f), fpsRange.contains(fps) else { throw fail("field 'fps' must be a number from 1 to 240") }
            script.fps = fps
        }
        guard let events = obj["events"] as? [Any] else { throw fail("field 'events' must be an array") }
        for (i, raw) in events.enumerated() {
            script.events.append(try event(raw, index: i))
        }
        return script
    }

    private static func fail(_ message: String) -> SimulatorError { .badScript("script error: " + message) }

    private static func number(_ v: Any) -> Double? {
        // JSON booleans arrive as NSNumber too; their type encoding is "c" (char).
        guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
        let d = n.doubleValue
        return d.isFinite ? d : nil
    }

    private static func point(_ v: Any) -> CGPoint? {
        guard let a = v as? [Any], a.count == 2, let x = number(a[0]), let y = number(a[1]) else { return nil }
        return CGPoint(x: x, y: y)
    }

    private static func device(_ v: Any, at place: String) throws -> DevicePreset {
        guard let name = v as? String, let p = DevicePreset.named(name) else {
            throw fail("\(place) must be one of: \(DevicePreset.validNames.joined(separator: ", "))")
        }
        return p
    }

    private static func fileName(_ v: Any) -> String? {
        guard let s = v as? String, !s.isEmpty, !s.contains("/"), !s.hasPrefix("."), s.count <= 128 else { return nil }
        return s
    }

    private static func event(_ raw: Any, index i: Int) throws -> Event {
        func bad(_ field: String, _ expected: String) -> SimulatorError { fail("event \(i): field '\(field)' \(expected)") }
        guard let e = raw as? [String: Any] else { throw fail("event \(i): must be an object") }
        guard let tv = e["t"] else { throw bad("t", "is missing") }
        guard let t = number(tv), t >= 0 else { throw bad("t", "must be a number of seconds >= 0") }
        let actions = e.keys.filter { $0 != "t" }.sorted()
        guard actions.count == 1, let key = actions.first else {
            throw fail("event \(i): needs exactly one action (\(actionKeys.joined(separator: ", "))), found \(actions.isEmpty ? "none" : actions.joined(separator: ", "))")
        }
        let v = e[key]!
        let pointExpected = "must be [x, y] with finite numbers (screen points)"
        let action: Action
        switch key {
        case "tap": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .tap(p)
        case "down": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .down(p)
        case "move": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .move(p)
        case "up": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .up(p)
        case "drag":
            guard let d = v as? [String: Any] else { throw bad(key, "must be {\"from\": [x, y], \"to\": [x, y], \"duration\": s}") }
            guard let from = d["from"].flatMap(point) else { throw bad("drag.from", pointExpected) }
            guard let to = d["to"].flatMap(point) else { throw bad("drag.to", pointExpected) }
            guard let dur = d["duration"].flatMap(number), dur > 0, dur <= 60 else {
                throw bad("drag.duration", "must be a number of seconds in (0, 60]")
            }
            action = .drag(from: from, to: to, duration: dur)
        case "key":
            guard let name = v as? String, let k = KeyCommand(name: name) else {
                throw bad(key, "must be one of: \(KeyCommand.names.keys.sorted().joined(separator: ", "))")
            }
            action = .key(name.lowercased(), k)
        case "text":
            guard let text = v as? String, !text.isEmpty, text.count <= 10_000 else { throw bad(key, "must be a non-empty string (typed text)") }
            action = .text(text)
        case "resize":
            guard let p = point(v), p.x > 0, p.y > 0 else { throw bad(key, "must be [width, height] in points, both > 0") }
            action = .resize(CGSize(width: p.x, height: p.y))
        case "device": action = .device(try device(v, at: "event \(i): field 'device'"))
        case "wait":
            guard let w = number(v), w >= 0, w <= 600 else { throw bad(key, "must be a number of seconds from 0 to 600") }
            action = .wait(w)
        case "screenshot": guard let n = fileName(v) else { throw bad(key, "must be a file name without '/'") }; action = .screenshot(n)
        case "dump": guard let n = fileName(v) else { throw bad(key, "must be a file name without '/'") }; action = .dump(n)
        case "trace":
            guard let d = v as? [String: Any] else { throw bad(key, "must be {\"view\": id, \"property\": path, \"until\": s}") }
            guard let view = d["view"] as? String, !view.isEmpty else { throw bad("trace.view", "must be an accessibilityIdentifier") }
            guard let prop = d["property"] as? String, ViewProperty.readers[prop] != nil else {
                throw bad("trace.property", "must be one of: \(ViewProperty.names.joined(separator: ", "))")
            }
            guard let until = d["until"].flatMap(number), until >= t, until <= t + 600 else {
                throw bad("trace.until", "must be a time >= t (at most 600 s later)")
            }
            var name = "\(view).\(prop)"
            if let n = d["name"] {
                guard let valid = fileName(n) else { throw bad("trace.name", "must be a file name without '/'") }
                name = valid
            }
            action = .trace(view: view, property: prop, until: until, name: name)
        default:
            throw fail("event \(i): unknown action '\(key)' (expected one of \(actionKeys.joined(separator: ", ")))")
        }
        return Event(t: t, action: action)
    }
}
