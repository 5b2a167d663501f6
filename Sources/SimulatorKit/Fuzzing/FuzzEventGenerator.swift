import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// Picks the fuzzer's next event from the live state: the controls on screen, the screen size,
/// the current frame. Times fall on frames, soon after the current one, so events keep landing
/// in the middle of transitions, springs and size changes.
struct FuzzEventGenerator {
    /// Event kinds and their weights.
    private enum Kind: CaseIterable {
        case tapControl, tap, drag, flick, edgeSwipe, rawTouch, wheel, resize, device, key, text, wait, pinch

        var weight: Int {
            switch self {
            case .tapControl: return 28
            case .tap, .drag, .rawTouch, .key: return 10
            case .flick, .edgeSwipe, .wheel, .resize, .device, .wait: return 5
            case .text, .pinch: return 3
            }
        }
    }

    /// The longest gap between events, in frames.
    static let maxGapFrames = 24
    /// Sizes that stress the layout: the smallest and largest the screen takes, and beyond.
    static let extremeSizes: [CGSize] = [CGSize(width: 1, height: 1), CGSize(width: 1e308, height: 1e308),
                                         CGSize(width: 64, height: 4096), CGSize(width: 4096, height: 64),
                                         CGSize(width: 0.5, height: 10_000)]
    static let texts = ["a", "Hello", "\u{65E5}\u{672C}", "\n", "\u{1F642}", "  ", "Cherry"]
    static let keys = KeyCommand.names.keys.sorted()

    func next(after runner: HeadlessRunner, rng: inout SplitMix64) -> Script.Event {
        let fps = runner.fps
        let frame = runner.frameIndex + 1 + Int.random(in: 0..<Self.maxGapFrames, using: &rng)
        let t = Double(frame) / fps
        let screen = runner.session.screenSize
        func point() -> CGPoint {
            CGPoint(x: Double(Int.random(in: -4...Int(min(screen.width, 4096)) + 4, using: &rng)),
                    y: Double(Int.random(in: -4...Int(min(screen.height, 4096)) + 4, using: &rng)))
        }
        func frames(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / fps }
        let action: Script.Action
        switch pick(&rng) {
        case .tapControl:
            guard let target = Self.controls().randomElement(using: &rng) else { action = .tap(point()); break }
            let dx = Double(Int.random(in: -3...3, using: &rng)), dy = Double(Int.random(in: -3...3, using: &rng))
            action = .tap(CGPoint(x: (target.midX + dx).rounded(), y: (target.midY + dy).rounded()))
        case .tap: action = .tap(point())
        case .drag: action = .drag(from: point(), to: point(), duration: frames(3...36))
        case .flick: action = .drag(from: point(), to: point(), duration: frames(1...4))
        case .edgeSwipe:
            let y = point().y
            action = .drag(from: CGPoint(x: Double(Int.random(in: 0...12, using: &rng)), y: y),
                           to: CGPoint(x: Double(Int.random(in: 40...Int(max(screen.width, 41)), using: &rng)), y: y),
                           duration: frames(4...30))
        case .rawTouch:
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: action = .down(point())
            case 1: action = .move(point())
            default: action = .up(point())
            }
        case .wheel:
            // Notches, a trackpad's fractions, or a storm's worth at once.
            let scale = [1.0, 0.25, 40.0, Double(Script.maxScrollDelta) / 400][Int.random(in: 0..<4, using: &rng)]
            action = .scroll(at: point(), by: CGVector(dx: Double(Int.random(in: -10...10, using: &rng)) * scale,
                                                       dy: Double(Int.random(in: -10...10, using: &rng)) * scale))
        case .resize:
            if Bool.random(using: &rng) {
                action = .resize(Self.extremeSizes.randomElement(using: &rng)!)
            } else {
                action = .resize(CGSize(width: Double(Int.random(in: 1...2000, using: &rng)), height: Double(Int.random(in: 1...2000, using: &rng))))
            }
        case .device:
            let name = DevicePreset.validNames.randomElement(using: &rng)!
            action = .device(DevicePreset.named(name)!)
        case .key:
            let name = Self.keys.randomElement(using: &rng)!
            action = .key(name, KeyCommand(name: name)!)
        case .text: action = .text(Self.texts.randomElement(using: &rng)!)
        case .pinch:
            action = .pinch(at: point(), from: CGFloat(Int.random(in: 1...400, using: &rng)),
                            to: CGFloat(Int.random(in: 1...400, using: &rng)), duration: frames(2...30))
        case .wait: action = .wait(frames(6...60))
        }
        return Script.Event(t: t, action: action)
    }

    private func pick(_ rng: inout SplitMix64) -> Kind {
        var r = Int.random(in: 0..<Kind.allCases.reduce(0) { $0 + $1.weight }, using: &rng)
        for k in Kind.allCases {
            if r < k.weight { return k }
            r -= k.weight
        }
        return .tap
    }

    /// The frames (in screen points) of the visible, enabled controls, in tree order.
    static func controls() -> [CGRect] {
        var out: [CGRect] = []
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01, v.isUserInteractionEnabled else { return }
            if let c = v as? UIControl, c.isEnabled {
                let f = c.convert(c.bounds, to: nil)
                if f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 { out.append(f) }
            }
            v.subviews.forEach(visit)
        }
        UIApplication.shared.windows.forEach(visit)
        return out
    }
}
