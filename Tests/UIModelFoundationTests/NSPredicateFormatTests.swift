import Foundation
import Testing
@testable import UIModelFoundation

@Suite(.serialized) struct NSPredicateFormatTests {
    @Test func keepsTheParsedNode() {
        let predicate = NSPredicate(format: "name BEGINSWITH[c] %@ AND age > %d", "a", 3)
        #expect(predicate.parsedPredicate?.format == "name BEGINSWITH[c] \"a\" AND age > 3")
        #expect(predicate.formatError == nil)
        #expect(predicate.evaluate(with: ["name": "Anna", "age": 4]))
        let viaArray = NSPredicate(format: "name == %@", argumentArray: ["x"])
        #expect(viaArray.parsedPredicate?.format == "name == \"x\"")
        #expect(NSPredicate(format: "TRUEPREDICATE", argumentArray: nil).evaluate(with: nil))
    }

    @Test func reportsUnparsableFormats() {
        let format = "name == 'unique-\(UUID().uuidString)"
        let received = LockedValue<[PredicateFormatError]>([])
        PredicateFormatFailures.setHandler { error in
            received.withLock { $0.append(error) }
        }
        defer { PredicateFormatFailures.setHandler(nil) }
        let predicate = NSPredicate(format: format)
        #expect(!predicate.evaluate(with: ["name": "x"]))
        #expect(predicate.parsedPredicate == nil)
        #expect(predicate.formatError?.description == "Unable to parse the format string \"\(format)\"")
        let matching = received.withLock { $0.filter { $0.format == format } }
        #expect(matching.count == 1)
        #expect(matching.first == predicate.formatError)
        _ = NSPredicate(format: "a == %@")
        #expect(received.withLock { $0.contains { $0.format == "a == %@" } })
    }

    @Test func buildsNodesOfCompoundAndValuePredicates() {
        let a = NSPredicate(format: "name == 'a'")
        let b = NSPredicate(format: "age > 3 OR age < 1")
        #expect(NSCompoundPredicate(andPredicateWithSubpredicates: [a, b]).parsedPredicate?.format
                == "name == \"a\" AND (age > 3 OR age < 1)")
        #expect(NSCompoundPredicate(orPredicateWithSubpredicates: [a, NSPredicate(value: false)]).parsedPredicate?.format
                == "name == \"a\" OR FALSEPREDICATE")
        #expect(NSCompoundPredicate(notPredicateWithSubpredicate: a).parsedPredicate?.format == "NOT name == \"a\"")
        #expect(NSPredicate(value: true).parsedPredicate?.format == "TRUEPREDICATE")
        #expect(NSPredicate(block: { _, _ in true }).parsedPredicate == nil)
        #expect(NSCompoundPredicate(andPredicateWithSubpredicates: [a, NSPredicate(block: { _, _ in true })]).parsedPredicate == nil)
        #expect(predicateNode(of: NSPredicate(node: .constant(false)))?.format == "FALSEPREDICATE")
        let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [a, NSPredicate(format: "age >= 18")])
        #expect(compound.evaluate(with: ["name": "a", "age": 20]))
        #expect(!compound.evaluate(with: ["name": "a", "age": 2]))
    }

    @Test func substitutesVariables() {
        let template = NSPredicate(format: "$name == 'x' AND age > $age AND SUBQUERY(items, $name, $name == 2).@count == 1")
        let predicate = template.withSubstitutionVariables(["name": "x", "age": 3])
        #expect(predicate.parsedPredicate?.format
                == "\"x\" == \"x\" AND age > 3 AND SUBQUERY(items, $name, $name == 2).@count == 1")
        #expect(predicate.evaluate(with: ["age": 4, "items": [1, 2]]))
        #expect(!predicate.evaluate(with: ["age": 2, "items": [1, 2]]))
        let block = NSPredicate(block: { _, bindings in bindings?["flag"] as? Bool == true })
        #expect(block.withSubstitutionVariables(["flag": true]).evaluate(with: nil))
    }

    @Test func tableIsThreadSafeAndPruned() {
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for step in 0..<300 {
                let predicate = NSPredicate(format: "age == %d", index * 1000 + step)
                let expected = "age == \(index * 1000 + step)"
                if predicate.parsedPredicate?.format != expected { Issue.record("lost node \(expected)") }
            }
        }
        #expect(PredicateRegistry.liveCount < 200)
    }

    @Test func filtersFoundationCollections() {
        let names = NSArray(array: ["Ann", "Bob", "Anton"])
        let filtered = names.filtered(using: NSPredicate(format: "SELF BEGINSWITH 'An'"))
        #expect(filtered.compactMap { $0 as? String } == ["Ann", "Anton"])
        let swiftFiltered: [String] = ["a", "bb", "ccc"].filter { NSPredicate(format: "SELF.@count >= 2").evaluate(with: $0) }
        #expect(swiftFiltered == ["bb", "ccc"])
    }
}
