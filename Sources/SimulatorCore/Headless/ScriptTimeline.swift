import Foundation
import UIModel
import SimulatorRendering

/// A script's events as primitive steps at exact times, produced in order as the run reaches
/// them: taps become a down and an up, drags a down, one move per touch sample and an up,
/// pinches the same for two fingers.
/// Steps are made lazily, so a long script is held as its events only (a drag's moves are not
/// stored ahead). Order: by time, then by event index, then by the step's place in its event.
package nonisolated struct ScriptTimeline {
    nonisolated enum Step: Equatable {
        /// A finger (0 is the mouse's) lands, moves or lifts.
        case touch(UITouch.Phase, CGPoint, finger: Int)
        case cancelTouches
        case hover(CGPoint?)
        case scroll(CGPoint, CGVector)
        case key(String, KeyCommand?)
        case text(String)
        case clipboard(String)
        indirect case location(SimulatedLocation.Fix?)
        case resize(CGSize)
        case device(DevicePreset)
        case screenshot(String)
        case dump(String)
        case trace(view: String, property: String, until: Double, name: String)
        case video(name: String, until: Double)

        /// The step in words, for errors ("touch began at (196, 426)").
        var description: String {
            func pt(_ p: CGPoint) -> String { "(\(JSONValue.format(Double(p.x))), \(JSONValue.format(Double(p.y))))" }
            switch self {
            case .touch(let phase, let p, let finger):
                return "touch \(phase) at \(pt(p))" + (finger == 0 ? "" : " (finger \(finger + 1))")
            case .cancelTouches: return "touches cancelled"
            case .hover(let p): return p.map { "hover at \(pt($0))" } ?? "hover ended"
            case .scroll(let p, let d): return "scroll by \(pt(CGPoint(x: d.dx, y: d.dy))) at \(pt(p))"
            case .key(let name, _): return "key \(name)"
            case .text: return "text"
            case .clipboard: return "clipboard"
            case .location(let fix): return fix.map { "location \(JSONValue.format($0.latitude)), \(JSONValue.format($0.longitude))" } ?? "location none"
            case .resize(let s): return "resize to \(JSONValue.format(Double(s.width)))×\(JSONValue.format(Double(s.height)))"
            case .device(let d): return "device \(d.fullName)"
            case .screenshot(let n): return "screenshot \(n)"
            case .dump(let n): return "dump \(n)"
            case .trace(let v, let p, _, _): return "trace \(v).\(p)"
            case .video(let name, _): return "video \(name)"
            }
        }
    }

    /// How long a scripted tap holds the finger down.
    static let tapDuration = 0.05
    /// How long a scripted long press holds the finger down: past UIKit's 0.5 s press.
    package static let longPressDuration = 0.75

    /// A step still to come of a tap or drag that has begun: the `sub`th step of `event`.
    nonisolated private struct Pending: Comparable {
        var t: Double
        var event: Int32
        var sub: Int32
        static func < (a: Pending, b: Pending) -> Bool { (a.t, a.event, a.sub) < (b.t, b.event, b.sub) }
    }

    private let events: [Script.Event]
    /// Indices of the events that make steps (all but waits, which only extend the script's end),
    /// by (t, index).
    private let order: [Int32]
    private var nextEvent = 0
    private var pending = MinHeap<Pending>()
    package init(script: Script) {
        events = script.events
        let events = self.events
        order = (0..<Int32(events.count)).filter { if case .wait = events[Int($0)].action { false } else { true } }
            .sorted { (events[Int($0)].t, $0) < (events[Int($1)].t, $1) }
    }

    /// True when every step has been produced.
    var isEmpty: Bool { nextEvent >= order.count && pending.isEmpty }

    /// The next step in order, with the index of the script event it belongs to, when it is due
    /// by `time`; nil when it is later or there is none.
    mutating func next(dueBy time: Double) -> (t: Double, event: Int, step: Step)? {
        let eventKey = nextEvent < order.count
            ? Pending(t: events[Int(order[nextEvent])].t, event: order[nextEvent], sub: 0) : nil
        if let p = pending.min, eventKey.map({ p < $0 }) ?? true {
            guard p.t <= time else { return nil }
            pending.removeMin()
            return (p.t, Int(p.event), step(p))
        }
        guard let key = eventKey, key.t <= time else { return nil }
        nextEvent += 1
        return (key.t, Int(key.event), step(key))
    }

    /// Makes step `p.sub` of its event, queueing the event's next step.
    private mutating func step(_ p: Pending) -> Step {
        let e = events[Int(p.event)]
        func then(_ t: Double) { pending.insert(Pending(t: t, event: p.event, sub: p.sub + 1)) }
        switch e.action {
        case .tap(let pt):
            if p.sub == 0 { then(e.t + Self.tapDuration); return .touch(.began, pt, finger: 0) }
            return .touch(.ended, pt, finger: 0)
        case .longPress(let pt):
            if p.sub == 0 { then(e.t + Self.longPressDuration); return .touch(.began, pt, finger: 0) }
            return .touch(.ended, pt, finger: 0)
        case .drag(let from, let to, let duration):
            // Step 0 puts the finger down, steps 1…samples move it, the last lifts it at the end;
            // the fraction is capped at 1, so the up comes at e.t + duration.
            let frames = Self.samples(duration)
            let k = Int(p.sub)
            guard k <= frames else { return .touch(.ended, to, finger: 0) }
            then(e.t + duration * Self.fraction(k + 1, of: frames))
            guard k > 0 else { return .touch(.began, from, finger: 0) }
            let f = Self.fraction(k, of: frames)
            return .touch(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: 0)
        case .pinch(let at, let from, let to, let duration):
            // As a drag, for two fingers: even steps are the first finger's, odd the second's,
            // which follows at the same time.
            let frames = Self.samples(duration)
            let k = Int(p.sub) / 2, finger = Int(p.sub) % 2
            // Step k of each finger comes at the k-th sample's fraction (0 to land, capped at 1 to lift).
            let f = Self.fraction(k, of: frames)
            if finger == 0 { then(e.t + duration * f) } else if k <= frames { then(e.t + duration * Self.fraction(k + 1, of: frames)) }
            let half = (from + (to - from) * CGFloat(f)) / 2
            let point = CGPoint(x: at.x + (finger == 0 ? -half : half), y: at.y)
            return .touch(k == 0 ? .began : k > frames ? .ended : .moved, point, finger: finger)
        case .down(let pt, let f): return .touch(.began, pt, finger: f)
        case .scroll(let pt, let d): return .scroll(pt, d)
        case .move(let pt, let f): return .touch(.moved, pt, finger: f)
        case .up(let pt, let f): return .touch(.ended, pt, finger: f)
        case .cancelTouches: return .cancelTouches
        case .hover(let p): return .hover(p)
        case .key(let name, let k): return .key(name, k)
        case .text(let text): return .text(text)
        case .clipboard(let text): return .clipboard(text)
        case .location(let fix): return .location(fix)
        case .resize(let s): return .resize(s)
        case .device(let d): return .device(d)
        case .wait: preconditionFailure("waits make no steps and are not in the order")
        case .screenshot(let n): return .screenshot(n)
        case .dump(let n): return .dump(n)
        case .trace(let v, let prop, let u, let n): return .trace(view: v, property: prop, until: u, name: n)
        case .video(let name, let until): return .video(name: name, until: until)
        }
    }

    /// How often a scripted finger reports where it is, whatever the frame rate: iPhone and iPad
    /// screens sample touches at 120 Hz. The same drag then moves through the same points at the
    /// same times at 30, 60 or 120 frames per second (touches carry their own timestamps, and a
    /// frame handles the ones since the last).
    static let touchSampleRate: Double = 120

    /// A drag moves once per touch sample of its duration (at least once).
    private static func samples(_ duration: Double) -> Int { max(Int((duration * touchSampleRate).rounded(.up)), 1) }
    private static func fraction(_ k: Int, of frames: Int) -> Double { min(Double(k) / Double(frames), 1) }
}

/// A binary min-heap (the few steps of taps and drags under way).
nonisolated struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var min: Element? { items.first }

    mutating func insert(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i] < items[parent] else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    @discardableResult
    mutating func removeMin() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var smallest = i
            if l < items.count, items[l] < items[smallest] { smallest = l }
            if r < items.count, items[r] < items[smallest] { smallest = r }
            guard smallest != i else { return top }
            items.swapAt(i, smallest)
            i = smallest
        }
    }
}
