import Foundation
import Testing
@testable import UIModelFoundation

@Suite struct KeyValueReadingTests {
    @Test func walksStructsClassesAndOptionals() {
        #expect(KeyValueReading.value(of: Fixtures.task, forKeyPath: "folder.name") as? String == "Inbox")
        #expect(KeyValueReading.value(of: Fixtures.unnamedTask, forKeyPath: "folder.name") == nil)
        #expect(KeyValueReading.value(of: Fixtures.task, forKeyPath: "name") as? String == "Jason")
        #expect(KeyValueReading.value(of: Dog(nickname: nil), forKeyPath: "legs") as? Int == 4)
        #expect(KeyValueReading.value(of: Dog(nickname: "R"), forKey: "nickname") as? String == "R")
        #expect(KeyValueReading.value(of: Fixtures.task, forKeyPath: "missing") == nil)
        #expect(KeyValueReading.value(of: nil, forKeyPath: "a.b") == nil)
    }

    @Test func mapsKeysOverCollections() {
        let names = KeyValueReading.value(of: Fixtures.task, forKeyPath: "tags.name") as? [Any]
        #expect(names?.compactMap { $0 as? String } == ["swift", "ios"])
        let set = NSSet(array: [Record(["n": 1]), Record(["n": 1])])
        #expect((KeyValueReading.value(of: set, forKeyPath: "n") as? [Any])?.count == 2)
        #expect((KeyValueReading.value(of: set, forKeyPath: "@distinctUnionOfObjects.n") as? [Any])?.count == 1)
        let ordered = NSOrderedSet(array: [Record(["n": 2]), Record(["n": 5])])
        #expect(KeyValueReading.value(of: ordered, forKeyPath: "@sum.n") as? Int == 7)
        #expect(KeyValueReading.value(of: ordered, forKeyPath: "@avg.n") as? Double == 3.5)
        #expect(KeyValueReading.value(of: ordered, forKeyPath: "@max.n") as? Int == 5)
        #expect(KeyValueReading.value(of: ordered, forKeyPath: "@count") as? Int == 2)
        #expect(KeyValueReading.value(of: [Int](), forKeyPath: "@avg") == nil)
    }

    @Test func readsDictionaries() {
        let nested: [String: Any] = ["a": ["b": ["c": 1] as [String: Any]] as [String: Any]]
        #expect(KeyValueReading.value(of: nested, forKeyPath: "a.b.c") as? Int == 1)
        #expect(KeyValueReading.value(of: NSDictionary(dictionary: ["k": "v"]), forKeyPath: "k") as? String == "v")
        #expect(KeyValueReading.value(of: ["k": Optional<String>.none] as [String: String?], forKeyPath: "k") == nil)
    }
}
