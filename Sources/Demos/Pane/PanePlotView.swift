import Foundation
import UIModel

/// A live plot of the pane's position and velocity over the last two seconds: one sample per
/// frame, drawn as joined vertical strokes, so a kink in the motion shows at once.
final class PanePlotView: UIView {
    /// Seconds of history shown.
    static let window: CFTimeInterval = 2
    static let capacity = 240

    private var samples: [(t: CFTimeInterval, position: CGFloat, velocity: CGFloat)] = []
    private var positionStrokes: [UIView] = []
    private var velocityStrokes: [UIView] = []
    private let positionRange: ClosedRange<CGFloat>
    private let velocityRange: CGFloat = 3000

    init(positionRange: ClosedRange<CGFloat>) {
        self.positionRange = positionRange
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.55)
        layer.cornerRadius = 10
        clipsToBounds = true
        isUserInteractionEnabled = false
        for i in 0..<Self.capacity {
            let p = UIView(frame: .zero), v = UIView(frame: .zero)
            p.backgroundColor = .systemGreen
            v.backgroundColor = .systemOrange
            p.isHidden = true; v.isHidden = true
            p.tag = i; v.tag = i
            positionStrokes.append(p); velocityStrokes.append(v)
            addSubview(v); addSubview(p)
        }
        samples.reserveCapacity(Self.capacity + 1)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func add(time: CFTimeInterval, position: CGFloat, velocity: CGFloat) {
        samples.append((time, position, velocity))
        while let first = samples.first, time - first.t > Self.window || samples.count > Self.capacity { samples.removeFirst() }
        redraw(now: time)
    }

    /// True when the samples span the whole window and are all the same: the traces are flat
    /// lines, and more samples like them would change nothing.
    var isSettled: Bool {
        guard let first = samples.first, let last = samples.last, last.t - first.t >= Self.window - Self.settleTolerance else { return false }
        return samples.allSatisfy { $0.position == last.position && $0.velocity == last.velocity }
    }

    /// How much of the window a settled plot may be short of (about a frame).
    static let settleTolerance: CFTimeInterval = 0.02

    /// Sampling resumes at `time` after a pause: the flat history moves up to just before it,
    /// as if it had gone on being sampled.
    func resume(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard let last = samples.last else { return }
        let shift = time - frameDuration - last.t
        guard shift > 0 else { return }
        for i in samples.indices { samples[i].t += shift }
    }

    private func redraw(now: CFTimeInterval) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        // Ages rounded to the millisecond: the same picture whatever the clock's origin.
        func x(_ t: CFTimeInterval) -> CGFloat { b.width * CGFloat(1 - ((now - t) * 1000).rounded() / 1000 / Self.window) }
        func yPosition(_ p: CGFloat) -> CGFloat {
            let f = (p - positionRange.lowerBound) / (positionRange.upperBound - positionRange.lowerBound)
            return 4 + (b.height - 8) * min(max(f, 0), 1)
        }
        func yVelocity(_ v: CGFloat) -> CGFloat { b.height / 2 - (b.height / 2 - 4) * min(max(v / velocityRange, -1), 1) }
        for i in 0..<Self.capacity {
            guard i + 1 < samples.count else { positionStrokes[i].isHidden = true; velocityStrokes[i].isHidden = true; continue }
            let a = samples[i], c = samples[i + 1]
            let x0 = x(a.t), x1 = max(x(c.t), x0 + 1)
            place(positionStrokes[i], x0, x1, yPosition(a.position), yPosition(c.position))
            place(velocityStrokes[i], x0, x1, yVelocity(a.velocity), yVelocity(c.velocity))
        }
    }

    private func place(_ v: UIView, _ x0: CGFloat, _ x1: CGFloat, _ y0: CGFloat, _ y1: CGFloat) {
        v.isHidden = false
        v.frame = CGRect(x: x0, y: min(y0, y1) - 1, width: x1 - x0, height: abs(y1 - y0) + 2)
    }
}
