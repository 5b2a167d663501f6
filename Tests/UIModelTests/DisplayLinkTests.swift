import Foundation
import Testing
@testable import UIModel

@Suite struct DisplayLinkTests {
    @Test func firesWithFrameTimestampsUntilInvalidated() {
        var seen: [CFTimeInterval] = []
        let link = CADisplayLink { seen.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        UIApplication.shared.fireDisplayLinks(timestamp: 1.0, duration: 1.0 / 60)
        #expect(link.targetTimestamp == 1.0 + 1.0 / 60)
        link.isPaused = true
        UIApplication.shared.fireDisplayLinks(timestamp: 1.5, duration: 1.0 / 60)
        link.isPaused = false
        UIApplication.shared.fireDisplayLinks(timestamp: 2.0, duration: 1.0 / 60)
        link.invalidate()
        UIApplication.shared.fireDisplayLinks(timestamp: 3.0, duration: 1.0 / 60)
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
        UIApplication.shared.fireDisplayLinks(timestamp: 0, duration: 0.016)
        UIApplication.shared.fireDisplayLinks(timestamp: 0.016, duration: 0.016)
        #expect(order == ["first", "first", "second"])
        first.invalidate(); second?.invalidate()
    }
}
