import Foundation

/// A uniform type identifier (`public.png`): what kind of data a file or a pasteboard item holds,
/// with its filename extensions, MIME types and the types it conforms to, from the system's
/// declarations (`UTTypeCatalog`). Types made from an extension or MIME type the catalog does not
/// know are dynamic (`dyn.` identifiers), conforming to `public.data`, as on iOS.
nonisolated public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.jpeg`).
    public let identifier: String
    /// The tags a dynamic type was made from.
    private let dynamicTags: [UTTagClass: [String]]

    init(identifier: String, dynamicTags: [UTTagClass: [String]] = [:]) {
        self.identifier = identifier
        self.dynamicTags = dynamicTags
    }

    /// The declared type `identifier`; nil for one the system does not declare.
    public init?(_ identifier: String) {
        guard UTTypeCatalog.entries[identifier.lowercased()] != nil else { return nil }
        self.init(identifier: UTTypeCatalog.entries[identifier.lowercased()]!.identifier)
    }

    /// The type of files with `filenameExtension` (conforming to `supertype`): a declared one,
    /// else a dynamic type. Nil for an empty extension, or one the declared type of which does
    /// not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data of `mimeType` (conforming to `supertype`).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with `tag` of `tagClass` conforming to `supertype`.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let key = tag.lowercased()
        guard !key.isEmpty else { return nil }
        let matches = UTTypeCatalog.entries.values.filter { $0.tags[tagClass]?.contains(key) == true }
            .map { UTType(identifier: $0.identifier) }
            .filter { supertype.map($0.conforms) ?? true }
            .sorted { $0.identifier < $1.identifier }
        if let declared = matches.first(where: { UTTypeCatalog.entries[$0.identifier]?.preferred[tagClass] == key }) ?? matches.first {
            self = declared
            return
        }
        if let supertype, !UTType.data.conforms(to: supertype) { return nil }
        self.init(identifier: "dyn." + tagClass.rawValue.replacingOccurrences(of: "public.", with: "") + "." + key,
                  dynamicTags: [tagClass: [key]])
    }

    /// A type the app declares and exports (as its Info.plist would).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, dynamicTags: [:])
        UTTypeCatalog.declare(identifier, conformingTo: parentType?.identifier)
    }

    /// A type another app declares that this one imports.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    private var entry: UTTypeCatalog.Entry? { UTTypeCatalog.entry(identifier) }

    /// The filename extension files of the type usually have.
    public var preferredFilenameExtension: String? { entry?.preferred[.filenameExtension] ?? dynamicTags[.filenameExtension]?.first }
    /// The MIME type data of the type usually has.
    public var preferredMIMEType: String? { entry?.preferred[.mimeType] ?? dynamicTags[.mimeType]?.first }
    /// The type's name for people ("PNG image").
    public var localizedDescription: String? { entry?.description }
    /// Every tag of the type by class.
    public var tags: [UTTagClass: [String]] { entry?.tags ?? dynamicTags }
    /// Whether the system declares the type (not made from a tag).
    public var isDeclared: Bool { entry != nil }
    /// Whether the type was made from a tag the system does not know.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the type is one of the system's (`public.`, `com.apple.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The types it conforms to, directly or not.
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var pending = entry?.parents ?? (isDynamic ? ["public.data"] : [])
        while let parent = pending.popLast() {
            guard result.insert(UTType(identifier: parent)).inserted else { continue }
            pending += UTTypeCatalog.entry(parent)?.parents ?? []
        }
        return result
    }

    /// Whether the type is `type` or conforms to it (a PNG is an image, and data).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The kinds of tag a type has.
nonisolated public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension URL {
    /// `appendingPathComponent(_:conformingTo:)`: the component with the type's extension.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        let url = appendingPathComponent(partialName)
        guard let ext = contentType.preferredFilenameExtension, url.pathExtension.isEmpty else { return url }
        return url.appendingPathExtension(ext)
    }

    /// `appendingPathExtension(for:)`: the URL with the type's preferred extension.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        contentType.preferredFilenameExtension.map { appendingPathExtension($0) } ?? self
    }
}
