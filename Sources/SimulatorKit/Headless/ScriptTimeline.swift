import Foundation
import UIModel

/// A script flattened into primitive steps at exact frame times: taps become a down and an up,
/// drags a down, one move per frame and an up.
struct ScriptTimeline {
    enum Step: Equatable {
        case touch(UITouch.Phase, CGPoint)
        case key(String, KeyCommand)
        case text(String)
        case resize(CGSize)
        case device(DevicePreset)
        case screenshot(String)
        case dump(String)
        case trace(view: String, property: String, until: Double, name: String)
    }

    /// How long a scripted tap holds the finger down.
    static let tapDuration = 0.05

    /// Steps with their times, in order (stable for equal times).
    private(set) var steps: [(t: Double, step: Step)] = []

    init(script: Script, fps: Double) {
        var out: [(Double, Int, Step)] = []
        var seq = 0
        func add(_ t: Double, _ s: Step) { out.append((t, seq, s)); seq += 1 }
        for e in script.events {
            switch e.action {
            case .tap(let p): add(e.t, .touch(.began, p)); add(e.t + Self.tapDuration, .touch(.ended, p))
            case .down(let p): add(e.t, .touch(.began, p))
            case .move(let p): add(e.t, .touch(.moved, p))
            case .up(let p): add(e.t, .touch(.ended, p))
            case .drag(let from, let to, let duration):
                add(e.t, .touch(.began, from))
                let frames = max(Int((duration * fps).rounded(.up)), 1)
                for k in 1...frames {
                    let f = min(Double(k) / Double(frames), 1)
                    let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                    add(e.t + duration * f, .touch(.moved, p))
                }
                add(e.t + duration, .touch(.ended, to))
            case .key(let name, let k): add(e.t, .key(name, k))
            case .text(let text): add(e.t, .text(text))
            case .resize(let s): add(e.t, .resize(s))
            case .device(let d): add(e.t, .device(d))
            case .wait: break
            case .screenshot(let n): add(e.t, .screenshot(n))
            case .dump(let n): add(e.t, .dump(n))
            case .trace(let v, let p, let u, let n): add(e.t, .trace(view: v, property: p, until: u, name: n))
            }
        }
        out.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        steps = out.map { ($0.0, $0.2) }
    }
}
