import Foundation
import InterfaceBuilderFiles

/// What an app's storyboards and xibs connect by name, checked against its Swift sources and
/// written as the `UIModelInterfaceBuilder` class the simulator sets outlets, calls actions and
/// sets runtime attributes through (Linux has no key-value coding or selectors). An outlet,
/// action or property a file names and the class lacks is reported with the file and line, as
/// the crash UIKit would give at run time.
public struct InterfaceBuilderBindings {
    /// The file the class is written to, beside the scene configurations.
    public static let fileName = "UIModelInterfaceBuilder.swift"

    /// One connection a file makes to an app class.
    struct Use: Hashable {
        enum Kind: Hashable { case outlet, action, property }
        var kind: Kind
        /// The class the file names (nil: any class of the run that has it, as for a first
        /// responder's or an unwind segue's action).
        var owner: String?
        var name: String
        var file: String
        var line: Int
        /// Named by the app's code (a selector value), not by an Interface Builder file: a
        /// UIKit class's method, or none the app has, is UIKit's to answer.
        var fromCode = false
    }

    /// What `--report` counts.
    public struct Counts: Equatable {
        public var files = 0, scenes = 0, segues = 0, outlets = 0, actions = 0
        /// Elements UIModel does not make yet, with how many times they occur.
        public var unsupported: [String: Int] = [:]
    }

    private(set) var uses: [Use] = []
    public private(set) var counts = Counts()
    /// The custom classes the files name, with where, and whether the app's module should have them.
    private var customClasses: [(name: String, file: String, line: Int)] = []
    /// Files that could not be read, with the reader's message.
    public private(set) var errors: [String] = []

    public init() {}

    /// Notes a selector the app's code keeps as a value: the dispatch table answers it for
    /// `owner` (a class of the run) or, without one, for every class of the run that has it.
    mutating func addSelectorValue(_ selector: String, owner: String?, file: String, line: Int) {
        uses.append(Use(kind: .action, owner: owner, name: selector, file: file, line: line, fromCode: true))
    }

    /// Reads the file at `path`, noting what it connects.
    public mutating func add(fileAt path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return errors.append("\(path): cannot be read") }
        let document: IBDocument
        do { document = try IBDocument(data: data, fileName: path) } catch { return errors.append(error.description) }
        counts.files += 1
        counts.scenes += document.scenes.count
        document.root.forEachElement { e in
            if !IBElementNames.objects.contains(e.name), !IBElementNames.parts.contains(e.name), e.attributes["key"] == nil || e.id != nil {
                counts.unsupported[e.name, default: 0] += 1
            }
            if let custom = e["customClass"], e["customModuleProvider"] == "target" || e["customModule"] == nil,
               IBElementNames.objects.contains(e.name) || e.name == "placeholder" {
                customClasses.append((custom, path, e.line))
            }
            let owner = e["customClass"]
            for c in e.contents(of: "connections") {
                switch c.name {
                case "outlet", "outletCollection":
                    counts.outlets += 1
                    if let owner, let property = c["property"] { uses.append(Use(kind: .outlet, owner: owner, name: property, file: path, line: c.line)) }
                case "action":
                    counts.actions += 1
                    guard let selector = c["selector"] else { continue }
                    let target = c["destination"].flatMap { document.object(withID: $0) }
                    if c["destination"] == "-2" {
                        uses.append(Use(kind: .action, owner: nil, name: selector, file: path, line: c.line))
                    } else if let targetClass = target?["customClass"] {
                        uses.append(Use(kind: .action, owner: targetClass, name: selector, file: path, line: c.line))
                    }
                case "segue":
                    counts.segues += 1
                    if let unwind = c["unwindAction"] { uses.append(Use(kind: .action, owner: nil, name: unwind, file: path, line: c.line)) }
                default: break
                }
            }
            if let owner {
                for a in e.contents(of: "userDefinedRuntimeAttributes") {
                    guard let keyPath = a["keyPath"], !keyPath.contains("."), !IBUIKitNames.keyPaths.contains(keyPath) else { continue }
                    uses.append(Use(kind: .property, owner: owner, name: keyPath, file: path, line: a.line))
                }
            }
        }
    }

    /// The property and method names the files connect (a method by its selector's first part).
    public var connectedNames: Set<String> {
        Set(uses.map { use in
            guard use.kind == .action else { return use.name }
            let head = String(use.name.prefix { $0 != ":" })
            return head.range(of: "With").map { String(head[..<$0.lowerBound]) } ?? head
        })
    }

    // MARK: Checking and writing

    /// The class's Swift source (nil when the files connect nothing of the app's) and the
    /// findings, each `file:line: warning: message`.
    func generate(types: TypeIndex, members: ClassMembers) -> (source: String?, findings: [String]) {
        var findings = errors.map { "\($0): error: the file is not read" }
        for c in customClasses where types.classes[c.name] == nil && !Self.isUIKitName(c.name) {
            findings.append("\(c.file):\(c.line): warning: Unknown class \(c.name) in Interface Builder file: none of the ported files declares it (UIKit uses the element's own class)")
        }
        // Declaring class → (outlets, actions, properties) it must answer, by name.
        var outlets: [String: Set<String>] = [:], actions: [String: Set<String>] = [:], properties: [String: Set<String>] = [:]
        var reported: Set<String> = []
        func warn(_ use: Use, _ message: String) {
            let text = "\(use.file):\(use.line): warning: \(message)"
            if reported.insert(text).inserted { findings.append(text) }
        }
        for use in uses {
            switch use.kind {
            case .outlet:
                guard let owner = use.owner, types.classes[owner] != nil else { continue }
                guard let (declaring, property) = lookUp(use.name, from: owner, types: types, find: { members.property($0, of: $1) }) else {
                    if IBUIKitNames.outlets.contains(use.name) { continue }
                    warn(use, "[<\(owner)> setValue:forUndefinedKey:]: \(owner) has no outlet '\(use.name)' (UIKit ends the app: this class is not key value coding-compliant for the key \(use.name))")
                    continue
                }
                if property.isConstant { warn(use, "the outlet '\(use.name)' of \(declaring) is a constant: make it a var"); continue }
                outlets[declaring, default: []].insert(use.name)
            case .property:
                guard let owner = use.owner, types.classes[owner] != nil else { continue }
                guard let (declaring, property) = lookUp(use.name, from: owner, types: types, find: { members.property($0, of: $1) }) else {
                    warn(use, "[<\(owner)> setValue:forUndefinedKey:]: \(owner) has no property '\(use.name)' for the runtime attribute")
                    continue
                }
                if property.isConstant { warn(use, "the runtime attribute '\(use.name)' names a constant of \(declaring)"); continue }
                properties[declaring, default: []].insert(use.name)
            case .action:
                if let owner = use.owner {
                    guard types.classes[owner] != nil else { continue }
                    guard let (declaring, _) = lookUp(use.name, from: owner, types: types, find: { members.method(selector: $0, of: $1) }) else {
                        if use.fromCode { continue }
                        warn(use, "-[\(owner) \(use.name)]: unrecognized selector: \(owner) has no action method \(use.name)")
                        continue
                    }
                    actions[declaring, default: []].insert(use.name)
                } else {
                    let having = members.methods.filter { $0.value.contains { $0.selector == use.name } }.map(\.key)
                    if having.isEmpty, !use.fromCode { warn(use, "no class of the app has the action method \(use.name) the file names") }
                    for owner in having { actions[owner, default: []].insert(use.name) }
                }
            }
        }
        guard !(outlets.isEmpty && actions.isEmpty && properties.isEmpty) else { return (nil, findings) }
        var unsupportedActions: [String] = []
        let source = Self.source(outlets: outlets, actions: actions, properties: properties, members: members,
                                 unsupported: &unsupportedActions)
        findings += unsupportedActions.map { "warning: \($0)" }
        return (source, findings)
    }

    /// The class of `owner`'s chain (itself, then its superclasses in the run) that declares `name`.
    private func lookUp<T>(_ name: String, from owner: String, types: TypeIndex,
                           find: (String, String) -> T?) -> (String, T)? {
        var current: String? = owner
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            if let found = find(name, c) { return (c, found) }
            current = types.classes[c]?.inherited.first
        }
        return nil
    }

    static func isUIKitName(_ name: String) -> Bool {
        ["UI", "NS", "CA", "MK", "WK", "SK", "AV", "GLK", "SCN", "PK"].contains { name.hasPrefix($0) }
    }

    private static func source(outlets: [String: Set<String>], actions: [String: Set<String>], properties: [String: Set<String>],
                               members: ClassMembers, unsupported: inout [String]) -> String {
        func block(_ table: [String: Set<String>], _ subject: String, _ line: (String, String) -> String?) -> String {
            table.keys.sorted().map { owner in
                let cases = table[owner]!.sorted().compactMap { name in line(owner, name).map { "            case \"\(name)\": \($0)" } }
                return """
                        if let o = \(subject) as? \(owner) {
                            switch name {
                \(cases.joined(separator: "\n"))
                            default: break
                            }
                        }

                """
            }.joined()
        }
        let outletBody = block(outlets, "object") { _, name in "return InterfaceBuilderValue.assign(value, to: &o.\(name))" }
        let propertyBody = block(properties, "object") { _, name in "return InterfaceBuilderValue.assign(value, to: &o.\(name))" }
        let actionBody = block(actions, "target") { owner, selector in
            guard let method = members.method(selector: selector, of: owner) else { return nil }
            guard let call = Self.call(method) else {
                unsupported.append("\(owner).\(method.name): an action with \(method.types.count) parameters (\(method.types.joined(separator: ", "))) is not supported; it is not connected")
                return nil
            }
            return "return { [weak o] sender in\n                    guard let o else { return }\n                    \(call)\n                }"
        }
        return """
            // The outlets, actions and runtime attributes the app's storyboards and xibs connect by
            // name, and the methods its code sends by selector: UIKit finds them with the
            // Objective-C runtime, which Linux does not have. Written by uimodel-port from the
            // Interface Builder files and the Swift sources; port again after changing an outlet,
            // action, selector or file.
            import Foundation
            import UIModel

            final class UIModelInterfaceBuilder: InterfaceBuilderConnecting {
                static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool? {
            \(outletBody)        return nil
                }

                static func action(_ name: String, of target: AnyObject) -> ((Any?) -> Void)? {
            \(actionBody)        return nil
                }

                static func setValue(_ value: Any?, forKeyPath name: String, of object: AnyObject) -> Bool? {
            \(propertyBody)        return nil
                }
            }

            """
    }

    /// The call of an action method with the sender (or segue) as its parameter's type.
    static func call(_ method: ClassMembers.Method) -> String? {
        switch method.types.count {
        case 0: return "o.\(method.name)()"
        case 1:
            let label = method.labels[0] == "_" ? "" : method.labels[0] + ": "
            var type = method.types[0].trimmingCharacters(in: .whitespaces)
            if ["Any", "AnyObject", "Any?", "AnyObject?"].contains(type) { return "o.\(method.name)(\(label)sender as \(type))" }
            if type.hasSuffix("?") || type.hasSuffix("!") {
                type.removeLast()
                return "o.\(method.name)(\(label)InterfaceBuilderValue.sender(sender, as: \(type).self))"
            }
            return "guard let sender = InterfaceBuilderValue.sender(sender, as: \(type).self) else { return }\n                    o.\(method.name)(\(label)sender)"
        default: return nil
        }
    }
}
