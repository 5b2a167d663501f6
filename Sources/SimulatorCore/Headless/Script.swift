import Foundation
import UIModel
import SimulatorRendering

/// A script for a scripted run (the "Scripts" section of SimulatorKit's "Scripts and the command
/// line" article is its contract): the scene, device and frame rate, and timed events in seconds
/// of virtual time with coordinates in screen points.
public struct Script: Equatable {
    public enum Action: Equatable {
        case tap(CGPoint)
        /// A finger held still for `ScriptTimeline.longPressDuration` (long enough for a long
        /// press and a context menu), then lifted.
        case longPress(CGPoint)
        /// A finger lands, moves or lifts; `finger` from 0 (the mouse's) to 4: a recording's
        /// Option-drag moves two ("finger": 2 in JSON counts from 1).
        case down(CGPoint, finger: Int = 0)
        case move(CGPoint, finger: Int = 0)
        case up(CGPoint, finger: Int = 0)
        /// Every finger down is cancelled (the pointer left the window, or it lost focus).
        case cancelTouches
        /// The pointer (the mouse with no button down) moves over a point, for hover gesture
        /// recognizers; nil: it leaves the screen.
        case hover(CGPoint?)
        case drag(from: CGPoint, to: CGPoint, duration: Double)
        /// Two fingers on a horizontal line through `at`, `from` points apart, moving to `to`
        /// apart over `duration` (the iOS Simulator's Option-drag).
        case pinch(at: CGPoint, from: CGFloat, to: CGFloat, duration: Double)
        /// The mouse wheel or trackpad over a point, moving content by a vector of points
        /// (positive: towards the content's end).
        case scroll(at: CGPoint, by: CGVector)
        /// A key by name, sent to the app's responders first; the simulator's command for it
        /// (if any) runs when no responder handled it.
        case key(String, KeyCommand?)

        /// The key action for a key name ("1", "a", "ctrl+t"), or nil when no key has that name.
        public static func key(named name: String) -> Action? {
            guard KeyCommand(name: name) != nil || KeyCommand.uiKey(named: name) != nil else { return nil }
            return .key(name.lowercased(), KeyCommand(name: name))
        }
        /// Typed text, for the first responder (a text field).
        case text(String)
        /// The desktop's clipboard now holds this text (`UIPasteboard.general` takes it), as the
        /// window records before a paste.
        case clipboard(String)
        /// The device moves to this position (nil: none), as the simulator's Location menu sets it.
        /// Boxed, like `device`: a position is larger than the other payloads.
        indirect case location(SimulatedLocation.Fix?)
        case resize(CGSize)
        /// Boxed, like `trace`: a preset is larger than the other payloads.
        indirect case device(DevicePreset)
        case wait(Double)
        case screenshot(String)
        case dump(String)
        /// Boxed (the largest payload), so every event stays small in a long script.
        indirect case trace(view: String, property: String, until: Double, name: String)
        /// Captures every frame from the event's time until `until` as an animation file in the
        /// output folder (`name`'s extension picks the format: .png, .gif, .mp4).
        indirect case video(name: String, until: Double)
    }

    public struct Event: Equatable {
        public var t: Double
        public var action: Action
        public init(t: Double, action: Action) { self.t = t; self.action = action }

        /// The last moment this event happens or lasts until.
        public var endTime: Double {
            switch action {
            case .drag(_, _, let d), .pinch(_, _, _, let d): return t + d
            case .trace(_, _, let until, _), .video(_, let until): return max(t, until)
            case .wait(let w): return t + w
            case .tap: return t + ScriptTimeline.tapDuration
            case .longPress: return t + ScriptTimeline.longPressDuration
            default: return t
            }
        }
    }

    /// The latest virtual time a script may reach: one hour. A run steps through every frame up
    /// to its last event, so a time far beyond this would run for hours; it is an error instead.
    public static let maxTime: Double = 3600

    public var scene: String?
    public var device: DevicePreset?
    public var fps: Double?
    public var events: [Event]
    /// A recording's frame times, in order (`"frames"` events): a replay runs its frames at these
    /// times, then on at 1/fps. Empty in a written script: frames come every 1/fps from 0.
    public var frameTimes: [Double] = []
    /// Written by the window's recorder (`"recorded": true`): a file cut short (the window was
    /// killed) replays up to its last complete event.
    public var isRecording = false
    /// Set when a recording ended mid-way: what was kept, for the run to report.
    public var cutShort: String?

    static let actionKeys = ["tap", "longPress", "down", "move", "up", "cancel", "hover", "drag", "pinch", "scroll", "key", "text", "clipboard", "location", "resize", "device",
                             "wait", "screenshot", "dump", "trace", "video", "frames"]
    /// The most fingers a script moves at once (UIKit's simulator takes five).
    public static let maxFingers = 5
    nonisolated public static let fpsRange: ClosedRange<Double> = 1...240
    /// The largest distance between a pinch's fingers, in points.
    public static let maxPinchSpan: CGFloat = 10_000
    /// The largest wheel scroll one event may make, in points either way.
    public static let maxScrollDelta: CGFloat = 100_000

    public init(scene: String? = nil, device: DevicePreset? = nil, fps: Double? = nil, events: [Event]) {
        self.scene = scene; self.device = device; self.fps = fps; self.events = events
    }

    /// The last moment anything in the script happens or lasts until (a recording's last frame
    /// included).
    public var endTime: Double { max(events.lazy.map(\.endTime).max() ?? 0, frameTimes.last ?? 0) }

    // MARK: Parsing

    public static func load(path: String) throws -> Script {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SimulatorError.badScript("script error: cannot read \(path)")
        }
        return try parse(data)
    }

    /// Parses and validates the whole script; a syntax error gives its line and column, any
    /// other error names the event index and the field. Events are converted one at a time,
    /// so a large script costs little more memory than its events.
    public static func parse(_ data: Data) throws -> Script {
        var reader = JSONReader(data)
        var script = Script(events: [])
        do {
            try parse(&reader, into: &script)
            return script
        } catch let e as JSONReader.SyntaxError {
            // A recording ends where the window stopped writing: keep every complete event.
            guard script.isRecording, reader.isAtEnd else { throw fail("not valid JSON: \(e)") }
            script.cutShort = "the recording ends early (\(e)); replaying its \(script.events.count) complete events"
            return script
        }
    }

    private static func parse(_ r: inout JSONReader, into script: inout Script) throws {
        guard r.nextValueStarts(with: "{") else {
            let at = r.position()
            throw fail("the script must be a JSON object (line \(at.line), column \(at.column))")
        }
        try r.beginObject()
        var sawEvents = false
        while let field = try r.nextMember() {
            switch field {
            case "recorded":
                guard case .bool(let b) = try r.readValue() else { throw fail("field 'recorded' must be true or false") }
                script.isRecording = b
            case "scene":
                // Checked against the app's scenes when the run starts.
                guard case .string(let name) = try r.readValue(), !name.isEmpty else {
                    throw fail("field 'scene' must be the name of one of the app's scenes")
                }
                script.scene = name
            case "device": script.device = try device(try r.readValue(), at: "field 'device'")
            case "fps":
                guard let fps = number(try r.readValue()), fpsRange.contains(fps) else { throw fail("field 'fps' must be a number from 1 to 240") }
                script.fps = fps
            case "events":
                guard r.nextValueStarts(with: "[") else { throw fail("field 'events' must be an array") }
                try r.beginArray()
                while try r.nextElement() {
                    let raw = try r.readValue()
                    if case .object(let o) = raw, let frames = o["frames"] {
                        try appendFrames(frames, index: script.events.count, to: &script.frameTimes)
                    } else {
                        script.events.append(try event(raw, index: script.events.count))
                    }
                }
                sawEvents = true
            default:
                throw fail("unknown field '\(field)' (expected scene, device, fps, recorded, events)")
            }
        }
        try r.end()
        guard sawEvents else { throw fail("field 'events' must be an array") }
    }

    /// A recording's `{"t": last, "frames": [t, ...]}`: frame times in order, after the ones before.
    private static func appendFrames(_ v: JSONValue, index i: Int, to times: inout [Double]) throws {
        guard case .array(let list) = v else { throw fail("event \(i): field 'frames' must be an array of frame times") }
        for item in list {
            guard let t = number(item), t >= (times.last ?? 0), t <= maxTime else {
                throw fail("event \(i): field 'frames' must hold increasing times from 0 to \(JSONValue.format(maxTime)) s")
            }
            times.append(t)
        }
    }

    private static func fail(_ message: String) -> SimulatorError { .badScript("script error: " + message) }

    private static func number(_ v: JSONValue) -> Double? {
        guard case .number(let d) = v, d.isFinite else { return nil }
        return d
    }

    private static func point(_ v: JSONValue) -> CGPoint? {
        guard case .array(let a) = v, a.count == 2, let x = number(a[0]), let y = number(a[1]) else { return nil }
        return CGPoint(x: x, y: y)
    }

    private static func device(_ v: JSONValue, at place: String) throws -> DevicePreset {
        guard case .string(let name) = v, let p = DevicePreset.named(name) else {
            throw fail("\(place) must be one of: \(DevicePreset.validNames.joined(separator: ", "))")
        }
        return p
    }

    private static func fileName(_ v: JSONValue) -> String? {
        guard case .string(let s) = v, !s.isEmpty, !s.contains("/"), !s.hasPrefix("."), s.count <= 128 else { return nil }
        return s
    }

    private static func event(_ raw: JSONValue, index i: Int) throws -> Event {
        func bad(_ field: String, _ expected: String) -> SimulatorError { fail("event \(i): field '\(field)' \(expected)") }
        guard case .object(let e) = raw else { throw fail("event \(i): must be an object") }
        guard let tv = e["t"] else { throw bad("t", "is missing") }
        guard let t = number(tv), t >= 0, t <= maxTime else {
            throw bad("t", "must be a number of seconds from 0 to \(JSONValue.format(maxTime)) (the limit of a run's virtual time)")
        }
        let actions = e.keys.filter { $0 != "t" && $0 != "finger" }.sorted()
        guard actions.count == 1, let key = actions.first else {
            throw fail("event \(i): needs exactly one action (\(actionKeys.joined(separator: ", "))), found \(actions.isEmpty ? "none" : actions.joined(separator: ", "))")
        }
        let v = e[key]!
        let pointExpected = "must be [x, y] with finite numbers (screen points)"
        var finger = 0
        if let f = e["finger"] {
            guard ["down", "move", "up"].contains(key) else { throw bad("finger", "goes only with down, move or up") }
            guard let n = number(f), n == n.rounded(), n >= 1, n <= Double(maxFingers) else {
                throw bad("finger", "must be a finger from 1 to \(maxFingers)")
            }
            finger = Int(n) - 1
        }
        let action: Action
        switch key {
        case "tap": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .tap(p)
        case "longPress": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .longPress(p)
        case "down": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .down(p, finger: finger)
        case "move": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .move(p, finger: finger)
        case "up": guard let p = point(v) else { throw bad(key, pointExpected) }; action = .up(p, finger: finger)
        case "hover":
            if case .bool(false) = v { action = .hover(nil); break }
            guard let p = point(v) else { throw bad(key, "must be [x, y] with finite numbers (screen points), or false (the pointer leaves)") }
            action = .hover(p)
        case "cancel":
            guard case .bool(true) = v else { throw bad(key, "must be true (cancels every finger down)") }
            action = .cancelTouches
        case "drag":
            guard case .object(let d) = v else { throw bad(key, "must be {\"from\": [x, y], \"to\": [x, y], \"duration\": s}") }
            guard let from = d["from"].flatMap(point) else { throw bad("drag.from", pointExpected) }
            guard let to = d["to"].flatMap(point) else { throw bad("drag.to", pointExpected) }
            guard let dur = d["duration"].flatMap(number), dur > 0, dur <= 60 else {
                throw bad("drag.duration", "must be a number of seconds in (0, 60]")
            }
            action = .drag(from: from, to: to, duration: dur)
        case "pinch":
            guard case .object(let d) = v else { throw bad(key, "must be {\"at\": [x, y], \"from\": points, \"to\": points, \"duration\": s}") }
            guard let at = d["at"].flatMap(point) else { throw bad("pinch.at", pointExpected) }
            let spanExpected = "must be the distance between the two fingers, in points, above 0 and at most \(JSONValue.format(Double(maxPinchSpan)))"
            guard let from = d["from"].flatMap(number), from > 0, from <= maxPinchSpan else { throw bad("pinch.from", spanExpected) }
            guard let to = d["to"].flatMap(number), to > 0, to <= maxPinchSpan else { throw bad("pinch.to", spanExpected) }
            guard let dur = d["duration"].flatMap(number), dur > 0, dur <= 60 else {
                throw bad("pinch.duration", "must be a number of seconds in (0, 60]")
            }
            action = .pinch(at: at, from: from, to: to, duration: dur)
        case "scroll":
            guard case .object(let d) = v else { throw bad(key, "must be {\"at\": [x, y], \"by\": [dx, dy]}") }
            guard let at = d["at"].flatMap(point) else { throw bad("scroll.at", pointExpected) }
            guard let by = d["by"].flatMap(point), abs(by.x) <= maxScrollDelta, abs(by.y) <= maxScrollDelta else {
                throw bad("scroll.by", "must be [dx, dy] in points, each at most \(JSONValue.format(Double(maxScrollDelta))) either way")
            }
            action = .scroll(at: at, by: CGVector(dx: by.x, dy: by.y))
        case "key":
            guard case .string(let name) = v, let keyAction = Action.key(named: name) else {
                throw bad(key, "must be a key: a letter, a digit, left, right, up, down, escape, return, backspace, space "
                          + "or tab, each optionally with ctrl+ (the simulator's keys: \(KeyCommand.names.keys.sorted().joined(separator: ", ")))")
            }
            action = keyAction
        case "text":
            guard case .string(let text) = v, !text.isEmpty, text.count <= 10_000 else { throw bad(key, "must be a non-empty string (typed text)") }
            action = .text(text)
        case "clipboard":
            guard case .string(let text) = v, text.utf16.count <= 1_000_000 else { throw bad(key, "must be a string of at most 1,000,000 UTF-16 units") }
            action = .clipboard(text)
        case "location":
            if case .string("none") = v { action = .location(nil); break }
            let expected = "must be [latitude, longitude] in degrees (latitude -90 to 90, longitude -180 to 180), "
                + "[latitude, longitude, altitude in metres], or \"none\""
            guard case .array(let a) = v, a.count == 2 || a.count == 3, let lat = number(a[0]), let lon = number(a[1]) else {
                throw bad(key, expected)
            }
            let altitude = a.count == 3 ? number(a[2]) : 0
            let fix = SimulatedLocation.Fix(latitude: lat, longitude: lon, altitude: altitude ?? .nan)
            guard fix.isValid, fix.altitude.isFinite else { throw bad(key, expected) }
            action = .location(fix)
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
            guard case .object(let d) = v else { throw bad(key, "must be {\"view\": id, \"property\": path, \"until\": s}") }
            guard case .string(let view)? = d["view"], !view.isEmpty else { throw bad("trace.view", "must be an accessibilityIdentifier") }
            guard case .string(let prop)? = d["property"], ViewProperty.readers[prop] != nil else {
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
        case "video":
            guard case .object(let d) = v else { throw bad(key, "must be {\"name\": file, \"until\": s}") }
            guard let name = d["name"].flatMap(fileName) else { throw bad("video.name", "must be a file name without '/'") }
            let file = URL(fileURLWithPath: name).pathExtension.isEmpty ? name + ".png" : name
            do { _ = try VideoWriter.format(of: URL(fileURLWithPath: file)) } catch { throw bad("video.name", "\(error)") }
            guard let until = d["until"].flatMap(number), until > t, until <= t + 600 else {
                throw bad("video.until", "must be a time after t (at most 600 s later)")
            }
            action = .video(name: file, until: until)
        default:
            throw fail("event \(i): unknown action '\(key)' (expected one of \(actionKeys.joined(separator: ", ")))")
        }
        let event = Event(t: t, action: action)
        guard event.endTime <= maxTime else {
            throw fail("event \(i): ends at \(JSONValue.format(event.endTime)) s, after the limit of \(JSONValue.format(maxTime)) s of virtual time")
        }
        return event
    }
}
