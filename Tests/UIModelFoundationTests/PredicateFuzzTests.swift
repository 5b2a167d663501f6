import Foundation
import Testing
@testable import UIModelFoundation

/// A small deterministic generator (SplitMix64), so fuzz runs are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct PredicateFuzzTests {
    static let seeds: [String] = [
        "name == %@", "name CONTAINS[cd] %@", "%K == %@", "age >= %d AND age < %d", "SELF MATCHES %@",
        "title BEGINSWITH[c] 'the'", "id IN %@", "date BETWEEN %@", "ANY tags.name == 'swift'",
        "SUBQUERY(items, $x, $x.done == NO).@count > 0", "items.@count > 2", "folder.name == 'Inbox'",
        "NOT (done == YES)", "done == NO OR priority > 1", "TRUEPREDICATE", "$name == 'x'", "name LIKE[c] 'j*n'",
        "name == nil", "name != nil", "(a == 1 || b <> 2) && !(c =< 3)", "a BETWEEN {1, 0x10}",
        "x == CAST(700000000.0, 'NSDate')", "NONE tags.name ENDSWITH \"\\\"q\\\"\"", "#in == -2.5e3",
        "ALL items.price > %f", "items.@sum.price == %lld", "name == %%",
    ]

    static let fragments: [String] = [
        "name", "age", "tags.name", "items", "$x", "$x.done", "SELF", "nil", "YES", "NO", "TRUE", "3", "-1", "2.5",
        "0x1F", "'str'", "\"q\"", "%@", "%K", "%d", "%f", "%%", "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=",
        "=>", "AND", "&&", "OR", "||", "NOT", "!", "ANY", "SOME", "ALL", "NONE", "IN", "BETWEEN", "BEGINSWITH",
        "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "[c]", "[cd]", "[n]", "(", ")", "{", "}", ",", ".", "@count",
        "@sum", "SUBQUERY", "CAST", "TRUEPREDICATE", "FALSEPREDICATE", "#in", "\\", "'", "\"", "[", "]", "é", "🙂",
    ]

    static var arguments: [Any?] { ["name", [1, 2], 3, 2.5, nil, Date(timeIntervalSinceReferenceDate: 0), "x", Set([1])] }

    static func exercise(_ format: String, _ count: Int = 8) {
        let arguments = Array(Self.arguments.prefix(count))
        do {
            let node = try PredicateParser.parse(format, arguments: arguments)
            _ = PredicateEvaluator.evaluate(node, with: Fixtures.task, variables: ["x": Fixtures.task])
            _ = PredicateEvaluator.evaluate(node, with: nil, variables: [:])
            let printed = node.format
            let reparsed = try PredicateParser.parse(printed, arguments: [])
            #expect(reparsed.format == printed, "round trip of \(format.debugDescription)")
        } catch {
            #expect(error.description == "Unable to parse the format string \"\(format)\"")
        }
    }

    @Test func truncationsOfValidFormatsNeverCrash() {
        for seed in Self.seeds {
            let scalars = Array(seed.unicodeScalars)
            for end in 0...scalars.count {
                for start in stride(from: 0, through: end, by: 3) {
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: scalars[start..<end])
                    Self.exercise(String(view))
                }
            }
        }
    }

    @Test func randomTokenSoupNeverCrashes() {
        var generator = SplitMix64(state: 0x5EED)
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...12, using: &generator)
            let format = (0..<length).map { _ in Self.fragments.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "")
            Self.exercise(format, Int.random(in: 0...8, using: &generator))
        }
    }

    @Test func randomCharactersNeverCrash() {
        var generator = SplitMix64(state: 42)
        let alphabet = Array("abcXYZ019 _.,(){}[]'\"\\%@K$#!&|=<>-+*?/;:\u{0}\t\néß🙂".unicodeScalars)
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                view.append(alphabet.randomElement(using: &generator)!)
            }
            Self.exercise(String(view))
        }
    }

    @Test func mutatedValidFormatsNeverCrash() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<2_000 {
            var scalars = Array(Self.seeds.randomElement(using: &generator)!.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !scalars.isEmpty {
                let index = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: scalars.remove(at: index)
                case 1: scalars.insert(scalars.randomElement(using: &generator)!, at: index)
                default: scalars.swapAt(index, Int.random(in: 0..<scalars.count, using: &generator))
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            Self.exercise(String(view))
        }
    }
}
