import SwiftParser
import SwiftSyntax

/// On Linux, Foundation's URL loading (`URLSession`, `URLRequest`, `HTTPURLResponse`, the caches,
/// cookies and credentials) is a module of its own, FoundationNetworking, which `import Foundation`
/// does not bring. A file that names any of its types gains `import FoundationNetworking` after
/// its last top-level import, unless it imports it already (as libraries that build on Linux do,
/// inside `#if canImport(FoundationNetworking)`).
enum FoundationNetworkingImport {
    /// FoundationNetworking's types, besides every `URLSession…` name.
    static let typeNames: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse",
        "URLCache", "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage", "URLCredential",
        "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "URLProtocol", "URLProtocolClient",
    ]

    static func isNetworkingName(_ name: String) -> Bool {
        name.hasPrefix("URLSession") || typeNames.contains(name)
    }

    /// Whether a top-level statement is an import, or a `#if` whose clauses import
    /// (`#if os(iOS) import UIKit #else import AppKit #endif`).
    static func importsAModule(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ImportDeclSyntax.self) { return true }
        guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return false }
        return conditional.clauses.contains { clause in
            clause.elements?.as(CodeBlockItemListSyntax.self)?.contains { importsAModule($0) } ?? false
        }
    }

    /// The file with the import added where it needs one, and the line it went after (nil: unchanged).
    static func added(to file: SourceFileSyntax) -> (file: SourceFileSyntax, after: CodeBlockItemSyntax?)? {
        let tokens = file.tokens(viewMode: .sourceAccurate)
        guard tokens.contains(where: { if case .identifier(let name) = $0.tokenKind { isNetworkingName(name) } else { false } }),
              !tokens.contains(where: { $0.tokenKind == .identifier("FoundationNetworking") }) else { return nil }
        var file = file
        let lastImport = file.statements.lastIndex { importsAModule($0) }
        var addition = Parser.parse(source: "\nimport FoundationNetworking").statements
        if let lastImport {
            file.statements.insert(contentsOf: addition, at: file.statements.index(after: lastImport))
            return (file, file.statements[lastImport])
        }
        // No import at all: the new one goes first and takes over the file's header comment.
        if let first = file.statements.first {
            addition[addition.startIndex].leadingTrivia = first.leadingTrivia
            file.statements[file.statements.startIndex].leadingTrivia = .newlines(2)
        }
        file.statements.insert(contentsOf: addition, at: file.statements.startIndex)
        return (file, nil)
    }
}
