import Foundation
import Testing
import UIModelFoundation

/// Key-path observation of classes that announce their changes: initial, old and new values,
/// subclasses' key paths, invalidation and release.
struct KeyValueObservingTests {
    class Counter: NSObject, _KeyValueCodingAndObserving {
        var count = 0 { didSet { didChangeValue(for: \.count) } }
        var label = "" { didSet { didChangeValue(for: \.label) } }
    }
    final class Special: Counter {}

    @Test func observersHearNewAndOldValues() {
        let counter = Counter()
        var heard: [String] = []
        let observation = counter.observe(\.count, options: [.initial, .new, .old]) { _, change in
            heard.append("\(change.oldValue.map(String.init) ?? "-")→\(change.newValue.map(String.init) ?? "-")")
        }
        counter.count = 1
        counter.count = 2
        counter.label = "unrelated"
        #expect(heard == ["-→0", "0→1", "1→2"])
        observation.invalidate()
        counter.count = 3
        #expect(heard.count == 3)
    }

    @Test func aSubclasssKeyPathHearsTheSuperclasssAnnouncement() {
        let special = Special()
        var counts: [Int] = []
        let observation = special.observe(\.count, options: [.new]) { _, change in counts.append(change.newValue!) }
        special.count = 5
        special.count = 5
        special.count = 6
        #expect(counts == [5, 6])
        _ = observation
    }

    @Test func aReleasedObservationHearsNothing() {
        let counter = Counter()
        var calls = 0
        do {
            let observation = counter.observe(\.count) { _, _ in calls += 1 }
            counter.count = 1
            _ = observation
        }
        counter.count = 2
        #expect(calls == 1)
    }
}
