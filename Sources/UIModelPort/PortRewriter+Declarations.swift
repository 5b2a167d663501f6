import SwiftParser
import SwiftSyntax

/// Declarations Swift on Linux reads differently from Swift with the Objective-C runtime:
/// overrides in extensions, optional protocol requirements called with `?`, and the initializers
/// UIModel requires of cells and reusable views.
extension PortRewriter {
    // MARK: Overrides in extensions

    /// `node` with the members of its extensions that must be in its body (`ExtensionMoves`).
    func withMovedMembers(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        let moved = moves.movedMembers(of: node.name.text)
        guard !moved.isEmpty else { return node }
        var result = Self.openingBody(node)
        for item in moved {
            // A blank line before each moved member, as between the members of a body.
            let rest = item.leadingTrivia.drop { $0.isNewline || $0.isSpaceOrTab }
            let indentation = item.leadingTrivia.reversed().prefix { $0.isSpaceOrTab }.reversed()
            let leading = rest.isEmpty ? Trivia(pieces: [.newlines(2)] + indentation) : Trivia(pieces: [.newlines(2)] + Array(item.leadingTrivia.drop { $0.isNewline }))
            result.memberBlock.members.append(item.with(\.leadingTrivia, leading))
            record(node, "\(ExtensionMoves.key(of: item.decl) ?? "a member") moved from an extension into class \(node.name.text) (Linux cannot override across an extension)")
        }
        return result
    }

    /// `node` ready for members to be appended: `class A {}` gets its closing brace on a line of
    /// its own.
    static func openingBody(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        guard node.memberBlock.members.isEmpty, !node.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) else { return node }
        var result = node
        let indentation = node.leadingTrivia.reversed().prefix { $0.isSpaceOrTab }.reversed()
        result.memberBlock.rightBrace.leadingTrivia = Trivia(pieces: [.newlines(1)] + indentation)
        return result
    }

    func withoutMovedMembers(_ node: ExtensionDeclSyntax) -> ExtensionDeclSyntax {
        let type = node.extendedType.trimmedDescription
        guard node.memberBlock.members.contains(where: { moves.moves($0, inExtensionOf: type) }) else { return node }
        var result = node
        var kept = Array(node.memberBlock.members.filter { !moves.moves($0, inExtensionOf: type) })
        // The first member left starts on the line after the brace.
        if let first = kept.first, first.id != node.memberBlock.members.first?.id {
            kept[kept.startIndex] = first.with(\.leadingTrivia, Trivia(pieces: [.newlines(1)] + Array(first.leadingTrivia.drop { $0.isNewline })))
        }
        result.memberBlock.members = MemberBlockItemListSyntax(kept)
        return result
    }

    /// The file without the extensions that only held moved members (and adopt nothing); their
    /// leading comments stay, on what follows.
    func withoutEmptiedExtensions(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var statements = Array(file.statements)
        var index = 0
        while index < statements.count {
            guard let ext = statements[index].item.as(ExtensionDeclSyntax.self), ext.inheritanceClause == nil,
                  !ext.memberBlock.members.isEmpty,
                  ext.memberBlock.members.allSatisfy({ moves.moves($0, inExtensionOf: ext.extendedType.trimmedDescription) })
            else { index += 1; continue }
            let trivia = statements[index].leadingTrivia
            statements.remove(at: index)
            if index < statements.count {
                statements[index].leadingTrivia = trivia + statements[index].leadingTrivia.drop { $0.isNewline }.reduce(into: Trivia()) { $0 = $0 + Trivia(pieces: [$1]) }
            }
        }
        guard statements.count != file.statements.count else { return file }
        return file.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    // MARK: Optional requirements

    /// The subjects UIKit's delegate and data source methods start with (`scrollViewDidScroll`,
    /// `tableView(_:didSelectRowAt:)`, `textFieldShouldReturn`, ...).
    static let delegateMethodSubjects = [
        "scrollView", "tableView", "collectionView", "textField", "textView", "searchBar", "gestureRecognizer",
        "navigationController", "tabBarController", "pageViewController", "pickerView", "splitViewController",
        "presentationController", "adaptivePresentationStyle", "animationController", "interactionController",
        "numberOfSections", "sectionIndexTitles", "viewForZooming", "application", "scene", "sceneDid", "sceneWill",
        "popoverPresentationController", "prepareForPopoverPresentation", "searchController", "willPresentSearchController",
        "didPresentSearchController", "dynamicAnimator", "collisionBehavior", "animationDidStart", "animationDidStop",
        "indexPathForPreferredFocusedView", "dismissalTransitionDidEnd", "presentationTransitionDidEnd",
    ]

    /// `delegate?.scrollViewDidScroll?(scrollView)`: UIKit's optional requirements have defaults
    /// here, so the requirement is always there: `delegate?.scrollViewDidScroll(scrollView)`.
    func optionalRequirementCall(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = optional.expression.as(MemberAccessExprSyntax.self),
              Self.delegateMethodSubjects.contains(where: { member.declName.baseName.text.hasPrefix($0) }),
              !methods.isProperty(member.declName.baseName.text) else { return nil }
        record(node, "\(member.trimmedDescription)?(…) → \(member.trimmedDescription)(…) (UIKit's optional requirements have defaults)")
        let call = node.with(\.calledExpression, ExprSyntax(member.with(\.trailingTrivia, optional.trailingTrivia)))
        return super.visit(call)
    }

    // MARK: Optional requirements implemented by subclasses

    /// `node` with UIKit's defaults for the optional methods its subclasses implement (when it
    /// adopted the protocol), and `override` on its own such methods (when an ancestor did).
    func withInheritedWitnesses(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        let name = node.name.text
        let adds = witnesses.defaultsToAdd(to: name)
        let overrides = witnesses.methodsToOverride(in: name)
        guard !adds.isEmpty || !overrides.isEmpty else { return node }
        var result = node
        if !overrides.isEmpty {
            result.memberBlock.members = MemberBlockItemListSyntax(result.memberBlock.members.map { item in
                guard let f = item.decl.as(FunctionDeclSyntax.self), let key = ExtensionMoves.key(of: item.decl), overrides.contains(key),
                      !ExtensionMoves.isOverride(item.decl) else { return item }
                record(item, "\(key) → override (the superclass that adopted the protocol has UIKit's default)")
                return item.with(\.decl, DeclSyntax(DeclModifiers.inserting(.keyword(.override), into: f, introducer: \.funcKeyword)))
            })
        }
        if !adds.isEmpty {
            result = Self.openingBody(result)
            let indentation = (result.memberBlock.members.first?.leadingTrivia.reversed().prefix { $0.isSpaceOrTab }.reversed()).map(Array.init) ?? [.spaces(4)]
            for (key, declaration) in adds {
                var parser = Parser(declaration)
                var decl = DeclSyntax.parse(from: &parser)
                // A public class's witness is public, an open class's open (its subclasses in
                // other modules override it), as a package in Swift 6 needs.
                if let access = Self.memberAccess(of: node.modifiers) { decl = DeclModifiers.inserting(.keyword(access), into: decl) }
                let comment = "// UIKit's default, so that subclasses' \(key) is called (uimodel-port)"
                let item = MemberBlockItemSyntax(decl: decl.with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + indentation + [.lineComment(comment), .newlines(1)] + indentation)))
                result.memberBlock.members.append(item)
                record(node, "\(name) gains UIKit's default \(key), which a subclass implements")
            }
        }
        return result
    }

    /// The access a member the porter writes into a class with `modifiers` takes: `open` in an
    /// open class, `public` in a public one, none (internal) otherwise.
    static func memberAccess(of modifiers: DeclModifierListSyntax) -> Keyword? {
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) }) { return .open }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) { return .public }
        return nil
    }

    // MARK: Required initializers

    /// The initializers UIModel declares `required` (it makes cells, reusable views, map
    /// annotation views and views' layers from their class), by the class that declares them.
    static let requiredInitializers: [String: String] = [
        "UITableViewCell": "init(style:reuseIdentifier:)",
        "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
        "UICollectionViewCell": "init(frame:)",
        "UICollectionReusableView": "init(frame:)",
        "UICollectionViewListCell": "init(frame:)",
        "CALayer": "init()", "CAShapeLayer": "init()", "CAGradientLayer": "init()",
        "UIStoryboardSegue": "init(identifier:source:destination:)",
        "MKAnnotationView": "init(annotation:reuseIdentifier:)", "MKMarkerAnnotationView": "init(annotation:reuseIdentifier:)",
        "MKPinAnnotationView": "init(annotation:reuseIdentifier:)",
    ]

    /// Each required initializer's declaration, for a class that has initializers of its own
    /// but not that one: Swift then traps if it is called, as iOS's runtime does for an
    /// initializer a Swift subclass does not inherit.
    static let requiredInitializerStubs: [String: String] = [
        "init(style:reuseIdentifier:)": "required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
        "init(reuseIdentifier:)": "required init(reuseIdentifier: String?)",
        "init(frame:)": "required init(frame: CGRect)",
        "init()": "required init()",
        "init(identifier:source:destination:)": "required init(identifier: String?, source: UIViewController, destination: UIViewController)",
        "init(annotation:reuseIdentifier:)": "required init(annotation: MKAnnotation?, reuseIdentifier: String?)",
    ]

    /// `node` with `required` on its overrides of the initializers UIModel requires.
    func withRequiredInitializers(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        guard let required = types.uikitAncestor(of: node.name.text, among: Set(Self.requiredInitializers.keys))
            .flatMap({ Self.requiredInitializers[$0] }) else { return node }
        var result = node
        var changed = false
        result.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            guard let initializer = item.decl.as(InitializerDeclSyntax.self),
                  ExtensionMoves.key(of: item.decl) == required,
                  !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) else { return item }
            changed = true
            record(item, "\(required) → required (UIModel makes the class's instances itself)")
            // `required` replaces `override` (a required initializer's override says `required`).
            return item.with(\.decl, DeclSyntax(DeclModifiers.inserting(.keyword(.required), into: initializer, introducer: \.initKeyword,
                                                                          dropping: [.override])))
        })
        // A class with designated initializers of its own but not the required one does not
        // inherit it: it gets one that traps, as the call would on iOS.
        let designated = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) }
        if !designated.isEmpty, !designated.contains(where: { ExtensionMoves.key(of: DeclSyntax($0)) == required }),
           let stub = Self.requiredInitializerStubs[required], let member = Self.trappingMember(stub, required, in: node) {
            result = Self.openingBody(result)
            result.memberBlock.members.append(member)
            changed = true
            record(node, "required \(required) added to \(node.name.text), trapping (the class does not inherit it)")
        }
        return changed ? result : node
    }

    /// `declaration` with a body that stops with a message, indented as `node`'s members.
    static func trappingMember(_ declaration: String, _ key: String, in node: ClassDeclSyntax) -> MemberBlockItemSyntax? {
        let pieces = node.memberBlock.members.first.map { Array($0.leadingTrivia.reversed().prefix { $0.isSpaceOrTab }.reversed()) }
            ?? [.spaces(4)]
        let indentation = Trivia(pieces: pieces).description
        let source = "class _Stub {\n\(indentation)\(declaration) {\n\(indentation)    fatalError(\"\(key) has not been implemented\")\n\(indentation)}\n}"
        guard var member = Parser.parse(source: source).statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first
        else { return nil }
        member.leadingTrivia = Trivia(pieces: [.newlines(2)] + pieces)
        return member
    }
}
