import Foundation

/// A timer tied to the display's refresh: its handler runs once per frame with the frame's
/// timestamp (the simulator's vsync time, or the headless run's virtual clock).
public final class CADisplayLink {
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 0
    public var isPaused = false
    public var preferredFramesPerSecond: Int = 0

    private let handler: (CADisplayLink) -> Void
    var isValid = true
    var isScheduled = false

    /// UIKit's closure form of `CADisplayLink(target:selector:)`.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, !isScheduled else { return }
        isScheduled = true
        UIApplication.shared.displayLinks.add(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    public func invalidate() {
        isValid = false
        isScheduled = false
    }

    func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        self.timestamp = timestamp
        self.duration = duration
        targetTimestamp = timestamp + duration
        handler(self)
    }
}

/// The main run loop's display links. Firing does not allocate: links added while firing wait
/// for the next frame, removed ones are compacted afterwards.
final class DisplayLinkRegistry {
    private var links: [CADisplayLink] = []
    private var isFiring = false

    func add(_ link: CADisplayLink) { links.append(link) }

    /// True when a link will fire on the next frame.
    var isActive: Bool { links.contains { $0.isScheduled && !$0.isPaused } }

    func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        isFiring = true
        let n = links.count
        var i = 0
        while i < n {
            let link = links[i]
            if link.isScheduled, !link.isPaused { link.fire(timestamp: timestamp, duration: duration) }
            i += 1
        }
        isFiring = false
        if links.contains(where: { !$0.isScheduled }) { links.removeAll { !$0.isScheduled } }
    }
}

/// Core Animation's current time: here the timestamp of the current frame (the simulator's vsync
/// clock, or a headless run's virtual clock), never the wall clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.animationEngine.now
}
