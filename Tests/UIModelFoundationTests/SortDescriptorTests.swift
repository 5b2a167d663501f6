import Foundation
import Testing
@testable import UIModelFoundation

@Suite struct SortDescriptorTests {
    struct Entry {
        var name: String?
        var rank: Int
    }

    @Test func sortsWithLocalizedStandardCompare() {
        let items = ["item 10", "Item 2", "item 1", "item 20", "Item 3"].map { Entry(name: $0, rank: 0) }
        let descriptor = NSSortDescriptor(key: "name", ascending: true, comparisonName: "localizedStandardCompare:")
        #expect(items.sorted(using: [descriptor]).map(\.name) == ["item 1", "Item 2", "Item 3", "item 10", "item 20"])
        #expect(descriptor.comparisonName == "localizedStandardCompare:")
        #expect(descriptor.key == "name")
    }

    @Test func sortsNilFirstWhenAscending() {
        let items = [Entry(name: "b", rank: 1), Entry(name: nil, rank: 2), Entry(name: "a", rank: 3)]
        let ascending = KeyedSorting.sorted(items, using: [NSSortDescriptor(key: "name", ascending: true)])
        #expect(ascending.map(\.rank) == [2, 3, 1])
        let descending = KeyedSorting.sorted(items, using: [NSSortDescriptor(key: "name", ascending: false)])
        #expect(descending.map(\.rank) == [1, 3, 2])
    }

    @Test func sortsStablyByManyDescriptors() {
        let records = [Record(["group": 2, "name": "x"]), Record(["group": 1, "name": "b"]),
                       Record(["group": 2, "name": "a"]), Record(["group": 1, "name": "b", "tag": 1])]
        let sorted = records.sorted(using: [NSSortDescriptor(key: "group", ascending: true),
                                            NSSortDescriptor(key: "name", ascending: true)])
        #expect(sorted.map { $0.storage["name"] as? String } == ["b", "b", "a", "x"])
        #expect(sorted[1].storage["tag"] as? Int == 1)
        #expect(KeyedSorting.compare(records[0], records[1], descriptors: []) == .orderedSame)
    }

    @Test func worksWithFoundationSorting() {
        let descriptor = NSSortDescriptor(key: "rank", ascending: false)
        #expect(descriptor.compare(["rank": 1], to: ["rank": 2]) == .orderedDescending)
        let reversed = descriptor.reversedSortDescriptor as! NSSortDescriptor
        #expect(reversed.key == "rank")
        #expect(reversed.ascending)
        #expect(reversed.compare(["rank": 1], to: ["rank": 2]) == .orderedAscending)
        let array = NSArray(array: [["rank": 3], ["rank": 1], ["rank": 2]])
        let sorted = array.sortedArray(using: [NSSortDescriptor(key: "rank", ascending: true)])
        #expect(sorted.compactMap { ($0 as? [String: Int])?["rank"] } == [1, 2, 3])
    }

    @Test func supportsComparatorsAndComparisonNames() {
        let byLength = NSSortDescriptor(key: "name", ascending: true) { a, b in
            let x = (a as! String).count, y = (b as! String).count
            return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
        }
        #expect(byLength.comparisonName == nil)
        #expect(byLength.key == "name")
        let entries = [Entry(name: "ccc", rank: 0), Entry(name: nil, rank: 1), Entry(name: "a", rank: 2)]
        #expect(entries.sorted(using: [byLength]).map(\.rank) == [1, 2, 0])

        let words = ["b", "B", "a", "C"]
        let caseInsensitive = NSSortDescriptor(key: nil, ascending: true, comparisonName: "caseInsensitiveCompare:")
        #expect(words.sorted(using: [caseInsensitive]) == ["a", "b", "B", "C"])
        #expect(caseInsensitive.key == nil)
        #expect(NSSortDescriptor(key: "x", ascending: true, comparisonName: "bogus:").comparisonName == "compare:")
        #expect(NSSortDescriptor(key: "x", ascending: true).comparisonName == "compare:")
        for name in ["localizedCompare:", "localizedCaseInsensitiveCompare:"] {
            let descriptor = NSSortDescriptor(key: nil, ascending: true, comparisonName: name)
            #expect(["b", "a", "c"].sorted(using: [descriptor]) == ["a", "b", "c"])
        }
        #expect([3.5, 1, 2].sorted(using: [NSSortDescriptor(key: nil, ascending: false)]) == [3.5, 2, 1])
    }

    @Test func keyPathDescriptorsKeepWorking() {
        let descriptor = NSSortDescriptor(keyPath: \Tag.name, ascending: true)
        #expect(descriptor.key == nil)
        #expect(descriptor.comparisonName == nil)
        #expect([Tag(name: "b"), Tag(name: "a")].sorted(using: [descriptor]).map(\.name) == ["a", "b"])
    }
}
