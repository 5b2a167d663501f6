import Foundation
import Testing

/// The README and the DocC articles: short, their Swift copied from code the tests build, and
/// their links pointing at files, headings and articles that exist.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The DocC catalogs, one per library product.
    static let catalogs = ["Sources/UIModel/UIModel.docc", "Sources/SimulatorKit/SimulatorKit.docc",
                           "Sources/UIModelSnapshotTesting/UIModelSnapshotTesting.docc"]
    /// The README's length, at most.
    static let readmeLineLimit = 300

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func markdownFiles() throws -> [String] {
        try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        } + ["README.md"]
    }

    /// The fenced blocks of a Markdown text in `language`, each as its lines.
    static func codeBlocks(_ text: String, language: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```\(language)" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A file's or block's lines without their indentation and without blank lines.
    static func significant(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.read("README.md").components(separatedBy: "\n").count
        #expect(lines <= Self.readmeLineLimit, "README.md has \(lines) lines")
    }

    /// Every Swift block in the README is a run of lines of a file `make test` builds: the
    /// example app's package, sources and tests.
    @Test func theReadmesSwiftIsCopiedFromTheExampleApp() throws {
        let example = Self.root.appendingPathComponent("Examples/MyApp")
        let files = (FileManager.default.enumerator(atPath: example.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }
        let sources = try files.map { Self.significant(try String(contentsOf: example.appendingPathComponent($0), encoding: .utf8)
            .components(separatedBy: "\n")) }
        let blocks = Self.codeBlocks(try Self.read("README.md"), language: "swift")
        #expect(blocks.count >= 2, "the package and a test")
        for block in blocks.map(Self.significant) {
            let found = sources.contains { lines in
                lines.count >= block.count && (0...(lines.count - block.count)).contains { Array(lines[$0..<$0 + block.count]) == block }
            }
            #expect(found, "a README block is not in Examples/MyApp: \(block.first ?? "")")
        }
    }

    /// Relative links reach a file, and a `#fragment` a heading of it; `<doc:Name>` names an
    /// article of the same catalog.
    @Test func linksPointAtFilesHeadingsAndArticles() throws {
        for path in try Self.markdownFiles() {
            let text = try Self.read(path)
            let folder = (path as NSString).deletingLastPathComponent
            for link in Self.matches(of: #"\]\(([^)\s]+)\)"#, in: text) where !link.contains("://") {
                let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
                let target = link.hasPrefix("#") ? path : (folder as NSString).appendingPathComponent(parts[0])
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path),
                        "\(path): no file \(link)")
                if link.contains("#"), let fragment = parts.last {
                    let headings = Self.matches(of: #"(?m)^#+ (.+)$"#, in: (try? Self.read(target)) ?? "").map(Self.slug)
                    #expect(headings.contains(fragment), "\(path): no heading #\(fragment) in \(target)")
                }
            }
            for name in Self.matches(of: #"<doc:([A-Za-z]+)>"#, in: text) {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("\(folder)/\(name).md").path),
                        "\(path): <doc:\(name)> is not an article of its catalog")
            }
        }
    }

    /// The anchor GitHub gives a heading: lower case, letters, digits, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
