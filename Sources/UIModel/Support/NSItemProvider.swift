import Foundation

/// An object a provider can make from data (Foundation's `NSItemProviderReading`, which Linux's
/// Foundation lacks): `UIImage` reads PNG, JPEG and GIF data.
nonisolated public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers it reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object a provider can give as data (Foundation's `NSItemProviderWriting`).
nonisolated public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data
}

/// Foundation's item provider, which Linux's Foundation lacks: data of one or more types,
/// loaded on request, as a picker's results and drags carry it. Handlers run on the main actor
/// in the next turn of the main run loop (on the app's clock); iOS runs them on a queue of its own.
nonisolated open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Representation {
        let typeIdentifier: String
        let load: @Sendable () throws -> Data
    }

    private var representations: [Representation] = []
    /// Objects given whole (`registerObject`), handed back as they are.
    private var objects: [AnyObject] = []
    /// A name for a file made from the item.
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider of `object`'s data in each type it writes.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// A provider of a file's contents, typed by its extension; nil when the file cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: Self.typeIdentifier(forExtension: fileURL.pathExtension)) {
            try Data(contentsOf: fileURL)
        }
    }

    /// Adds `object` as it is: `loadObject(ofClass:)` of its class hands it back, and its data
    /// types can be loaded.
    public func registerObject(_ object: NSItemProviderWriting, visibility: Int = 0) {
        objects.append(object)
        nonisolated(unsafe) let object = object
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type) { try object.itemProviderData(forTypeIdentifier: type) }
        }
    }

    /// Adds a type the item can be loaded as.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                           load: @escaping @Sendable () throws -> Data) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: load))
    }

    /// The types the item can be loaded as, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { Self.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        objects.contains { inherits(Swift.type(of: $0), from: aClass) } || aClass.readableTypeIdentifiersForItemProvider.contains { type in representations.contains { Self.conforms($0.typeIdentifier, to: type) } }
    }

    /// Makes an object of `aClass` from the first type both know.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let object = objects.first(where: { inherits(Swift.type(of: $0), from: aClass) }) as? NSItemProviderReading {
            nonisolated(unsafe) let object = object
            later {
                progress.completedUnitCount = 1
                completionHandler(object, nil)
            }
            return progress
        }
        let match = aClass.readableTypeIdentifiersForItemProvider.lazy.compactMap { type in
            self.representations.first { Self.conforms($0.typeIdentifier, to: type) }.map { ($0, type) }
        }.first
        nonisolated(unsafe) let aClass = aClass
        later {
            progress.completedUnitCount = 1
            guard let (representation, type) = match else {
                return completionHandler(nil, CocoaError(.fileReadCorruptFile))
            }
            do {
                let object = try aClass.object(withItemProviderData: try representation.load(), typeIdentifier: type)
                nonisolated(unsafe) let result = object
                completionHandler(result, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// The item's data as `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let representation = representations.first { Self.conforms($0.typeIdentifier, to: typeIdentifier) }
        later {
            progress.completedUnitCount = 1
            guard let representation else { return completionHandler(nil, CocoaError(.fileReadNoSuchFile)) }
            do { completionHandler(try representation.load(), nil) } catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// The item as a temporary file of `typeIdentifier`, removed once the handler returns.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { [suggestedName] data, error in
            guard let data else { return completionHandler(nil, error) }
            let ext = Self.fileExtension(forTypeIdentifier: typeIdentifier)
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(suggestedName ?? "item")-\(UUID().uuidString)").appendingPathExtension(ext)
            do {
                try data.write(to: url)
                completionHandler(url, nil)
                try? FileManager.default.removeItem(at: url)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    private func later(_ work: @escaping @Sendable () -> Void) {
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem(block: work))
    }

    /// Whether data of `type` is also `parent` (a PNG is an image, and data).
    static func conforms(_ type: String, to parent: String) -> Bool {
        if type == parent || parent == "public.data" || parent == "public.item" { return true }
        if parent == "public.image" { return imageTypes.contains(type) }
        return false
    }

    static let imageTypes: Set<String> = ["public.png", "public.jpeg", "com.compuserve.gif", "public.heic", "public.tiff", "public.image"]

    static func typeIdentifier(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "png": "public.png"
        case "jpg", "jpeg": "public.jpeg"
        case "gif": "com.compuserve.gif"
        case "heic": "public.heic"
        case "txt": "public.plain-text"
        case "json": "public.json"
        default: "public.data"
        }
    }

    static func fileExtension(forTypeIdentifier type: String) -> String {
        switch type {
        case "public.png": "png"
        case "public.jpeg": "jpeg"
        case "com.compuserve.gif": "gif"
        case "public.heic": "heic"
        default: "data"
        }
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    nonisolated public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "com.compuserve.gif", "public.image"] }
    nonisolated public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// An image decoded from the data (an error for data that is not an image, or when asked
    /// of a subclass, which the data cannot make).
    nonisolated public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }

    nonisolated public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
        guard let data = pngData() else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
