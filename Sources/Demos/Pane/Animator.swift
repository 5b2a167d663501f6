import Foundation
import UIModel

/// A per-frame animation (the pane demo's own protocol, not UIKit's): each
/// frame it gets the frame's duration and sets `finished` when it is done.
protocol Animation: AnyObject {
    func animationTick(_ dt: CFTimeInterval, finished: inout Bool)
}

/// Drives `Animation`s from one display link, paused whenever there is nothing to animate.
final class Animator {
    private var animations: [Animation] = []
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?

    init() {}

    isolated deinit { link?.invalidate() }

    var isRunning: Bool { !(link?.isPaused ?? true) }

    func add(_ animation: Animation) {
        guard !animations.contains(where: { $0 === animation }) else { return }
        animations.append(animation)
        if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(link) }
            l.add(to: .main, forMode: .common)
            link = l
        }
        // Time counts from now (an input event's time, or the frame's), not from the next frame.
        if link!.isPaused || lastTimestamp == nil { lastTimestamp = CACurrentMediaTime() }
        link!.isPaused = false
    }

    func remove(_ animation: Animation) {
        animations.removeAll { $0 === animation }
        if animations.isEmpty { pause() }
    }

    private func pause() {
        link?.isPaused = true
        lastTimestamp = nil
    }

    private func tick(_ link: CADisplayLink) {
        let dt = lastTimestamp.map { link.timestamp - $0 } ?? link.duration
        lastTimestamp = link.timestamp
        guard dt.isFinite, dt > 0 else { return }
        var i = 0
        while i < animations.count {
            let a = animations[i]
            var finished = false
            a.animationTick(dt, finished: &finished)
            if finished, i < animations.count, animations[i] === a { animations.remove(at: i) } else { i += 1 }
        }
        if animations.isEmpty { pause() }
    }
}
