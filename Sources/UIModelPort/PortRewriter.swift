import SwiftParser
import SwiftSyntax

/// Rewrites one UIKit source file: imports, Interface Builder and Objective-C attributes, colour
/// and image literals, and target-action pairs (in PortRewriter+TargetAction.swift). It records
/// each change and each construct it has to leave as it was.
final class PortRewriter: SyntaxRewriter {
    let methods: MethodIndex
    let types: TypeIndex
    let moves: ExtensionMoves
    let witnesses: InheritedWitnesses
    let optionals: OptionalRequirements
    let converter: SourceLocationConverter
    private(set) var changes: [PortChange] = []
    private(set) var findings: [PortFinding] = []
    /// Whether an `addObserver(_:selector:name:object:)` became a block observer in this file.
    var rewroteObserver = false
    /// Where arguments already reported with the call they are in start (`#selector`, `#keyPath`,
    /// `NSSelectorFromString(...)`): they need no finding of their own.
    var reportedArguments: Set<AbsolutePosition> = []
    /// Bar button items' action assignments paired with a target in their block, by position
    /// (PortRewriter+BarItemAction.swift).
    var pendingBarItemActions: [AbsolutePosition: BarItemAction] = [:]
    /// Whether the file needs SimulatorKit: an app delegate is `@main` (or `@UIApplicationMain`,
    /// which becomes `@main`), or it calls `UIApplicationMain(_:_:_:_:)`, all SimulatorKit's
    /// entry points.
    private var needsSimulatorKit = false
    /// The members Interface Builder files connect (outlets, actions, inspectable properties).
    var interfaceBuilderNames: Set<String> = []
    /// The selectors this file keeps as values, with the class whose method each names (nil: any
    /// class of the app that has it): the app's dispatch table must answer them.
    var selectorValues: [(selector: String, owner: String?, line: Int)] = []
    /// Whether the file calls `NSSelectorFromString`: the dispatch table then holds every `@objc`
    /// method of the app's classes.
    var buildsSelectorsFromStrings = false
    /// Whether the file imports UIKit (or, ported already, UIModel): its test suites then run on
    /// the main actor (PortRewriter+Tests.swift).
    var usesUIKit = false
    /// Whether the file imports Photos (whose fetches sort by the assets' dates).
    var importsPhotos = false

    /// The attributes Linux cannot compile (no Objective-C runtime, no Interface Builder); the
    /// declarations they mark stay as they are.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction",
        "IBDesignable", "IBInspectable", "GKInspectable",
    ]

    /// The attributes of what Interface Builder files connect by name.
    static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction", "IBInspectable"]

    /// Classes that UIModel creates from their type (the app and scene delegates), which Linux can
    /// only do for final classes with `required init()`.
    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

    init(methods: MethodIndex, types: TypeIndex, moves: ExtensionMoves, witnesses: InheritedWitnesses,
         optionals: OptionalRequirements, converter: SourceLocationConverter) {
        self.methods = methods
        self.optionals = optionals
        self.types = types
        self.moves = moves
        self.witnesses = witnesses
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func record(_ node: some SyntaxProtocol, _ description: String) {
        changes.append(PortChange(line: node.startLocation(converter: converter).line, description: description))
    }

    func report(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        findings.append(PortFinding(line: location.line, column: location.column, message: message))
    }

    // MARK: Imports

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var file = withProtocolsOfTheirOwn(super.visit(withoutEmptiedExtensions(withHelpersOfMovedMembersInReach(node))))
        // `import UIKit` and `import UIKit.UIGestureRecognizerSubclass` both became `import UIModel`:
        // one is enough.
        let uiModelImports = file.statements.indices.filter { Self.importedModule(file.statements[$0]) == "UIModel" }
        for index in uiModelImports.dropFirst().reversed() where file.statements[index].trimmedDescription == "import UIModel" {
            file.statements.remove(at: index)
        }
        if needsSimulatorKit, !file.statements.contains(where: { Self.importedModule($0) == "SimulatorKit" }),
           let index = file.statements.firstIndex(where: { Self.importedModule($0) == "UIModel" }) {
            let simulatorKit = Parser.parse(source: "\nimport SimulatorKit").statements
            file.statements.insert(contentsOf: simulatorKit, at: file.statements.index(after: index))
            record(file.statements[index], "import SimulatorKit (the app's entry point)")
        }
        // swift-snapshot-testing's strategies for UIKit types live in UIModelSnapshotTesting: a
        // snapshot test keeps `import SnapshotTesting` and gains that one import beside it.
        if !file.statements.contains(where: { Self.importedModule($0) == "UIModelSnapshotTesting" }),
           let index = file.statements.firstIndex(where: { Self.importedModule($0) == "SnapshotTesting" }) {
            let strategies = Parser.parse(source: "\nimport UIModelSnapshotTesting").statements
            file.statements.insert(contentsOf: strategies, at: file.statements.index(after: index))
            record(file.statements[index], "import UIModelSnapshotTesting (the snapshot strategies for UIKit types)")
        }
        if let (withImports, imports) = ImplicitImports.added(to: file) {
            file = withImports
            for (module, after) in imports {
                let note = "import \(module.name) (\(module.note))"
                if let after { record(after, note) } else { record(file, note) }
            }
        }
        return file
    }

    private static func importedModule(_ item: CodeBlockItemSyntax) -> String? {
        item.item.as(ImportDeclSyntax.self)?.path.first?.name.text
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let module = node.path.first else { return DeclSyntax(node) }
        if ["UIKit", "UIModel"].contains(module.name.text) { usesUIKit = true }
        if ["Photos", "PhotosUI"].contains(module.name.text) { importsPhotos = true }
        if module.name.text == "CoreImage" {
            report(node, "Core Image is not available on Linux: filter images another way")
        }
        guard RenamedUIKitNames.modulesInUIModel.contains(module.name.text) else { return DeclSyntax(node) }
        record(node, "import \(node.path.trimmedDescription) → import UIModel")
        let renamed = module.with(\.name, module.name.with(\.tokenKind, .identifier("UIModel")))
        // A submodule (`UIKit.UIGestureRecognizerSubclass`) is all of UIModel; a declaration
        // import (`import class UIKit.UIView`) keeps the declaration.
        let path: ImportPathComponentListSyntax = node.importKindSpecifier == nil
            ? [renamed.with(\.trailingPeriod, nil).with(\.trailingTrivia, node.path.trailingTrivia)]
            : node.path.with(\.[node.path.startIndex], renamed)
        return DeclSyntax(node.with(\.path, path))
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax { onIOSSimulator(super.visit(node)) }

    // MARK: Attributes and modifiers

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if let accessor = managedAccessor(node) { return accessor }
        let node = renamedOverride(node) ?? node
        return DeclSyntax(onMainActorIfTest(stripped(super.visit(node).cast(FunctionDeclSyntax.self))))
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let declaration = withProtocolsOfTheirOwn(super.visit(node).cast(StructDeclSyntax.self), type: node.name.text)
        return DeclSyntax(onMainActorIfTestSuite(declaration, name: node.name.text, inherited: inherited, members: node.memberBlock))
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if let managed = managedProperty(node) { return managed }
        return DeclSyntax(stripped(super.visit(node).cast(VariableDeclSyntax.self)))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(InitializerDeclSyntax.self)
        return DeclSyntax(stripped(managedInitializer(visited) ?? visited))
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { DeclSyntax(stripped(super.visit(node).cast(SubscriptDeclSyntax.self))) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(withProtocolsOfTheirOwn(stripped(super.visit(node).cast(EnumDeclSyntax.self)), type: node.name.text))
    }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let extended = stripped(super.visit(withoutMovedMembers(node)).cast(ExtensionDeclSyntax.self))
        return DeclSyntax(withProtocolsOfTheirOwn(extended, type: OptionalRequirements.typeName(node.extendedType)))
    }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripped(super.visit(withoutOptionalMethods(node)).cast(ProtocolDeclSyntax.self)))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let node = withImpliedTableMethods(withInheritedWitnesses(withRequiredInitializers(withMovedMembers(node))))
        let isAppEntry = node.attributes.contains { Self.attributeName($0) == "UIApplicationMain" }
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        // `@main` on an app delegate takes its `main()` from SimulatorKit.
        if inherited.contains("UIApplicationDelegate"), node.attributes.contains(where: { Self.attributeName($0) == "main" }) {
            needsSimulatorKit = true
        }
        var declaration = stripped(super.visit(node).cast(ClassDeclSyntax.self))
        if isAppEntry {
            declaration.attributes = AttributeListSyntax(declaration.attributes.map { element in
                guard Self.attributeName(element) == "UIApplicationMain", case .attribute(let attribute) = element
                else { return element }
                return .attribute(attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(
                    name: .identifier("main", trailingTrivia: attribute.attributeName.trailingTrivia)))))
            })
            needsSimulatorKit = true
            record(node, "@UIApplicationMain → @main (SimulatorKit's entry point)")
        }
        if !inherited.isDisjoint(with: Self.delegateProtocols),
           !declaration.modifiers.contains(where: { ["final", "open"].contains($0.name.text) }) {
            // `final` goes just before `class`, taking over what preceded the keyword.
            let final = DeclModifierSyntax(name: .keyword(.final, leadingTrivia: declaration.classKeyword.leadingTrivia,
                                                          trailingTrivia: .space))
            declaration.modifiers.append(final)
            declaration.classKeyword.leadingTrivia = []
            record(node, "class \(node.name.text) → final class (UIModel creates delegates from their type)")
        }
        if inherited.contains("NSManagedObject"), !node.attributes.contains(where: { Self.attributeName($0) == "MainActor" }),
           !declaration.modifiers.contains(where: { $0.name.text == "nonisolated" }) {
            // Core Data's objects belong to their context's queue, not the main actor, also in a
            // module whose default isolation is the main actor.
            let nonisolated = DeclModifierSyntax(name: .keyword(.nonisolated, leadingTrivia: declaration.modifiers.first?.leadingTrivia ?? declaration.classKeyword.leadingTrivia,
                                                                trailingTrivia: .space))
            if declaration.modifiers.isEmpty { declaration.classKeyword.leadingTrivia = [] } else { declaration.modifiers[declaration.modifiers.startIndex].leadingTrivia = [] }
            declaration.modifiers.insert(nonisolated, at: declaration.modifiers.startIndex)
            record(node, "class \(node.name.text) → nonisolated (a managed object belongs to its context's queue)")
        }
        declaration = withProtocolsOfTheirOwn(declaration, type: node.name.text)
        declaration = onMainActorIfTestSuite(declaration, name: node.name.text, inherited: Array(node.inheritanceClause?.inheritedTypes
            .map { $0.type.trimmedDescription } ?? []), members: node.memberBlock)
        let wasIsolated = node.attributes.contains { Self.attributeName($0) == "MainActor" }
        return DeclSyntax(withTestMethodsOnTheMainThread(declaration, isolatedByThePorter: !wasIsolated))
    }

    /// The names a property or method declaration declares.
    static func declaredNames(_ declaration: some SyntaxProtocol) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// `declaration` without the attributes and `dynamic` modifier Linux cannot compile; its
    /// leading trivia (indentation, comments) stays where the first attribute was.
    private func stripped<Declaration: WithAttributesSyntax & WithModifiersSyntax>(_ declaration: Declaration) -> Declaration {
        let removedAttributes = declaration.attributes.filter { Self.removedAttributes.contains(Self.attributeName($0) ?? "") }
        // An outlet, action or inspectable property is set from the generated
        // UIModelInterfaceBuilder file, which a private member is hidden from.
        let connected = removedAttributes.contains { Self.interfaceBuilderAttributes.contains(Self.attributeName($0) ?? "") }
            || Self.declaredNames(declaration).contains { interfaceBuilderNames.contains($0) }
        let isRemoved = { (modifier: DeclModifierSyntax) in
            modifier.name.tokenKind == .keyword(.dynamic)
                || (connected && [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind))
        }
        let removedModifiers = declaration.modifiers.filter(isRemoved)
        if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
            report(declaration, "an optional protocol requirement needs the Objective-C runtime: make it required (with a default in an extension)")
        }
        guard !removedAttributes.isEmpty || !removedModifiers.isEmpty else { return declaration }
        let names = removedAttributes.map { $0.trimmedDescription } + removedModifiers.map { $0.trimmedDescription }
        let leading = declaration.leadingTrivia
        var result = declaration
        result.attributes = declaration.attributes.filter { !Self.removedAttributes.contains(Self.attributeName($0) ?? "") }
        result.modifiers = declaration.modifiers.filter { !isRemoved($0) }
        // The declaration keeps its own leading trivia; comments that stood between the removed
        // attributes and the rest follow it.
        let between = result.leadingTrivia.drop { $0.isWhitespace }
        result.leadingTrivia = leading + Trivia(pieces: Array(between))
        record(declaration, "removed \(names.joined(separator: " "))")
        return result
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIApplicationMain" {
            needsSimulatorKit = true
        }
        return containerCall(node) ?? bundleURLsCall(node) ?? portCall(node) ?? optionalMethodCall(node) ?? optionalRequirementCall(node) ?? renamedCall(node) ?? classDescription(node) ?? classPropertyCall(node)
            ?? super.visit(node)
    }

    // MARK: Names renamed since Swift 4 (PortRewriter+Renames.swift)

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax { renamedType(node) ?? super.visit(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax { renamedReference(node) ?? super.visit(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        renamedNotification(node) ?? renamedProperty(node) ?? containerMember(node) ?? appBundleMember(node) ?? super.visit(node)
    }

    /// A block whose bar button item gets its target and action as properties: the target's
    /// statement goes, the action's becomes `primaryAction`.
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let dropped = pairBarItemActions(node)
        let result = super.visit(node)
        guard !dropped.isEmpty else { return result }
        return CodeBlockItemListSyntax(result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element))
    }

    /// `url as CFURL` (for `CTFontManagerRegisterFontsForURL`), `colors as CFArray` (for
    /// `CGGradient(colorsSpace:colors:locations:)`) and `name as CFString` (for `CGFont(_:)`):
    /// UIModel's calls take the `URL`, the Swift array and the `String`, and Foundation on Linux
    /// does not bridge to Core Foundation's types.
    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        if let rewritten = barItemAction(node) { return rewritten }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
              let type = elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription, let kept = Self.bridgedCoreFoundationTypes[type]
        else { return super.visit(node) }
        record(node, "as \(type) → the \(kept) itself")
        return visit(elements[0]).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The Core Foundation types a cast to which goes, and what the value stays.
    static let bridgedCoreFoundationTypes = ["CFURL": "URL", "CFArray": "array", "CFString": "string"]

    // MARK: Literals and selectors left over

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "colorLiteral":
            record(node, "#colorLiteral → UIColor(red:green:blue:alpha:)")
            return replacing(node, with: "UIColor(\(node.arguments.trimmedDescription))")
        case "imageLiteral":
            guard let name = node.arguments.first(where: { $0.label?.text == "resourceName" }) else { break }
            record(node, "#imageLiteral → UIImage(imageLiteralResourceName:)")
            return replacing(node, with: "UIImage(imageLiteralResourceName: \(name.expression.trimmedDescription))")
        case "selector" where !reportedArguments.contains(node.positionAfterSkippingLeadingTrivia):
            if let value = selectorValue(node) { return value }
            report(node, "\(node.trimmedDescription) is not an argument the porter rewrites; use a closure (UIAction, a handler) here")
        case "keyPath" where !reportedArguments.contains(node.positionAfterSkippingLeadingTrivia):
            // Only its string, wherever it is: a Core Animation key path, `value(forKey:)`, or
            // key-value observing of the classes that announce their changes (players, web views).
            if let path = Self.keyPathString(node) {
                record(node, "#keyPath(…) → \"\(path)\"")
                return replacing(node, with: "\"\(path)\"")
            }
            report(node, "\(node.trimmedDescription) is not a chain of names; write its key as a string")
        default: break
        }
        return super.visit(node)
    }

    /// The string a `#keyPath(…)` stands for: its names after the type or `self`
    /// (`#keyPath(CALayer.opacity)` → "opacity"); nil when it is not a chain of names.
    static func keyPathString(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else { return nil }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let e = current {
            if let member = e.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = e.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                return nil
            }
        }
        if let first = names.first, first == "self" || first.first?.isUppercase == true { names.removeFirst() }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// `text` parsed as an expression, in `node`'s place with `node`'s surrounding trivia.
    func replacing(_ node: some SyntaxProtocol, with text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
