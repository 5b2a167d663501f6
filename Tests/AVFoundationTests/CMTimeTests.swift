import CoreMedia
import UIModel
import Foundation
import Testing

/// Core Media's rational times: exact sums across timescales, rounding, comparison and the
/// times that are not numbers.
struct CMTimeTests {
    @Test func sumsAreExactAcrossTimescales() {
        let a = CMTime(value: 1, timescale: 3), b = CMTime(value: 1, timescale: 6)
        let sum = a + b
        #expect(sum == CMTime(value: 1, timescale: 2))
        #expect(sum.timescale == 6 && sum.value == 3)
        #expect((a - b).seconds == 1.0 / 6)
        #expect(CMTimeMultiply(a, multiplier: 3) == CMTime(value: 1, timescale: 1))
        #expect(CMTimeGetSeconds(CMTimeMake(value: 900, timescale: 600)) == 1.5)
        #expect(CMTime(seconds: 0.25, preferredTimescale: CMTimeScale(NSEC_PER_SEC)).value == 250_000_000)
    }

    @Test func secondsRoundToTheTimescale() {
        let t = CMTime(seconds: 1.0 / 3, preferredTimescale: 600)
        #expect(t.value == 200)
        #expect(!t.hasBeenRounded)
        let r = CMTime(seconds: 0.0001, preferredTimescale: 600)
        #expect(r.value == 0 && r.hasBeenRounded)
        #expect(CMTime(value: 1001, timescale: 30000).convertScale(600, method: .default).value == 20)
    }

    @Test func comparisonOrdersInvalidInfiniteAndIndefinite() {
        let times: [CMTime] = [.indefinite, .positiveInfinity, CMTime(value: 5, timescale: 1), .negativeInfinity, .invalid]
        #expect(times.sorted().map(\.description) == ["CMTime(invalid)", "CMTime(-infinity)", "CMTime(5/1 = 5.0)", "CMTime(+infinity)", "CMTime(indefinite)"])
        #expect(CMTime.invalid.seconds.isNaN)
        #expect(!CMTime.indefinite.isNumeric)
        #expect((CMTime.positiveInfinity + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect((CMTime.positiveInfinity + CMTime.negativeInfinity).isValid == false)
        #expect(CMTime(value: 1, timescale: 2).hashValue == CMTime(value: 2, timescale: 4).hashValue)
        #expect(CMTime(seconds: .nan, preferredTimescale: 600) == .invalid)
    }

    @Test func rangesContainTheirStartButNotTheirEnd() {
        let range = CMTimeRange(start: CMTime(value: 1, timescale: 1), duration: CMTime(value: 2, timescale: 1))
        #expect(range.end == CMTime(value: 3, timescale: 1))
        #expect(range.containsTime(CMTime(value: 1, timescale: 1)))
        #expect(!range.containsTime(CMTime(value: 3, timescale: 1)))
        let other = CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 5, timescale: 1))
        #expect(range.intersection(other) == CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 3, timescale: 1)))
        #expect(range.union(other).duration.seconds == 4)
    }

    @Test func timesRoundTripThroughValuesAndCoders() throws {
        let t = CMTime(value: 7, timescale: 30)
        #expect(NSValue(time: t).timeValue == t)
        let decoded = try JSONDecoder().decode(CMTime.self, from: JSONEncoder().encode(t))
        #expect(decoded == t)
    }
}
