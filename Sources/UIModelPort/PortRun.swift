import Foundation

/// One run of `uimodel-port`: finds the Swift files, indexes them all, ports each in place or into
/// an output folder (or, checking, only lists what would change), and says what it did.
public struct PortRun {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case missing(String)
        case noSwiftFiles(String)
        case outputIsFile(String)
        /// The Info.plist does not parse, or is not a dictionary.
        case badInfoPlist(String)

        public var description: String {
            switch self {
            case .missing(let path): "no such file or folder: \(path)"
            case .noSwiftFiles(let path): "no Swift files in \(path)"
            case .outputIsFile(let path): "the output \(path) is a file, not a folder"
            case .badInfoPlist(let message): message
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
        /// Whether the Info.plist's scene configurations were (or would be) written anew.
        public var wroteInfoPlist = false
        /// How many classes' files the Core Data models' code generation wrote (or would write).
        public var wroteModelClasses = 0
        /// Whether the timers' forwarding file (`RunLoopOnAppClock.swift`) was (or would be) written.
        public var wroteRunLoopOnAppClock = false
        /// Whether the Interface Builder connections (`UIModelInterfaceBuilder.swift`) were (or would be) written.
        public var wroteInterfaceBuilder = false
        /// Whether the asset catalogs' symbols (`GeneratedAssetSymbols.swift`) were (or would be) written.
        public var wroteAssetSymbols = false
    }

    public var paths: [String]
    /// A folder to write the ported files into (their paths below the given folders kept); nil
    /// rewrites in place.
    public var output: String?
    /// Only list what would change.
    public var check: Bool
    /// The app's Info.plist; nil finds one named Info.plist in or beside the given folders.
    public var infoPlist: String?
    private let fileManager = FileManager.default

    /// The file that carries the Info.plist's scene configurations into the ported app.
    public static let infoPlistFileName = "InfoPlist.swift"

    public init(paths: [String], output: String? = nil, check: Bool = false, infoPlist: String? = nil) {
        self.paths = paths
        self.output = output
        self.check = check
        self.infoPlist = infoPlist
    }

    /// Prints what the files use of UIKit that UIModel lacks (`--report`), judged on the code as
    /// the porter would rewrite it; writes nothing.
    public func report(print: (String) -> Void) throws -> UsageReport {
        let (files, sources, porter) = try indexed()
        let ported = zip(files, sources).map { file, source in (file, porter.port(source, fileName: file.path).source) }
        var report = UsageReport()
        for (_, source) in ported { report.declare(source) }
        for (file, source) in ported { report.add(source, file: file.path) }
        print(report.table)
        let counts = interfaceBuilderFiles().reduce(into: InterfaceBuilderBindings()) { $0.add(fileAt: $1) }.counts
        if counts.files > 0 {
            let unsupported = counts.unsupported.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "<\($0.key)> ×\($0.value)" }
            print("Interface Builder: \(counts.files) file\(counts.files == 1 ? "" : "s"), \(counts.scenes) scenes, \(counts.segues) segues, "
                  + "\(counts.outlets) outlets, \(counts.actions) actions; not supported: \(unsupported.isEmpty ? "none" : unsupported.joined(separator: ", "))")
        }
        return report
    }

    /// The storyboards and xibs in the given folders, in path order.
    func interfaceBuilderFiles() -> [String] {
        paths.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            return (fileManager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { ($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// The Core Data models (`.xcdatamodeld` folders) in the given folders, in path order.
    func coreDataModels() -> [String] { entries(withSuffix: ".xcdatamodeld") }

    /// The asset catalogs (`.xcassets` folders) in the given folders, in path order.
    func assetCatalogs() -> [String] { entries(withSuffix: ".xcassets") }

    /// What the given folders hold whose names end with `suffix` (none inside hidden folders),
    /// in path order.
    private func entries(withSuffix suffix: String) -> [String] {
        paths.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
            return (fileManager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(suffix) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// The `UIModelInterfaceBuilder` class for the run's Interface Builder files, and what
    /// they name that the sources lack.
    private func interfaceBuilderBindings(_ porter: Porter, selectorValues: [(file: String, selector: String, owner: String?, line: Int)] = [])
        -> (String?, [String]) {
        var bindings = InterfaceBuilderBindings()
        for file in interfaceBuilderFiles() { bindings.add(fileAt: file) }
        for value in selectorValues { bindings.addSelectorValue(value.selector, owner: value.owner, file: value.file, line: value.line) }
        return bindings.generate(types: porter.types, members: porter.members)
    }

    /// Runs, printing each change (when checking), each finding and each parse error as
    /// `file:line:column: kind: message`, then a summary line.
    public func run(print: (String) -> Void) throws -> Summary {
        let (files, sources, indexedPorter) = try indexed()
        var porter = indexedPorter
        func portAll() -> [PortResult] { files.indices.map { porter.port(sources[$0], fileName: files[$0].path) } }
        var results = portAll()
        // Methods the code names by selector value are called from the generated dispatch table,
        // which a private method is hidden from: those lose `private`, as outlets do (the files
        // are ported again only when that changes something).
        let named = Set(results.flatMap(\.selectorValues)
            .flatMap { value in porter.members.methods.values.joined().filter { $0.selector == value.selector }.map(\.name) })
        if !named.isSubset(of: porter.interfaceBuilderNames) {
            porter.interfaceBuilderNames.formUnion(named)
            results = portAll()
        }
        // The plist is checked before anything is written: a bad one changes no file.
        let plist = try appInfoPlist(types: porter.types, print: print)
        if let output { try prepare(output) }
        var summary = Summary()
        summary.findings += plist.findings
        var usesTimers = false
        var selectorValues: [(file: String, selector: String, owner: String?, line: Int)] = []
        for (file, result) in zip(files, results) {
            summary.files += 1
            selectorValues += result.selectorValues.map { (file.path, $0.selector, $0.owner, $0.line) }
            if (file.path as NSString).lastPathComponent != RunLoopOnAppClock.fileName, RunLoopOnAppClock.isNeeded(by: result.source) {
                usesTimers = true
            }
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
        if let manifest = plist.source {
            summary.wroteInfoPlist = try write(manifest, named: Self.infoPlistFileName, saying: "what the Info.plist tells UIKit at launch",
                                               print: print)
        }
        if let file = zip(files, results).first(where: { $0.1.buildsSelectorsFromStrings })?.0 {
            // Any `@objc` method may be named by a string: all of them go into the table.
            for (owner, methods) in porter.members.methods.sorted(by: { $0.key < $1.key }) {
                for method in methods where method.isObjC && method.types.count <= 1 {
                    selectorValues.append((file.path, method.selector, owner, 0))
                }
            }
        }
        let (bindings, bindingFindings) = interfaceBuilderBindings(porter, selectorValues: selectorValues)
        for finding in bindingFindings { print(finding) }
        summary.findings += bindingFindings.count
        if let bindings {
            summary.wroteInterfaceBuilder = try write(bindings, named: InterfaceBuilderBindings.fileName,
                                                      saying: "the outlets and actions the storyboards and xibs connect, and the selectors the code sends by name",
                                                      print: print)
        }
        var symbols = AssetSymbols()
        for catalog in assetCatalogs() { symbols.add(catalogAt: catalog) }
        if let source = symbols.source(surface: .bundled) {
            summary.wroteAssetSymbols = try write(source, named: AssetSymbols.fileName,
                                                  saying: "the asset catalogs' symbols (ImageResource, ColorResource)", print: print)
        }
        for finding in symbols.findings { print("\(generatedFileDestination(AssetSymbols.fileName)): warning: \(finding)") }
        summary.findings += symbols.findings.count
        var models = ModelCodeGeneration()
        for model in coreDataModels() { models.add(modelAt: model) }
        for file in models.files {
            // Beside the model, as Xcode's target compiles them with the model's.
            let destination = (modelDestination(file.folder) as NSString).appendingPathComponent(file.name)
            guard !fileManager.fileExists(atPath: destination) || isGenerated(destination) else { continue }
            if try write(file.source, to: destination, saying: "the Core Data model's generated classes", print: print) { summary.wroteModelClasses += 1 }
        }
        for finding in models.findings { print("\(finding): warning: the model's classes were not generated") }
        if usesTimers {
            summary.wroteRunLoopOnAppClock = try write(RunLoopOnAppClock.source, named: RunLoopOnAppClock.fileName,
                                                       saying: "timers and work items on the app's clock", print: print)
        }
        let verb = check ? "would change" : "changed"
        print("\(summary.files) Swift file\(summary.files == 1 ? "" : "s"): \(summary.changedFiles) \(verb) (\(summary.changes) rewrite\(summary.changes == 1 ? "" : "s")), \(summary.findings) left for you, \(summary.unparsable) not parsed")
        return summary
    }

    /// Writes a generated file (unless it already says that), or says it would when checking;
    /// returns whether it was (or would be) written.
    private func write(_ source: String, named name: String, saying what: String, print: (String) -> Void) throws -> Bool {
        try write(source, to: generatedFileDestination(name), saying: what, print: print)
    }

    private func write(_ source: String, to file: String, saying what: String, print: (String) -> Void) throws -> Bool {
        guard (try? String(contentsOfFile: file, encoding: .utf8)) != source else { return false }
        if check {
            print("\(file): would write \(what)")
        } else {
            try source.write(toFile: file, atomically: true, encoding: .utf8)
            print("\(file): \(what)")
        }
        return true
    }

    /// Whether `file` is one the porter generated (an app's own `Item+CoreDataProperties.swift`
    /// is never replaced).
    private func isGenerated(_ file: String) -> Bool {
        (try? String(contentsOfFile: file, encoding: .utf8))?.hasPrefix("// Generated by uimodel-port") ?? false
    }

    /// Where a model's generated classes go: the model's folder, or its place in the output folder.
    private func modelDestination(_ folder: String) -> String {
        guard let output else { return folder }
        for path in paths where folder == path || folder.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
            return (output as NSString).appendingPathComponent(String(folder.dropFirst(path.count)))
        }
        return output
    }

    /// Where a file the porter writes goes (the scene configurations, the timers' forwarding):
    /// the output folder, else the first folder ported (the folder of the first file).
    func generatedFileDestination(_ name: String) -> String {
        if let output { return (output as NSString).appendingPathComponent(name) }
        var isFolder: ObjCBool = false
        let first = paths[0]
        let folder = fileManager.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue
            ? first : (first as NSString).deletingLastPathComponent
        return (folder as NSString).appendingPathComponent(name)
    }

    /// The Info.plist given, else one named Info.plist in the given folders or beside them.
    func findInfoPlist() -> String? {
        if let infoPlist { return infoPlist }
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let inside = (fileManager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { ($0 as NSString).lastPathComponent == "Info.plist" && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            if let found = inside.first { return (path as NSString).appendingPathComponent(found) }
            // By URL: Foundation's `deletingLastPathComponent` of "." fails on Linux.
            let beside = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Info.plist").path
            if fileManager.fileExists(atPath: beside) { return beside }
        }
        return nil
    }

    /// The scene configurations' Swift source for the app (nil: none to write) and how many
    /// findings were printed. From the Info.plist; without one, the one scene delegate the
    /// files declare serves the default configuration.
    private func appInfoPlist(types: TypeIndex, print: (String) -> Void) throws -> (source: String?, findings: Int) {
        var findings = 0
        var plist: InfoPlist
        let plistPath = findInfoPlist()
        if let plistPath {
            do { plist = try InfoPlist(contentsOf: plistPath) } catch let failure as InfoPlist.Failure {
                throw Failure.badInfoPlist(failure.description)
            }
            // UIKit logs that it could not load the class and runs the scene without a delegate
            // (a storyboard's window, or none): the configuration is left out, with a warning.
            for c in plist.sceneConfigurations where types.classes[c.delegateClass] == nil {
                print("\(plistPath): warning: the scene configuration '\(c.name)' names the delegate class \(c.delegateClass), which none of the ported files declares: as UIKit does, the scene runs without a delegate")
                findings += 1
            }
            plist.sceneConfigurations.removeAll { types.classes[$0.delegateClass] == nil }
            for storyboard in plist.storyboards where storyboard.key != "UILaunchStoryboardName"
                && findAppFile(named: storyboard.name + ".storyboard") == nil {
                print("\(plistPath): warning: \(storyboard.key) names the storyboard '\(storyboard.name)', which none of the ported folders holds")
                findings += 1
            }
        } else {
            let delegates = types.sceneDelegates
            if delegates.count > 1 {
                print("warning: no Info.plist and \(delegates.count) scene delegates (\(delegates.joined(separator: ", "))): give each scene configuration its delegateClass in code, or pass --info-plist")
                findings += 1
            }
            plist = InfoPlist(sceneConfigurations: delegates.count == 1
                ? [.init(name: "Default Configuration", delegateClass: delegates[0])] : [])
        }
        var fontPaths: [String] = []
        for name in plist.appFonts {
            guard let found = findAppFile(named: name) else {
                print("\(plistPath ?? "Info.plist"): warning: UIAppFonts names '\(name)', which none of the ported folders holds")
                findings += 1
                continue
            }
            fontPaths.append(relativePath(from: (generatedFileDestination(Self.infoPlistFileName) as NSString).deletingLastPathComponent,
                                          to: found))
        }
        guard !plist.sceneConfigurations.isEmpty || !fontPaths.isEmpty || plist.mainStoryboard != nil else { return (nil, findings) }
        guard let appDelegate = types.appDelegate else {
            print("warning: the scene configurations and fonts need the app delegate (@main or @UIApplicationMain on a UIApplicationDelegate), and none of the files declares one")
            return (nil, findings + 1)
        }
        return (plist.swiftSource(appDelegate: appDelegate, fontPaths: fontPaths), findings)
    }

    /// A file of the app by the name the plist gives (a bundle path or a bare file name): the
    /// first in the ported folders whose path ends with it, as an absolute path.
    func findAppFile(named name: String) -> String? {
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let files = (fileManager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).sorted()
            if let match = files.first(where: { $0 == name || $0.hasSuffix("/" + name) })
                ?? files.first(where: { ($0 as NSString).lastPathComponent == (name as NSString).lastPathComponent }) {
                return URL(fileURLWithPath: path).appendingPathComponent(match).standardizedFileURL.path
            }
        }
        return nil
    }

    /// `target` as a path from the folder `base` ("Fonts/A.ttf", "../Resources/A.ttf").
    func relativePath(from base: String, to target: String) -> String {
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// The run's files, their sources, and a porter that has indexed them all (so selectors and
    /// classes resolve across files).
    private func indexed() throws -> (files: [SourceFile], sources: [String], porter: Porter) {
        let files = try swiftFiles()
        var porter = Porter()
        let sources = try files.map { try String(contentsOfFile: $0.path, encoding: .utf8) }
        for source in sources { porter.index(source) }
        porter.interfaceBuilderNames = interfaceBuilderFiles().reduce(into: InterfaceBuilderBindings()) { $0.add(fileAt: $1) }.connectedNames
        return (files, sources, porter)
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
