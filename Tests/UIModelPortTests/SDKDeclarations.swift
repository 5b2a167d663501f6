import Foundation

/// A fact about one declaration: the type (`UIView`, member `-`) or one of its members
/// (`init(coder:)`, `frame`, `addSubview(_:)`), and what is known of it (`isolation` is `main`).
struct DeclarationFact: Hashable, CustomStringConvertible {
    var owner: String
    var member: String
    var fact: String
    var value: String

    var key: String { "\(owner)\t\(member)\t\(fact)" }
    var symbol: String { member == "-" ? owner : "\(owner).\(member)" }
    var description: String { "\(symbol) \(fact) \(value)" }
}

/// The iOS SDK's declarations of the UIKit, Core Animation and Core Graphics types UIModel
/// declares, as `scripts/sdk-declarations.py` extracted them from the SDK's headers and Apple's
/// documentation: `Tests/UIModelPortTests/SDK/SDKDeclarations.tsv`.
struct SDKDeclarationTable {
    var facts: [DeclarationFact] = []

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SDK/SDKDeclarations.tsv")

    init(contentsOf url: URL = Self.file) throws {
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { continue }
            facts.append(DeclarationFact(owner: fields[0], member: fields[1], fact: fields[2], value: fields[3]))
        }
        // Whether an initializer is designated or convenience shows only to a subclass that calls
        // a designated one: a class whose only designated initializer is `init(coder:)` (menus,
        // actions, compositional layout items, all made by factory methods) has none to call.
        let callable = Set(facts.filter { $0.fact == "init" && $0.value == "designated" && $0.member != "init(coder:)" }.map(\.owner))
        facts.removeAll { $0.fact == "init" && !callable.contains($0.owner) }
    }
}

/// UIModel's declarations as the compiler sees them: `swift-api-digester -dump-sdk` on the built
/// module, with each declaration's resolved isolation (`@MainActor` written or inferred), its
/// initializer kind, `required`, `open`, optionality and accessors.
struct ModuleDeclarations {
    /// The public types by owner path (`UIView`, `UIView.ContentMode`), and their public members
    /// by Swift name (several for overloads).
    private(set) var types: [String: [String: Any]] = [:]
    private(set) var members: [String: [String: [[String: Any]]]] = [:]
    /// The owner the table gives free functions and constants.
    static let global = "(global)"

    enum Failure: Error, CustomStringConvertible {
        case noModule(String), digester(String)
        var description: String {
            switch self {
            case .noModule(let path): "UIModel's built module is not in \(path): build the tests first (swift build --build-tests)"
            case .digester(let message): "swift-api-digester failed: \(message)"
            }
        }
    }

    /// The folder of the built modules beside this test bundle (`.build/debug/Modules`).
    static var modulesFolder: URL {
        if let path = ProcessInfo.processInfo.environment["UIMODEL_MODULES"] { return URL(fileURLWithPath: path) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIModel.swiftmodule").path) { return modules }
            folder = folder.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// Dumps the module `name` in `modules` and reads it.
    init(module name: String = "UIModel", modules: URL = Self.modulesFolder) throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(name).swiftmodule").path) else {
            throw Failure.noModule(modules.path)
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-api-digester", "-dump-sdk", "-module", name, "-I", modules.path, "-o", output.path, "-avoid-tool-args"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.digester(String(decoding: message, as: UTF8.self))
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
        guard let root = (json as? [String: Any])?["ABIRoot"] as? [String: Any] else { throw Failure.digester("no ABIRoot") }
        collect(root, path: [])
        // Free functions and constants (`UIGraphicsGetCurrentContext()`) under one owner.
        for member in root["children"] as? [[String: Any]] ?? [] {
            guard ["Function", "Var"].contains(member["kind"] as? String ?? ""), member["isInternal"] as? Bool != true,
                  let printed = member["printedName"] as? String else { continue }
            members[Self.global, default: [:]][printed, default: []].append(member)
        }
        types[Self.global] = [:]
    }

    private mutating func collect(_ node: [String: Any], path: [String]) {
        for child in node["children"] as? [[String: Any]] ?? [] where child["kind"] as? String == "TypeDecl" {
            guard child["isInternal"] as? Bool != true, let name = child["name"] as? String else { continue }
            let owner = (path + [name]).joined(separator: ".")
            types[owner] = child
            for member in child["children"] as? [[String: Any]] ?? [] {
                // Members the compiler made (an inherited `init()`) are not UIModel's declarations.
                guard ["Constructor", "Function", "Var", "EnumElement"].contains(member["kind"] as? String ?? ""),
                      member["isInternal"] as? Bool != true, member["implicit"] as? Bool != true,
                      let printed = member["printedName"] as? String else { continue }
                members[owner, default: [:]][printed, default: []].append(member)
            }
            collect(child, path: path + [name])
        }
    }

    /// UIModel's value for the fact `fact` of `owner`'s member `member` (`-`: the type itself), or
    /// nil when UIModel does not declare it. Of overloads, the value that agrees with `expected`
    /// if one does.
    func value(of fact: String, owner: String, member: String, expected: String) -> String? {
        guard let type = types[owner] else { return nil }
        if member == "-" { return Self.typeFacts(type)[fact] }
        guard let declarations = members[owner]?[member] else { return nil }
        // Whether an initializer is designated or convenience shows only to a subclass: a class
        // an app cannot subclass (not `open`) is checked for being `open` instead.
        if fact == "init", type["isOpen"] as? Bool != true { return nil }
        let values = declarations.compactMap { Self.memberFacts($0)[fact] }
        if fact == "available" { return values.contains("yes") ? "yes" : (values.first ?? "yes") }
        return values.contains(expected) ? expected : values.sorted().first
    }

    /// Whether every declaration of `owner`'s member `member` is in an extension of it.
    func isFromExtension(owner: String, member: String) -> Bool {
        guard let declarations = members[owner]?[member], !declarations.isEmpty else { return false }
        return declarations.allSatisfy { $0["isFromExtension"] as? Bool == true }
    }

    private static func attributes(_ node: [String: Any]) -> [String] { node["declAttributes"] as? [String] ?? [] }
    private static func typeName(_ node: [String: Any]) -> String { node["printedName"] as? String ?? "" }
    private static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") || type.hasSuffix("!") }

    static func typeFacts(_ node: [String: Any]) -> [String: String] {
        let conformances = (node["conformances"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let main = attributes(node).contains("Custom")
        let kinds = ["Class": "class", "Struct": "struct", "Enum": "enum", "Protocol": "protocol"]
        return [
            "kind": kinds[node["declKind"] as? String ?? ""] ?? "other",
            "isolation": main ? "main" : "nonisolated",
            // A main-actor class is `Sendable` by its isolation.
            "sendable": main || conformances.contains("Sendable") ? "yes" : "no",
            "open": node["isOpen"] as? Bool == true ? "yes" : "no",
        ]
    }

    static func memberFacts(_ node: [String: Any]) -> [String: String] {
        let attributes = attributes(node)
        let children = node["children"] as? [[String: Any]] ?? []
        var facts = [
            "isolation": attributes.contains("Custom") ? "main" : "nonisolated",
            "static": node["static"] as? Bool == true ? "yes" : "no",
            "open": node["isOpen"] as? Bool == true ? "yes" : "no",
            "available": node["isUnavailable"] as? Bool == true ? "no" : "yes",
        ]
        let parameters = children.dropFirst().map { isOptional(typeName($0)) ? "yes" : "no" }
        switch node["kind"] as? String {
        case "Constructor":
            facts["init"] = (node["init_kind"] as? String)?.lowercased()
            facts["required"] = attributes.contains("Required") ? "yes" : "no"
            facts["failable"] = children.first.map { isOptional(typeName($0)) ? "yes" : "no" } ?? "no"
            if !parameters.isEmpty { facts["optional-params"] = parameters.joined(separator: ",") }
        case "Function":
            if let result = children.first.map(typeName) {
                facts["optional-result"] = result == "()" || result == "Swift.Void" ? "none" : (isOptional(result) ? "yes" : "no")
            }
            if !parameters.isEmpty { facts["optional-params"] = parameters.joined(separator: ",") }
        case "Var":
            let accessors = node["accessors"] as? [[String: Any]] ?? []
            if let getter = accessors.first(where: { $0["accessorKind"] as? String == "get" }),
               let type = (getter["children"] as? [[String: Any]])?.first {
                facts["optional-result"] = isOptional(typeName(type)) ? "yes" : "no"
            }
            facts["settable"] = accessors.contains { $0["accessorKind"] as? String == "set" } ? "yes" : "no"
        default:
            break
        }
        return facts
    }
}

/// The declarations UIModel knowingly spells differently from the SDK, each with the reason: the
/// table under "Declarations that differ" in the "Differences from UIKit" article.
struct DeclaredDifferences {
    struct Entry: Hashable {
        var symbol: String
        var fact: String
        var uikit: String
        var uimodel: String
    }
    private(set) var entries: [Entry: String] = [:]

    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/UIModel/UIModel.docc/DifferencesFromUIKit.md")

    init(contentsOf url: URL = Self.article) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let section = text.range(of: "\n## Declarations that differ\n") else { return }
        for line in text[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let symbol = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let entry = Entry(symbol: symbol, fact: cells[1], uikit: cells[2], uimodel: cells[3])
            entries[entry] = cells[4]
        }
    }

    /// What an entry names for every member declared in an extension.
    static let extensionMembers = "(members declared in extensions)"

    /// The entry that allows `fact` to be `found` where UIKit has it `expected`: the symbol's own,
    /// its type's (`CALayer.*`), or, for a member declared in an extension, that of all such.
    func allowing(_ fact: DeclarationFact, found: String, inExtension: Bool = false) -> Entry? {
        for symbol in [fact.symbol, "\(fact.owner).*"] + (inExtension ? [Self.extensionMembers] : []) {
            let entry = Entry(symbol: symbol, fact: fact.fact, uikit: fact.value, uimodel: found)
            if entries[entry] != nil { return entry }
        }
        return nil
    }
}
