import Foundation
import UIModel

/// The kinds of asset in the library.
nonisolated public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0, image, video, audio
}

/// What kind of photo or video an asset is beyond its type (the library's are plain photos).
nonisolated public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
}

/// Where an asset comes from.
nonisolated public struct PHAssetSourceType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// Something in the photo library, known by its local identifier.
nonisolated open class PHObject: NSObject, @unchecked Sendable {
    public let localIdentifier: String
    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool { (object as? PHObject)?.localIdentifier == localIdentifier }
    open override var hash: Int { localIdentifier.hashValue }
}

/// A photo in the library: one of the simulator's sample photos or the app's images, as the
/// photo pickers offer them. Its local identifier is the one a picker's result carries
/// (`PHPickerResult.assetIdentifier`), so `fetchAssets(withLocalIdentifiers:options:)` finds the
/// photos the user picked. The library has photos only, taken a day apart, newest first in its
/// own order.
nonisolated open class PHAsset: PHObject, @unchecked Sendable {
    open private(set) var mediaType: PHAssetMediaType = .image
    open private(set) var mediaSubtypes: PHAssetMediaSubtype = []
    open private(set) var pixelWidth = 0
    open private(set) var pixelHeight = 0
    open private(set) var creationDate: Date?
    open private(set) var modificationDate: Date?
    /// Photos here have no duration (they are stills).
    open private(set) var duration: TimeInterval = 0
    open private(set) var isFavorite = false
    open private(set) var isHidden = false
    open private(set) var sourceType: PHAssetSourceType = .typeUserLibrary
    open private(set) var burstIdentifier: String?

    /// When the library's first photo was taken: 9 January 2007, 9:41 GMT, as the simulator's
    /// other dates; each later photo of the library is a day older.
    static let firstPhotoDate = Date(timeIntervalSince1970: 1_168_335_660)

    init(name: String, index: Int, pixelSize: CGSize) {
        super.init(localIdentifier: name)
        pixelWidth = Int(pixelSize.width)
        pixelHeight = Int(pixelSize.height)
        creationDate = Self.firstPhotoDate.addingTimeInterval(-Double(index) * 86_400)
        modificationDate = creationDate
    }

    /// The library's photos of `mediaType`, ordered and limited by `options`.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(PhotoLibraryAssets.fetch(options).filter { $0.mediaType == mediaType })
    }

    /// Every photo of the library, ordered and limited by `options`.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(PhotoLibraryAssets.fetch(options))
    }

    /// The photos with these identifiers, in the order given (those not in the library left out).
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let all = PhotoLibraryAssets.fetch(nil)
        return PHFetchResult(identifiers.compactMap { id in all.first { $0.localIdentifier == id } })
    }
}

/// How a fetch orders and limits what it finds.
nonisolated open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// Orders by `creationDate` or `modificationDate` (other keys keep the library's order).
    /// Foundation on Linux sorts by key path, not key string:
    /// `NSSortDescriptor(keyPath: \PHAsset.creationDate!, ascending: false)`.
    open var sortDescriptors: [NSSortDescriptor]?
    /// Kept, not applied: Foundation on Linux has no predicate strings to read.
    open var predicate: NSPredicate?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = []
    public override init() { super.init() }
}

/// The objects a fetch found, in order.
nonisolated open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]

    init(_ objects: [ObjectType]) {
        self.objects = objects
        super.init()
    }

    public override convenience init() { self.init([]) }

    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.filter { $0 < objects.count }.map { objects[$0] } }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject || ($0 as? NSObject)?.isEqual(anObject) == true } }
    open func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { $0 === anObject || ($0 as? NSObject)?.isEqual(anObject) == true } ?? NSNotFound
    }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (i, object) in objects.enumerated() {
            block(object, i, &stop)
            if stop.boolValue { break }
        }
    }
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }
}

/// The library's photos, as the app may see them.
nonisolated enum PhotoLibraryAssets {
    /// The photos, when the app has read access; none otherwise, and the permission alert is
    /// shown when nothing was decided yet, as iOS asks on the first fetch.
    static func fetch(_ options: PHFetchOptions?) -> [PHAsset] {
        guard UIModelRuntime.isOnMainActor else { return [] }
        return MainActor.assumeIsolated {
            let access = PhotoAccess.current
            switch access.status(for: .readWrite) {
            case .authorized, .limited: break
            case .notDetermined:
                access.request(.readWrite) { _ in }
                return []
            default: return []
            }
            let names = UIModelRuntime.current.imageSource?.photoLibraryImageNames() ?? []
            var assets = names.enumerated().map { index, name in
                PHAsset(name: name, index: index, pixelSize: UIImage(named: name).map { CGSize(width: $0.size.width * $0.scale, height: $0.size.height * $0.scale) } ?? .zero)
            }
            for descriptor in (options?.sortDescriptors ?? []).reversed() {
                let path = descriptor.keyPath
                let dates: [AnyKeyPath] = [\PHAsset.creationDate!, \PHAsset.modificationDate!, \PHAsset.creationDate, \PHAsset.modificationDate]
                guard dates.contains(path) else { continue }
                assets.sort { descriptor.ascending ? $0.creationDate! < $1.creationDate! : $0.creationDate! > $1.creationDate! }
            }
            if let limit = options?.fetchLimit, limit > 0 { assets = Array(assets.prefix(limit)) }
            return assets
        }
    }
}
