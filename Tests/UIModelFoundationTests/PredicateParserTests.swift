import Foundation
import Testing
@testable import UIModelFoundation

@Suite struct PredicateParserTests {
    struct FormatCase: CustomTestStringConvertible, Sendable {
        var input: String
        var arguments: [any Sendable]
        var expected: String
        var testDescription: String { input }
        init(_ input: String, _ expected: String) {
            self.init(input, [], expected)
        }
        init(_ input: String, _ arguments: [any Sendable], _ expected: String) {
            self.input = input
            self.arguments = arguments
            self.expected = expected
        }
    }

    static let formats: [FormatCase] = [
        FormatCase("name BEGINSWITH[c] 'a' AND age > 3", "name BEGINSWITH[c] \"a\" AND age > 3"),
        FormatCase("ANY tags.name == 'x'", "ANY tags.name == \"x\""),
        FormatCase("some tags.name = 'x'", "ANY tags.name == \"x\""),
        FormatCase("ALL tags.name != 'x'", "ALL tags.name != \"x\""),
        FormatCase("NONE tags.name == 'x'", "NOT ANY tags.name == \"x\""),
        FormatCase("self == 'a'", "SELF == \"a\""),
        FormatCase("truepredicate", "TRUEPREDICATE"),
        FormatCase("FALSEPREDICATE", "FALSEPREDICATE"),
        FormatCase("done == YES", "done == 1"),
        FormatCase("done == false", "done == 0"),
        FormatCase("a == 1 OR b == 2 AND c == 3", "a == 1 OR (b == 2 AND c == 3)"),
        FormatCase("(a == 1 || b == 2) && c == 3", "(a == 1 OR b == 2) AND c == 3"),
        FormatCase("a == 1 AND b == 2 AND c == 3", "a == 1 AND b == 2 AND c == 3"),
        FormatCase("NOT (a == 1 AND b == 2)", "NOT (a == 1 AND b == 2)"),
        FormatCase("!a == 1", "NOT a == 1"),
        FormatCase("id IN %@", [[1, 2]], "id IN {1, 2}"),
        FormatCase("name IN %@", [["a", "b"]], "name IN {\"a\", \"b\"}"),
        FormatCase("name =< 'x' AND a <> 1 AND b => 2 AND c = 3", "name <= \"x\" AND a != 1 AND b >= 2 AND c == 3"),
        FormatCase("SUBQUERY(items, $x, $x.done == NO).@count > 0", "SUBQUERY(items, $x, $x.done == 0).@count > 0"),
        FormatCase("%K == %@", ["in", "x"], "#in == \"x\""),
        FormatCase("%K == %@", ["folder.name", "x"], "folder.name == \"x\""),
        FormatCase("name == \"a\\\"b\"", "name == \"a\\\"b\""),
        FormatCase("date == %@", [Date(timeIntervalSinceReferenceDate: 700_000_000)],
                   "date == CAST(700000000.000000, \"NSDate\")"),
        FormatCase("x == 2.5 AND y == -3 AND z == 1e3 AND w == 0x1F", "x == 2.5 AND y == -3 AND z == 1000 AND w == 31"),
        FormatCase("name contains[cd] 'x'", "name CONTAINS[cd] \"x\""),
        FormatCase("name LIKE[n] 'x'", "name LIKE[n] \"x\""),
        FormatCase("name == nil OR name == NULL", "name == nil OR name == nil"),
        FormatCase("$name == 'x'", "$name == \"x\""),
        FormatCase("a BETWEEN {1, 2}", "a BETWEEN {1, 2}"),
        FormatCase("a == %d AND b == %f AND c == %lu AND d == %hd AND e == %i AND f == %lld AND g == %g",
                   [1, 2.5, UInt(3), Int16(4), 5, Int64(6), 7.25],
                   "a == 1 AND b == 2.5 AND c == 3 AND d == 4 AND e == 5 AND f == 6 AND g == 7.25"),
        FormatCase("name == %@", [NSNull()], "name == nil"),
        FormatCase("name == %@ AND x == '%@'", ["a"], "name == \"a\" AND x == \"%@\""),
        FormatCase("name == %%", "name == \"%\""),
        FormatCase("#self == 1 AND items.@sum.price > 2", "#self == 1 AND items.@sum.price > 2"),
        FormatCase("name ENDSWITH[c] 'a' OR name MATCHES '.*'", "name ENDSWITH[c] \"a\" OR name MATCHES \".*\""),
        FormatCase("uuid == CAST('E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'NSUUID')",
                   "uuid == CAST(\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"NSUUID\")"),
    ]

    @Test(arguments: formats)
    func printsCanonicalFormat(_ testCase: FormatCase) throws {
        let node = try PredicateParser.parse(testCase.input, arguments: testCase.arguments)
        #expect(node.format == testCase.expected)
        let reparsed = try PredicateParser.parse(node.format, arguments: [])
        #expect(reparsed.format == testCase.expected)
    }

    @Test func parsesSubqueryStructure() throws {
        let node = try PredicateParser.parse("SUBQUERY(items, $i, $i.done == NO).@count > 0", arguments: [])
        guard case .comparison(let comparison) = node,
              case .member(.subquery(.keyPath("items"), "i", let inner), "@count") = comparison.lhs,
              case .comparison(let innerComparison) = inner,
              case .member(.variable("i"), "done") = innerComparison.lhs else {
            Issue.record("unexpected structure \(node)")
            return
        }
        #expect(comparison.op == .greaterThan)
        #expect(innerComparison.op == .equalTo)
    }

    @Test func parsesModifiersAndOptions() throws {
        guard case .comparison(let c) = try PredicateParser.parse("ANY names BEGINSWITH[cd] 'a'", arguments: []) else {
            Issue.record("not a comparison")
            return
        }
        #expect(c.modifier == .any)
        #expect(c.op == .beginsWith)
        #expect(c.options == [.caseInsensitive, .diacriticInsensitive])
        guard case .not(.comparison(let none)) = try PredicateParser.parse("NONE names == 'a'", arguments: []) else {
            Issue.record("NONE is not NOT ANY")
            return
        }
        #expect(none.modifier == .any)
    }

    static let malformed: [String] = [
        "", " ", "name", "name ==", "== 3", "(name == 1", "name == 1)", "name == 'abc", "name == \"abc",
        "AND", "name == 1 AND", "name === 1", "name == 1 2", "a IN {1,2", "a IN {1,,2}",
        "SUBQUERY(items, x, x == 1).@count > 0", "SUBQUERY(items, $x).@count > 0", "name == @", "name == $",
        "name ~ 1", "name == 0xZZ", "name == 12abc", "ANY", "NOT", "name IN", "SELF ==", "a.b. == 1",
        "CAST(1, 'NSFoo') == 1", "name == %z", "name == %", "a == TRUEPREDICATE", "TRUEPREDICATE == 1",
        "name BEGINSWITH[x] 'a'", "name BEGINSWITH[c 'a'", "name BEGINSWITH[] 'a'", "()", "(())", "!",
        "a == 1 OR OR b == 2", "a == 1 &&", "a & b", "a | b", "a == #", "a == #1", "AND == 1", "a == IN",
        "a.#in == 1 ==", "a == -'x'", "a == -", "a ==[c]", "ALL ANY a == 1", "a == b == c", "a == 'x'y",
        "$ == 1", "a == 1 NOT", "SUBQUERY(a, $x, TRUEPREDICATE", "CAST(a, 'NSDate') == 1", "{ == 1",
        "a == 0b102", "a BEGINSWITH", "a\u{0}== 1", "a == \\", "a == 1;",
    ]

    @Test(arguments: malformed)
    func reportsMalformedFormats(_ format: String) {
        do {
            let node = try PredicateParser.parse(format, arguments: [])
            Issue.record("parsed \(format.debugDescription) as \(node.format)")
        } catch {
            #expect(error.description == "Unable to parse the format string \"\(format)\"")
            #expect(error.format == format)
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func reportsPositionsInReasons() {
        #expect(throws: PredicateFormatError(format: "name ==", reason: "unexpected end of input at offset 7")) {
            try PredicateParser.parse("name ==", arguments: [])
        }
        #expect(throws: PredicateFormatError(format: "a == 'x", reason: "unterminated string starting at offset 5")) {
            try PredicateParser.parse("a == 'x", arguments: [])
        }
    }

    @Test func reportsMissingAndWrongArguments() {
        for (format, arguments) in [("name == %@", [] as [Any?]), ("a == %@ AND b == %@", ["x"]),
                                    ("%K == 1", [3]), ("%K == 1", [nil]), ("a == %d", ["x"]), ("a == %f", [nil]),
                                    ("a == %d", [Double.infinity])] {
            do {
                _ = try PredicateParser.parse(format, arguments: arguments)
                Issue.record("parsed \(format)")
            } catch {
                #expect(error.description == "Unable to parse the format string \"\(format)\"")
            }
        }
    }

    @Test func capsNestingDepth() throws {
        let shallow = String(repeating: "(", count: 150) + "a == 1" + String(repeating: ")", count: 150)
        #expect(try PredicateParser.parse(shallow, arguments: []).format == "a == 1")
        let atCap = String(repeating: "(", count: 199) + "a == 1" + String(repeating: ")", count: 199)
        #expect(try PredicateParser.parse(atCap, arguments: []).format == "a == 1")
        let mixed = String(repeating: "NOT (", count: 99) + "a IN {1}" + String(repeating: ")", count: 99)
        let node = try PredicateParser.parse(mixed, arguments: [])
        #expect(PredicateEvaluator.evaluate(node, with: ["a": 1], variables: [:]) == false)
        #expect(try PredicateParser.parse(node.format, arguments: []).format == node.format)
        let aggregates = "a IN " + String(repeating: "{", count: 198) + String(repeating: "}", count: 198)
        #expect(throws: Never.self) { try PredicateParser.parse(aggregates, arguments: []) }
        for deep in [String(repeating: "(", count: 100_000) + "a == 1" + String(repeating: ")", count: 100_000),
                     String(repeating: "NOT ", count: 50_000) + "a == 1",
                     String(repeating: "!", count: 50_000) + "a == 1",
                     "a IN " + String(repeating: "{", count: 50_000),
                     String(repeating: "SUBQUERY(a, $x, ", count: 5_000)] {
            #expect(throws: PredicateFormatError.self) { try PredicateParser.parse(deep, arguments: []) }
        }
    }
}
