import Foundation

/// The frame rates a display link asks for (iOS 15). `default` (all zero) asks for the
/// display's own rate.
nonisolated public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// A timer tied to the display's refresh: its handler runs with the frame's timestamp (the
/// simulator's vsync time, or the headless run's virtual clock) once per frame, or once every
/// few frames when it prefers a lower rate than the display's.
/// Not isolated, as in Core Animation; `Sendable` unlike it, so the objects that own one (a
/// scroll view, an animator) can invalidate it as they go.
nonisolated open class CADisplayLink: NSObject, @unchecked Sendable {
    nonisolated deinit {}
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the handler runs next: one display frame on, or the link's own interval on when it
    /// runs slower than the display.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's frame interval.
    open private(set) var duration: CFTimeInterval = 0
    open var isPaused = false
    /// The rate the link asks for; 0, the default, is the display's. Used when
    /// `preferredFrameRateRange` is `.default`.
    open var preferredFramesPerSecond: Int = 0
    /// The rates the link asks for; its `preferred` rate (else its `maximum`) is used, unless
    /// the range is `.default`.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// When the handler last ran.
    private var lastFired: CFTimeInterval?

    private let handler: @MainActor (CADisplayLink) -> Void
    var isValid = true
    var isScheduled = false

    /// UIKit's closure form of `CADisplayLink(target:selector:)`.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, !isScheduled else { return }
        isScheduled = true
        withMainActorState { UIModelRuntime.current.clock.displayLinks.add(self) }
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    open func invalidate() {
        isValid = false
        isScheduled = false
    }

    /// The rate asked for, frames per second; nil for the display's.
    private var preferredRate: Float? {
        let r = preferredFrameRateRange
        let rate = r == .default ? Float(preferredFramesPerSecond) : (r.preferred ?? r.maximum)
        return rate.isFinite && rate > 0 ? rate : nil
    }

    /// The time between runs on a display with frames `duration` apart: a whole number of
    /// frames, the one nearest the rate asked for (as iOS picks a factor of the display's rate).
    private func interval(frameDuration duration: CFTimeInterval) -> CFTimeInterval {
        guard let rate = preferredRate, duration > 0 else { return duration }
        let frames = (1 / (duration * CFTimeInterval(rate))).rounded()
        return duration * max(frames, 1)
    }

    /// Runs the handler on the frame at `timestamp` (or at an input event's time, which the app
    /// brings the clock up to), unless the link asks for a lower rate and its interval has not
    /// passed since it last ran (half a frame's slack absorbs jitter in the frame times).
    @MainActor func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        let interval = interval(frameDuration: duration)
        if preferredRate != nil, let last = lastFired, timestamp >= last, timestamp - last < interval - duration / 2 { return }
        lastFired = timestamp
        self.timestamp = timestamp
        self.duration = duration
        targetTimestamp = timestamp + interval
        handler(self)
    }
}

/// The main run loop's display links. Firing does not allocate: links added while firing wait
/// for the next frame, removed ones are compacted afterwards.
final class DisplayLinkRegistry {
    nonisolated deinit {}
    private var links: [CADisplayLink] = []
    private var isFiring = false

    /// Schedules `link`; one already in the list (removed from the run loop and added back
    /// before it was compacted away) is not added twice.
    func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

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
    UIModelRuntime.current.clock.animationEngine.now
}
