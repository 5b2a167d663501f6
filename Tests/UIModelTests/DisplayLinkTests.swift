import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct DisplayLinkTests {
    @Test func firesWithFrameTimestampsUntilInvalidated() {
        var seen: [CFTimeInterval] = []
        let link = CADisplayLink { seen.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 1.0, duration: 1.0 / 60)
        #expect(link.targetTimestamp == 1.0 + 1.0 / 60)
        link.isPaused = true
        UIModelRuntime.current.fireDisplayLinks(timestamp: 1.5, duration: 1.0 / 60)
        link.isPaused = false
        UIModelRuntime.current.fireDisplayLinks(timestamp: 2.0, duration: 1.0 / 60)
        link.invalidate()
        UIModelRuntime.current.fireDisplayLinks(timestamp: 3.0, duration: 1.0 / 60)
        #expect(seen == [1.0, 2.0])
        #expect(link.duration == 1.0 / 60)
    }

    @Test func linksAddedWhileFiringWaitForTheNextFrame() {
        var order: [String] = []
        var second: CADisplayLink?
        let first = CADisplayLink { link in
            order.append("first")
            if second == nil {
                second = CADisplayLink { _ in order.append("second") }
                second!.add(to: .main, forMode: .common)
            }
        }
        first.add(to: .main, forMode: .common)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 0, duration: 0.016)
        UIModelRuntime.current.fireDisplayLinks(timestamp: 0.016, duration: 0.016)
        #expect(order == ["first", "first", "second"])
        first.invalidate(); second?.invalidate()
    }
}

@Suite(.serialized, .freshRuntime) struct DisplayLinkRateTests: AnimationTesting {
    func count(frames: Int, hz: Double, configure: (CADisplayLink) -> Void) -> (count: Int, interval: CFTimeInterval) {
        _ = makeView()
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        configure(link)
        link.add(to: .main, forMode: .common)
        let start = CACurrentMediaTime()
        for i in 1...frames { app.fireDisplayLinks(timestamp: start + Double(i) / hz, duration: 1 / hz) }
        let interval = link.targetTimestamp - link.timestamp
        link.invalidate()
        return (fired, interval)
    }

    @Test func preferredFramesPerSecondThrottlesTheHandler() {
        #expect(count(frames: 60, hz: 60) { _ in }.count == 60)
        let thirty = count(frames: 60, hz: 60) { $0.preferredFramesPerSecond = 30 }
        #expect(thirty.count == 30)
        #expect(abs(thirty.interval - 1.0 / 30) < 1e-9)
        #expect(count(frames: 120, hz: 120) { $0.preferredFramesPerSecond = 30 }.count == 30)
        #expect(count(frames: 60, hz: 60) { $0.preferredFramesPerSecond = 20 }.count == 20)
        // Faster than the display: every frame.
        #expect(count(frames: 60, hz: 60) { $0.preferredFramesPerSecond = 120 }.count == 60)
    }

    @Test func preferredFrameRateRangeThrottlesTheHandler() {
        let range = count(frames: 120, hz: 120) { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30) }
        #expect(range.count == 30)
        let noPreferred = count(frames: 120, hz: 120) { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60) }
        #expect(noPreferred.count == 60)
        // The range, when set, wins over preferredFramesPerSecond.
        let both = count(frames: 60, hz: 60) {
            $0.preferredFramesPerSecond = 20
            $0.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        }
        #expect(both.count == 30)
    }

    @Test func aLinkRemovedAndAddedAgainFiresOnceAFrame() {
        let counted = count(frames: 10, hz: 60) { link in
            link.add(to: .main, forMode: .common)
            link.remove(from: .main, forMode: .common)
        }
        #expect(counted.count == 10)
    }
}
