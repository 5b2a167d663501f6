import Foundation

/// The kind of a track's media.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let text = AVMediaType(rawValue: "text")
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let muxed = AVMediaType(rawValue: "muxx")
    public static let timecode = AVMediaType(rawValue: "tmcd")
}

/// Whether a key of an asset's has loaded (`loadValuesAsynchronously(forKeys:)`).
public enum AVKeyValueStatus: Int, Sendable {
    case unknown = 0, loading, loaded, failed, cancelled
}

/// A timed medium: a movie or a sound, its duration, its tracks and its metadata. Read with
/// FFmpeg when first asked; a remote URL fails as iOS fails offline.
open class AVAsset: NSObject, @unchecked Sendable {
    /// What the file holds, or why it could not be read; read once.
    private let lock = NSLock()
    private var opened: Result<MediaFile, NSError>?
    /// Where the asset's data is.
    let sourceURL: URL?

    init(source: URL?) {
        self.sourceURL = source
        super.init()
    }

    /// An asset of the file or resource at `URL`.
    public convenience init(url URL: URL) {
        self.init(source: URL)
    }

    /// The file, opened for its description, or the error it gave.
    var file: Result<MediaFile, NSError> {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        let result: Result<MediaFile, NSError>
        do {
            guard let url = sourceURL else { throw NSError(domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue) }
            let path = try MediaFile.localPath(of: url)
            do { result = .success(try MediaFile(path: path, kind: .info)) } catch let failure as MediaFile.OpenFailure { throw failure.avError }
        } catch {
            result = .failure(error as NSError)
        }
        opened = result
        return result
    }

    var info: MediaFile.Info? { try? file.get().info }

    /// How long the asset plays; `.zero` when it cannot be read, `.indefinite` when its container
    /// does not say.
    open var duration: CMTime {
        guard let info else { return .zero }
        return info.duration > 0 ? CMTime(seconds: info.duration, preferredTimescale: 600) : .indefinite
    }

    /// The rate it plays at by default.
    open var preferredRate: Float { 1 }
    open var preferredVolume: Float { 1 }
    open var preferredTransform: CGAffineTransform { .identity }

    /// Its tracks: a video track and a sound track as the file has them.
    open var tracks: [AVAssetTrack] {
        guard let info else { return [] }
        var tracks: [AVAssetTrack] = []
        let range = CMTimeRange(start: .zero, duration: duration.isNumeric ? duration : .zero)
        if let size = info.videoSize {
            tracks.append(AVAssetTrack(asset: self, trackID: 1, mediaType: .video, naturalSize: size,
                                       nominalFrameRate: Float(info.frameRate), timeRange: range))
        }
        if info.audio != nil {
            tracks.append(AVAssetTrack(asset: self, trackID: Int32(tracks.count + 1), mediaType: .audio, naturalSize: .zero,
                                       nominalFrameRate: 0, timeRange: range))
        }
        return tracks
    }

    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { tracks.filter { $0.mediaType == mediaType } }
    open func track(withTrackID trackID: Int32) -> AVAssetTrack? { tracks.first { $0.trackID == trackID } }

    /// Whether a player can play it: it opened and has a track FFmpeg decodes.
    open var isPlayable: Bool { info.map { $0.videoSize != nil || $0.audio != nil } ?? false }
    open var isReadable: Bool { isPlayable }
    open var isExportable: Bool { false }
    open var isComposable: Bool { isPlayable }
    open var hasProtectedContent: Bool { false }

    /// The container's title, artist, album and creation date, as common metadata items.
    open var commonMetadata: [AVMetadataItem] {
        guard let file = try? file.get() else { return [] }
        let keys: [(String, AVMetadataKey)] = [("title", .commonKeyTitle), ("artist", .commonKeyArtist),
                                               ("album", .commonKeyAlbumName), ("creation_time", .commonKeyCreationDate)]
        return keys.compactMap { name, key in file.metadata(name).map { AVMetadataItem(commonKey: key, value: $0) } }
    }
    open var metadata: [AVMetadataItem] { commonMetadata }

    /// Loads the values of `keys` ("duration", "tracks", "playable") and calls `handler` on a
    /// background queue, as AVFoundation does.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (() -> Void)? = nil) {
        nonisolated(unsafe) let handler = handler
        DispatchQueue.global().async { [self] in
            _ = file
            handler?()
        }
    }

    /// `.loaded` once read, `.failed` (with the error) when the file could not be.
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        switch file {
        case .success: return .loaded
        case .failure(let error):
            outError?.pointee = error
            return .failed
        }
    }

    open func cancelLoading() {}
}

/// An asset at a URL: a file of the app's bundle or documents. A remote URL fails as offline.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(source: URL)
    }

    /// The URL the asset was made with.
    open var url: URL { sourceURL! }

    /// The file types AVFoundation plays here (FFmpeg's demuxers for them).
    open class func audiovisualTypes() -> [String] {
        ["public.mpeg-4", "com.apple.quicktime-movie", "public.mpeg-4-audio", "public.mp3", "com.microsoft.waveform-audio",
         "com.apple.coreaudio-format", "public.aiff-audio", "public.aifc-audio"]
    }
    open class func audiovisualMIMETypes() -> [String] {
        ["video/mp4", "video/quicktime", "audio/mp4", "audio/mpeg", "audio/wav", "audio/x-caf", "audio/aiff"]
    }
    open class func isPlayableExtendedMIMEType(_ extendedMIMEType: String) -> Bool {
        audiovisualMIMETypes().contains { extendedMIMEType.lowercased().hasPrefix($0) }
    }
}

/// One track of an asset.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    public private(set) weak var asset: AVAsset?
    public let trackID: Int32
    public let mediaType: AVMediaType
    /// The video's size in pixels (zero for sound).
    public let naturalSize: CGSize
    public let nominalFrameRate: Float
    public let timeRange: CMTimeRange
    public var preferredTransform: CGAffineTransform { .identity }
    public var isPlayable: Bool { true }
    public var isEnabled: Bool { true }

    init(asset: AVAsset, trackID: Int32, mediaType: AVMediaType, naturalSize: CGSize, nominalFrameRate: Float, timeRange: CMTimeRange) {
        self.asset = asset
        self.trackID = trackID
        self.mediaType = mediaType
        self.naturalSize = naturalSize
        self.nominalFrameRate = nominalFrameRate
        self.timeRange = timeRange
    }
}

/// A key of common metadata.
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
}

/// One item of an asset's metadata.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    open private(set) var commonKey: AVMetadataKey?
    open private(set) var value: (NSCopying & NSObjectProtocol)?
    private let text: String?

    init(commonKey: AVMetadataKey, value: String) {
        self.commonKey = commonKey
        self.text = value
        self.value = NSString(string: value)
    }

    open var stringValue: String? { text }
    open var numberValue: NSNumber? { text.flatMap { Double($0) }.map { NSNumber(value: $0) } }
    open var dataValue: Data? { text.map { Data($0.utf8) } }

    open class func metadataItems(from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: Any?) -> [AVMetadataItem] {
        guard let key = key as? AVMetadataKey ?? (key as? String).map(AVMetadataKey.init(rawValue:)) else { return metadataItems }
        return metadataItems.filter { $0.commonKey == key }
    }
}
