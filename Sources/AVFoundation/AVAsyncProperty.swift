import Foundation

/// A property of an asset or track that `load(_:)` reads (AVFoundation's asynchronous loading).
public class AVAnyAsyncProperty: @unchecked Sendable {
    init() {}
}

/// A property of `Root`'s whose value type is not fixed here.
public class AVPartialAsyncProperty<Root>: AVAnyAsyncProperty, @unchecked Sendable {}

/// A property of `Root`'s with values of `Value`, read from the object when loaded.
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    let read: (Root) throws -> Value
    init(_ read: @escaping (Root) throws -> Value) { self.read = read }

    /// Whether a property has been loaded, is loading, or failed to load.
    public enum Status {
        case notYetLoaded, loading, loaded(Value), failed(Error)
    }
}

extension AVPartialAsyncProperty where Root == AVAsset {
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty { try $0.loaded().duration } }
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty { try $0.loaded().tracks } }
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { try $0.loaded().isPlayable } }
    public static var isReadable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { try $0.loaded().isReadable } }
    public static var preferredRate: AVAsyncProperty<Root, Float> { AVAsyncProperty { try $0.loaded().preferredRate } }
    public static var preferredVolume: AVAsyncProperty<Root, Float> { AVAsyncProperty { try $0.loaded().preferredVolume } }
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { AVAsyncProperty { try $0.loaded().preferredTransform } }
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { try $0.loaded().commonMetadata } }
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { try $0.loaded().metadata } }
}

extension AVPartialAsyncProperty where Root == AVAssetTrack {
    public static var naturalSize: AVAsyncProperty<Root, CGSize> { AVAsyncProperty { $0.naturalSize } }
    public static var nominalFrameRate: AVAsyncProperty<Root, Float> { AVAsyncProperty { $0.nominalFrameRate } }
    public static var timeRange: AVAsyncProperty<Root, CMTimeRange> { AVAsyncProperty { $0.timeRange } }
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> { AVAsyncProperty { $0.preferredTransform } }
    public static var mediaType: AVAsyncProperty<Root, AVMediaType> { AVAsyncProperty { $0.mediaType } }
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isPlayable } }
}

/// Objects whose properties `load(_:)` reads.
public protocol AVAsynchronousKeyValueLoading {}
extension AVAsset: AVAsynchronousKeyValueLoading {}
extension AVAssetTrack: AVAsynchronousKeyValueLoading {}

extension AVAsset {
    /// The asset, once its file has been read; the error it gave otherwise.
    func loaded() throws -> AVAsset {
        _ = try file.get()
        return self
    }

    /// The value of `property`, read from the file (an error when it cannot be read).
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { try property.read(self) }
    public func load<A, B>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>) async throws -> (A, B) {
        (try a.read(self), try b.read(self))
    }
    public func load<A, B, C>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>,
                              _ c: AVAsyncProperty<AVAsset, C>) async throws -> (A, B, C) {
        (try a.read(self), try b.read(self), try c.read(self))
    }
    public func status<T>(of property: AVAsyncProperty<AVAsset, T>) -> AVAsyncProperty<AVAsset, T>.Status {
        do { return .loaded(try property.read(self)) } catch { return .failed(error) }
    }
    /// The tracks of `mediaType`.
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
        try loaded().tracks(withMediaType: mediaType)
    }
    public func loadTrack(withTrackID trackID: Int32) async throws -> AVAssetTrack? { try loaded().track(withTrackID: trackID) }
}

extension AVAssetTrack {
    public func load<T>(_ property: AVAsyncProperty<AVAssetTrack, T>) async throws -> T { try property.read(self) }
    public func load<A, B>(_ a: AVAsyncProperty<AVAssetTrack, A>, _ b: AVAsyncProperty<AVAssetTrack, B>) async throws -> (A, B) {
        (try a.read(self), try b.read(self))
    }
}
