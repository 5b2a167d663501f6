import Foundation

/// One run of `uimodel-port`: finds the Swift files, indexes them all, ports each in place or into
/// an output folder (or, checking, only lists what would change), and says what it did.
public struct PortRun {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case missing(String)
        case noSwiftFiles(String)
        case outputIsFile(String)

        public var description: String {
            switch self {
            case .missing(let path): "no such file or folder: \(path)"
            case .noSwiftFiles(let path): "no Swift files in \(path)"
            case .outputIsFile(let path): "the output \(path) is a file, not a folder"
            }
        }
    }

    /// What a run did: counts for the summary line and the exit status.
    public struct Summary: Equatable {
        public var files = 0
        public var changedFiles = 0
        public var changes = 0
        public var findings = 0
        public var unparsable = 0
    }

    public var paths: [String]
    /// A folder to write the ported files into (their paths below the given folders kept); nil
    /// rewrites in place.
    public var output: String?
    /// Only list what would change.
    public var check: Bool
    private let fileManager = FileManager.default

    public init(paths: [String], output: String? = nil, check: Bool = false) {
        self.paths = paths
        self.output = output
        self.check = check
    }

    /// Runs, printing each change (when checking), each finding and each parse error as
    /// `file:line:column: kind: message`, then a summary line.
    public func run(print: (String) -> Void) throws -> Summary {
        let files = try swiftFiles()
        if let output { try prepare(output) }
        var porter = Porter()
        let sources = try files.map { try String(contentsOfFile: $0.path, encoding: .utf8) }
        for source in sources { porter.index(source) }
        var summary = Summary()
        for (file, source) in zip(files, sources) {
            summary.files += 1
            let result = porter.port(source, fileName: file.path)
            if let error = result.parseError {
                summary.unparsable += 1
                print("\(file.path):\(error.line):\(error.column): error: \(error.message) (the file is left as it was)")
                continue
            }
            for finding in result.findings {
                print("\(file.path):\(finding.line):\(finding.column): warning: \(finding.message)")
            }
            summary.findings += result.findings.count
            if result.didChange {
                summary.changedFiles += 1
                summary.changes += result.changes.count
            }
            if check {
                for change in result.changes { print("\(file.path):\(change.line): would change: \(change.description)") }
            } else if let output {
                let destination = URL(fileURLWithPath: output).appendingPathComponent(file.relativePath)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try result.source.write(to: destination, atomically: true, encoding: .utf8)
            } else if result.didChange {
                try result.source.write(toFile: file.path, atomically: true, encoding: .utf8)
            }
        }
        let verb = check ? "would change" : "changed"
        print("\(summary.files) Swift file\(summary.files == 1 ? "" : "s"): \(summary.changedFiles) \(verb) (\(summary.changes) rewrite\(summary.changes == 1 ? "" : "s")), \(summary.findings) left for you, \(summary.unparsable) not parsed")
        return summary
    }

    /// A Swift file and its path below the folder it was found in (its name when given directly).
    struct SourceFile {
        var path: String
        var relativePath: String
    }

    func swiftFiles() throws -> [SourceFile] {
        var files: [SourceFile] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { throw Failure.missing(path) }
            guard isFolder.boolValue else {
                files.append(SourceFile(path: path, relativePath: (path as NSString).lastPathComponent))
                continue
            }
            let found = (fileManager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            guard !found.isEmpty else { throw Failure.noSwiftFiles(path) }
            files += found.map { SourceFile(path: (path as NSString).appendingPathComponent($0), relativePath: $0) }
        }
        return files
    }

    private func prepare(_ output: String) throws {
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure.outputIsFile(output)
        }
        try fileManager.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
}
