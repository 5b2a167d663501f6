import SwiftParser
import SwiftSyntax

/// Modules that Apple's modules bring with them and Linux's do not, added where a file names
/// what they declare:
/// - FoundationNetworking: on Linux, Foundation's URL loading (`URLSession`, `URLRequest`,
///   `HTTPURLResponse`, the caches, cookies and credentials) is a module of its own, which
///   `import Foundation` does not bring. `Data(contentsOf:)` and its kin load a remote URL
///   through it too, and stop the app when it is not loaded, so a file that reads contents
///   from a URL imports it as well.
/// - Combine: Apple's Foundation brings Combine (`ObservableObject`, `@Published`,
///   `AnyCancellable`); Linux's has none.
/// - UIModel: `AppContainer`, which the porter writes for Foundation's home-folder API.
/// - UIModelFoundation: Foundation's `NSPredicate(format:)`, `NSSortDescriptor(key:ascending:)`
///   and `ValueTransformer`, which Linux's Foundation lacks (UIModel and CoreData bring it).
/// - ImageIO: Apple's UIKit brings ImageIO (`CGImageSourceCreateWithData`, `kCGImagePropertyGIFDictionary`).
///
/// A file that names any of a module's declarations gains its import after its last top-level
/// import, unless it imports it already (as libraries that build on Linux do, inside
/// `#if canImport(FoundationNetworking)`). The target then depends on the module's product.
enum ImplicitImports {
    struct Module: Sendable {
        let name: String
        /// Whether an identifier names one of the module's declarations.
        let declares: @Sendable (String) -> Bool
        /// What the porter's record says of it.
        let note: String
    }

    /// FoundationNetworking's types, besides every `URLSession…` name.
    static let networkingTypeNames: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse",
        "URLCache", "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage", "URLCredential",
        "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "URLProtocol", "URLProtocolClient",
    ]

    /// Combine's names an app writes that no other module here declares.
    static let combineNames: Set<String> = [
        "ObservableObject", "Published", "AnyCancellable", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject",
        "Cancellable", "Publishers", "Subscribers",
    ]

    static let modules: [Module] = [
        Module(name: "FoundationNetworking", declares: { $0.hasPrefix("URLSession") || networkingTypeNames.contains($0) || $0 == "contentsOf" },
               note: "URLSession and its types on Linux"),
        Module(name: "Combine", declares: { combineNames.contains($0) }, note: "Foundation brings it on Apple's systems"),
        Module(name: "UIModel", declares: { $0 == "AppContainer" }, note: "the app's container, for Foundation's home-folder API"),
        Module(name: "UIModelFoundation", declares: { ["NSPredicate", "NSSortDescriptor", "ValueTransformer", "AppBundle"].contains($0) },
               note: "Foundation's predicate format, key-based sort descriptors and value transformers, which Linux's lacks"),
        Module(name: "ImageIO", declares: { $0.hasPrefix("CGImageSource") || $0.hasPrefix("CGImageDestination") || $0.hasPrefix("kCGImage") },
               note: "UIKit brings it on Apple's systems"),
    ]

    /// Modules that stand for another already imported (OpenCombine's name for Combine).
    static let equivalents: [String: Set<String>] = ["Combine": ["OpenCombine"], "UIModelFoundation": ["UIModel", "CoreData", "UIKit"]]

    /// Whether a top-level statement is an import, or a `#if` whose clauses import
    /// (`#if os(iOS) import UIKit #else import AppKit #endif`).
    static func importsAModule(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ImportDeclSyntax.self) { return true }
        guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return false }
        return conditional.clauses.contains { clause in
            clause.elements?.as(CodeBlockItemListSyntax.self)?.contains { importsAModule($0) } ?? false
        }
    }

    /// The file with each missing import added, each with the line it went after (nil: first)
    /// and its note; nil when none is missing.
    static func added(to file: SourceFileSyntax) -> (file: SourceFileSyntax, imports: [(module: Module, after: CodeBlockItemSyntax?)])? {
        let identifiers = Set(file.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { name } else { nil }
        })
        let missing = modules.filter { module in
            identifiers.contains(where: module.declares)
                && !identifiers.contains(module.name) && identifiers.isDisjoint(with: equivalents[module.name] ?? [])
        }
        guard !missing.isEmpty else { return nil }
        var file = file
        var added: [(module: Module, after: CodeBlockItemSyntax?)] = []
        for module in missing {
            let lastImport = file.statements.lastIndex { importsAModule($0) }
            var addition = Parser.parse(source: "\nimport \(module.name)").statements
            if let lastImport {
                file.statements.insert(contentsOf: addition, at: file.statements.index(after: lastImport))
                added.append((module, file.statements[lastImport]))
                continue
            }
            // No import at all: the new one goes first and takes over the file's header comment.
            if let first = file.statements.first {
                addition[addition.startIndex].leadingTrivia = first.leadingTrivia
                file.statements[file.statements.startIndex].leadingTrivia = .newlines(2)
            }
            file.statements.insert(contentsOf: addition, at: file.statements.startIndex)
            added.append((module, nil))
        }
        return (file, added)
    }
}
