import Foundation
import Testing
@testable import UIModelFoundation

@Suite struct PredicateEvaluationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var arguments: [any Sendable]
        var matchesTask: Bool
        var matchesUnnamed: Bool
        var testDescription: String { format }
        init(_ format: String, _ arguments: [any Sendable] = [], _ task: Bool, _ unnamed: Bool) {
            self.format = format
            self.arguments = arguments
            self.matchesTask = task
            self.matchesUnnamed = unnamed
        }
    }

    static let early = Fixtures.referenceDate.addingTimeInterval(-10)
    static let late = Fixtures.referenceDate.addingTimeInterval(10)
    static let emailPattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

    static let cases: [Case] = [
        Case("name == %@", ["Jason"], true, false),
        Case("name == 'jason'", [], false, false),
        Case("name ==[c] 'jason'", [], true, false),
        Case("name CONTAINS[cd] %@", ["ÁS"], true, false),
        Case("name CONTAINS %@", ["as"], true, false),
        Case("%K == %@", ["title", "A Tale"], false, true),
        Case("%K.@count == %d", ["tags", 2], true, false),
        Case("age >= %d AND age < %d", [18, 65], true, false),
        Case("age >= %ld", [Int64(12)], true, true),
        Case("age > %f", [29.5], true, false),
        Case("email MATCHES %@", [emailPattern], true, false),
        Case("email MATCHES '[a-z'", [], false, false),
        Case("title BEGINSWITH[c] 'the'", [], true, false),
        Case("title ENDSWITH 'Tale'", [], false, true),
        Case("id IN %@", [[1, 7, 8]], true, false),
        Case("id IN %@", [Set([9])], false, true),
        Case("id IN {7, 9}", [], true, true),
        Case("date BETWEEN %@", [[early, late]], true, false),
        Case("date BETWEEN {%@, %@}", [early, late], true, false),
        Case("date < %@", [late], true, false),
        Case("date == %@", [Fixtures.referenceDate], true, false),
        Case("ANY tags.name == 'swift'", [], true, false),
        Case("SOME tags.name BEGINSWITH 'i'", [], true, false),
        Case("ALL tags.name != 'kotlin'", [], true, true),
        Case("NONE tags.name == 'swift'", [], false, true),
        Case("tags.name CONTAINS 'ios'", [], true, false),
        Case("SUBQUERY(items, $x, $x.done == NO).@count > 0", [], true, false),
        Case("SUBQUERY(items, $x, $x.price > 2 AND $x.done == NO).@count == 2", [], true, false),
        Case("items.@count > 2", [], true, false),
        Case("items.@sum.price == 7.5", [], true, false),
        Case("items.@avg.price == 2.5", [], true, false),
        Case("items.@max.price == 4", [], true, false),
        Case("items.@min.price < 2", [], true, false),
        Case("folder.name == 'Inbox'", [], true, false),
        Case("folder == nil", [], false, true),
        Case("NOT (done == YES)", [], true, false),
        Case("!(done == YES)", [], true, false),
        Case("done == NO OR priority > 1", [], true, false),
        Case("done = true && priority == 0", [], false, true),
        Case("TRUEPREDICATE", [], true, true),
        Case("FALSEPREDICATE", [], false, false),
        Case("name LIKE[c] 'j*n'", [], true, false),
        Case("name LIKE 'J?son'", [], true, false),
        Case("name LIKE 'J?n'", [], false, false),
        Case("name == nil", [], false, true),
        Case("name != nil", [], true, false),
        Case("name == %@", [NSNull()], false, true),
        Case("priority == 2.0", [], true, false),
        Case("priority == %@", [NSNumber(value: 2)], true, false),
        Case("priority IN %@", [[Int64(2), Int64(3)]], true, false),
        Case("priority BETWEEN {1, 2}", [], true, false),
        Case("age > -1 AND age < 0x20", [], true, true),
        Case("'Hobbit' IN title", [], true, false),
        Case("SELF.name == 'Jason'", [], true, false),
        Case("name IN {'Jason', 'Ann'}", [], true, false),
        Case("(name == 'x' OR age == 30) AND NOT folder == nil", [], true, false),
    ]

    @Test(arguments: cases)
    func evaluatesOnStructsViaMirror(_ testCase: Case) throws {
        let node = try PredicateParser.parse(testCase.format, arguments: testCase.arguments)
        #expect(PredicateEvaluator.evaluate(node, with: Fixtures.task, variables: [:]) == testCase.matchesTask)
        #expect(PredicateEvaluator.evaluate(node, with: Fixtures.unnamedTask, variables: [:]) == testCase.matchesUnnamed)
        let predicate = NSPredicate(format: testCase.format, argumentArray: testCase.arguments)
        #expect(predicate.formatError == nil)
        #expect(predicate.evaluate(with: Fixtures.task) == testCase.matchesTask)
    }

    @Test func evaluatesOnKeyValueReadableObjects() {
        let folder = Record(["name": "Inbox"])
        let note = Record(["title": "Groceries", "folder": folder, "tags": Set(["a", "b"]),
                           "children": [Record(["done": true]), Record(["done": false])]])
        #expect(NSPredicate(format: "folder.name == %@", "Inbox").evaluate(with: note))
        #expect(NSPredicate(format: "tags CONTAINS 'a'").evaluate(with: note))
        #expect(NSPredicate(format: "ANY children.done == YES").evaluate(with: note))
        #expect(!NSPredicate(format: "ALL children.done == YES").evaluate(with: note))
        #expect(NSPredicate(format: "children.@count == 2").evaluate(with: note))
        #expect(NSPredicate(format: "missing == nil").evaluate(with: note))
    }

    @Test func evaluatesOnDictionaries() {
        let dictionary: [String: Any] = ["name": "Ann", "age": Int16(40), "nested": ["score": 9.5] as [String: Any]]
        #expect(NSPredicate(format: "name == 'Ann' AND age == 40").evaluate(with: dictionary))
        #expect(NSPredicate(format: "nested.score > 9").evaluate(with: dictionary))
        #expect(NSPredicate(format: "age > 40.5").evaluate(with: NSDictionary(dictionary: dictionary)) == false)
    }

    @Test func evaluatesSelfAndSuperclassProperties() {
        #expect(NSPredicate(format: "SELF == 'a'").evaluate(with: "a"))
        #expect(NSPredicate(format: "SELF IN %@", ["a", "b"]).evaluate(with: "b"))
        #expect(NSPredicate(format: "SELF > 2").evaluate(with: UInt8(3)))
        #expect(NSPredicate(format: "SELF MATCHES %@", PredicateEvaluationTests.emailPattern).evaluate(with: "me@x.io"))
        #expect(NSPredicate(format: "SELF CONTAINS 2").evaluate(with: [1, 2, 3]))
        let dog = Dog(nickname: "Rex")
        #expect(NSPredicate(format: "legs == 4 AND nickname BEGINSWITH 'R'").evaluate(with: dog))
    }

    @Test func comparesNumbersAcrossTypes() {
        let values: [Any] = [Int(3), Int8(3), Int16(3), Int32(3), Int64(3), UInt(3), UInt32(3), UInt64(3),
                             Double(3), Float(3), Decimal(3), NSNumber(value: 3), CGFloat(3)]
        for a in values {
            for b in values {
                #expect(ValueComparison.compare(a, b, options: []) == .orderedSame, "\(type(of: a)) vs \(type(of: b))")
            }
        }
        #expect(ValueComparison.compare(true, 1, options: []) == .orderedSame)
        #expect(ValueComparison.compare(UInt64.max, Int64(-1), options: []) == .orderedDescending)
        #expect(ValueComparison.compare(Decimal(string: "2.5")!, 3, options: []) == .orderedAscending)
        #expect(ValueComparison.compare("a", 1, options: []) == nil)
        #expect(ValueComparison.compare(nil, 1, options: []) == nil)
        #expect(ValueComparison.compare(nil, NSNull(), options: []) == .orderedSame)
        #expect(ValueComparison.compare("É", "e", options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame)
    }

    @Test func comparesIdentityValues() {
        let uuid = UUID()
        let url = URL(string: "https://example.com/a")!
        let data = Data([1, 2, 3])
        #expect(NSPredicate(format: "SELF == %@", uuid).evaluate(with: uuid))
        #expect(!NSPredicate(format: "SELF == %@", UUID()).evaluate(with: uuid))
        #expect(NSPredicate(format: "SELF == %@", url).evaluate(with: url))
        #expect(NSPredicate(format: "SELF == %@", data).evaluate(with: Data([1, 2, 3])))
        #expect(NSPredicate(format: "SELF != %@", data).evaluate(with: Data([1])))
    }

    @Test func bindsVariablesAtEvaluation() throws {
        let node = try PredicateParser.parse("age > $minimum AND $name == name", arguments: [])
        #expect(PredicateEvaluator.evaluate(node, with: Fixtures.task, variables: ["minimum": 20, "name": "Jason"]))
        #expect(!PredicateEvaluator.evaluate(node, with: Fixtures.task, variables: ["minimum": 40, "name": "Jason"]))
        let predicate = NSPredicate(format: "age > $minimum")
        #expect(predicate.evaluate(with: Fixtures.task, substitutionVariables: ["minimum": 1]))
    }

    @Test func matchesLikePatterns() {
        #expect(PredicateStringMatching.like("abc", "a*c", []))
        #expect(PredicateStringMatching.like("abc", "*", []))
        #expect(PredicateStringMatching.like("", "*", []))
        #expect(!PredicateStringMatching.like("abc", "a*d", []))
        #expect(PredicateStringMatching.like("a*c", "a\\*c", []))
        #expect(!PredicateStringMatching.like("abc", "a\\*c", []))
        #expect(PredicateStringMatching.like("mississippi", "m*iss*ppi", []))
        #expect(PredicateStringMatching.like("ÀBC", "a?c", [.caseInsensitive, .diacriticInsensitive]))
    }

    @Test func invalidRegularExpressionsNeverMatch() {
        for pattern in ["[", "(", "a)(", "*", "\\", "(?<", "a{2,1}"] {
            #expect(!NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: "a"))
        }
        #expect(NSPredicate(format: "SELF MATCHES 'a|ab'").evaluate(with: "ab"))
        #expect(!NSPredicate(format: "SELF MATCHES 'b'").evaluate(with: "abc"))
        #expect(NSPredicate(format: "SELF MATCHES[c] 'ABC'").evaluate(with: "abc"))
    }
}
