import Foundation
import Testing

/// Nothing looks implemented that is not: a public stored property of UIModel that no code of
/// the package ever reads or sets (besides its declaration) stores a value nothing uses, so its
/// doc comment must say so in the one way the coverage article reads ("Stored, no effect here:"
/// and why); the article then lists it apart instead of counting it as covered.
@Suite struct StoredOnlyMembersTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file of the package's modules, as lines.
    static func files() throws -> [(path: String, lines: [String])] {
        var out: [(String, [String])] = []
        let all = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in all where url.pathExtension == "swift" {
            out.append((url.path, try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")))
        }
        return out
    }

    /// How many times each word appears in the package's code (comments left out).
    static func wordCounts(_ files: [(path: String, lines: [String])]) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for file in files {
            for line in file.lines {
                let code = line.prefix { _ in true }.components(separatedBy: "//")[0]
                var word = Substring()
                var start = code.startIndex
                for i in code.indices {
                    let c = code[i]
                    if c.isLetter || c.isNumber || c == "_" {
                        if word.isEmpty { start = i }
                        word = code[start...i]
                    } else if !word.isEmpty {
                        counts[Substring(String(word)), default: 0] += 1
                        word = ""
                    }
                }
                if !word.isEmpty { counts[Substring(String(word)), default: 0] += 1 }
            }
        }
        return counts
    }

    @Test func everyUnusedPublicStoredPropertySaysItHasNoEffect() throws {
        let files = try Self.files()
        let counts = Self.wordCounts(files)
        let declaration = try Regex(#"^\s*(?:@[\w()]+\s+)*(?:public|open)\s+(?:(?:internal|private|package)\(set\)\s+)?(?:nonisolated\s+)?(?:final\s+)?(?:lazy\s+)?var\s+(\w+)\s*(.*)$"#)
        var unmarked: [String] = []
        var checked = 0
        for (path, lines) in files where path.contains("/Sources/UIModel/") {
            for (i, line) in lines.enumerated() {
                guard let match = line.wholeMatch(of: declaration), let name = match.output[1].substring,
                      let rest = match.output[2].substring else { continue }
                // Stored: a type or a value, with observers at most (not a computed property).
                let body = rest.firstIndex(of: "{").map { String(rest[$0...]) } ?? ""
                guard rest.hasPrefix(":") || rest.hasPrefix("="), body.isEmpty || body.contains("didSet") || body.contains("willSet")
                else { continue }
                checked += 1
                // Its declaration is the only place the name appears: nothing reads or sets it.
                guard counts[name, default: 0] <= 1 else { continue }
                var doc = "", k = i - 1
                while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("///") { doc = lines[k] + doc; k -= 1 }
                if !doc.contains("Stored, no effect here:") { unmarked.append("\((path as NSString).lastPathComponent):\(i + 1) \(name)") }
            }
        }
        #expect(checked > 500, "only \(checked) stored properties found: the scan is broken")
        #expect(unmarked.isEmpty, "public stored properties nothing uses, without \"Stored, no effect here:\": \(unmarked)")
    }
}
