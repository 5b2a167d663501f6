import Foundation
import UIModel

/// An asset as a player plays it: its status, duration, current time and the frames and sound
/// a player takes from it. It opens its file when a player takes it, in the app's next turn.
open class AVPlayerItem: NSObject, _KeyValueCodingAndObserving, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay, failed
    }

    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    /// The error of `failedToPlayToEndTimeNotification`'s user info.
    public static let failedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

    public let asset: AVAsset
    /// `.readyToPlay` once its file has opened for a player, `.failed` (with `error`) when it did not.
    open private(set) var status: Status = .unknown { didSet { didChangeValue(for: \.status) } }
    open private(set) var error: Error?
    /// The asset's duration once ready; `.indefinite` before.
    open private(set) var duration: CMTime = .indefinite { didSet { didChangeValue(for: \.duration) } }
    /// The video's size once ready (zero for sound).
    open private(set) var presentationSize: CGSize = .zero { didSet { didChangeValue(for: \.presentationSize) } }
    /// Whether playing would go on without a stall: local files always do once ready.
    open private(set) var isPlaybackLikelyToKeepUp = false { didSet { didChangeValue(for: \.isPlaybackLikelyToKeepUp) } }
    open var isPlaybackBufferEmpty: Bool { status != .readyToPlay }
    open var isPlaybackBufferFull: Bool { status == .readyToPlay }
    open var forwardPlaybackEndTime: CMTime = .invalid
    open var reversePlaybackEndTime: CMTime = .invalid
    open var preferredForwardBufferDuration: TimeInterval = 0
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    open var canPlayFastForward: Bool { status == .readyToPlay }
    open var canPlaySlowForward: Bool { status == .readyToPlay }
    open var canPlayReverse: Bool { false }
    open var canStepForward: Bool { status == .readyToPlay }
    open var canStepBackward: Bool { status == .readyToPlay }
    open var automaticallyLoadedAssetKeys: [String] { [] }

    /// The player playing it; a player takes one item at a time.
    weak var player: AVPlayer?
    /// Where it is, in seconds, while not advancing.
    var position: Double = 0
    /// Whether it played to its end (and said so) since it last moved.
    var reachedEnd = false
    /// Its local file, once ready.
    var path: String?
    var info: MediaFile.Info?
    private var frames: VideoFrameSource?
    private var loadRequested = false

    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]? = nil) {
        self.asset = asset
        super.init()
    }

    public convenience init(asset: AVAsset) {
        self.init(asset: asset, automaticallyLoadedAssetKeys: nil)
    }

    deinit { frames?.stop() }

    /// The item's current time: its player's while it plays it.
    open func currentTime() -> CMTime {
        CMTime(seconds: player.map { $0.currentItem === self ? $0.itemSeconds() : position } ?? position, preferredTimescale: 600)
    }

    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        if let player, player.currentItem === self {
            player.seek(to: time, completionHandler: completionHandler ?? { _ in })
            return
        }
        move(to: time.seconds)
        if let completionHandler { MediaClock.onMain { completionHandler(true) } }
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        seek(to: time, completionHandler: completionHandler)
    }

    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        seek(to: time, completionHandler: nil)
        return true
    }

    open func step(byCount stepCount: Int) {
        let rate = info?.frameRate ?? 0
        guard rate > 0 else { return }
        seek(to: CMTime(seconds: position + Double(stepCount) / rate, preferredTimescale: 600))
    }

    open func cancelPendingSeeks() {}

    /// The end of play: `forwardPlaybackEndTime` when set, else the duration.
    var endSeconds: Double {
        if forwardPlaybackEndTime.isNumeric { return min(forwardPlaybackEndTime.seconds, info?.duration ?? .infinity) }
        return info?.duration ?? 0
    }

    /// Moves the item to `seconds` (clamped to it) and its frames with it.
    func move(to seconds: Double) {
        let t = min(max(seconds.isFinite ? seconds : 0, 0), max(endSeconds, 0))
        position = t
        reachedEnd = false
        frames?.seek(to: t)
    }

    /// Opens the file in the app's next turn, once, when a player takes the item.
    func load() {
        guard !loadRequested else { return }
        loadRequested = true
        MediaClock.onMain { [self] in
            switch asset.file {
            case .success(let file):
                guard file.info.videoSize != nil || file.info.audio != nil else {
                    return fail(AVError(.fileFailedToParse, userInfo: [NSLocalizedDescriptionKey: "Cannot Open"]) as NSError)
                }
                path = file.path
                info = file.info
                duration = file.info.duration > 0 ? CMTime(seconds: file.info.duration, preferredTimescale: 600) : .indefinite
                presentationSize = file.info.videoSize ?? .zero
                isPlaybackLikelyToKeepUp = true
                status = .readyToPlay
                player?.itemBecameReady(self)
            case .failure(let error):
                fail(error)
            }
        }
    }

    private func fail(_ error: NSError) {
        self.error = error
        status = .failed
        player?.itemFailed(self)
    }

    /// The video's frames decoded at `width` × `height`, made again when the size changes by
    /// more than a tenth.
    func videoFrames(width: Int, height: Int) -> VideoFrameSource? {
        guard let path, info?.videoSize != nil, width > 0, height > 0 else { return nil }
        if let frames, abs(frames.width - width) * 10 <= frames.width, abs(frames.height - height) * 10 <= frames.height { return frames }
        frames?.stop()
        let source = VideoFrameSource(path: path, width: width, height: height)
        let now = currentTime().seconds
        if now > 0 { source.seek(to: now) }
        frames = source
        return source
    }

    /// The error log and access log of a network stream: none for files.
    open func errorLog() -> AVPlayerItemErrorLog? { nil }
    open func accessLog() -> AVPlayerItemAccessLog? { nil }
}

/// The error log of a streamed item (files have none).
open class AVPlayerItemErrorLog: NSObject {}
/// The access log of a streamed item (files have none).
open class AVPlayerItemAccessLog: NSObject {}

extension NSNotification.Name {
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
}

/// The old spelling of the failure notification's error key.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = AVPlayerItem.failedToPlayToEndTimeErrorKey
