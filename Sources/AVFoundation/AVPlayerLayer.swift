import Foundation
import UIModel

/// How a video fits its layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the layer's bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Whole, its aspect kept, centred (bars on two sides).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Filling the bounds, its aspect kept, its overflow cut by `masksToBounds`.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")

    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .resize: return .resize
        case .resizeAspectFill: return .resizeAspectFill
        default: return .resizeAspect
        }
    }
}

/// A layer showing a player's video: the frame of the player's current time, decoded at the
/// layer's size in pixels (never above the video's own), placed by the video gravity.
open class AVPlayerLayer: CALayer, _KeyValueCodingAndObserving {
    nonisolated deinit {}

    /// The player whose video it shows.
    open var player: AVPlayer? {
        didSet { if player !== oldValue { playerChanged(from: oldValue) } }
    }

    /// The layer leaves its old player's layers for its new one's, and shows its frame.
    private func playerChanged(from old: AVPlayer?) {
        old?.remove(self)
        player?.add(self)
        clear()
        player?.refreshLayers()
    }

    open var videoGravity: AVLayerVideoGravity = .resizeAspect {
        didSet { contentsGravity = videoGravity.contentsGravity }
    }

    /// Whether it shows a frame of the current item's.
    open private(set) var isReadyForDisplay = false {
        didSet { if isReadyForDisplay != oldValue { didChangeValue(for: \.isReadyForDisplay) } }
    }

    open var pixelBufferAttributes: [String: Any]?

    /// The frame the layer shows, and the picture of it.
    private var shown: (source: ObjectIdentifier, time: Double)?
    private var painted: PaintedImage?

    public required init() {
        super.init()
        contentsGravity = videoGravity.contentsGravity
    }

    public convenience init(player: AVPlayer?) {
        self.init()
        // An initializer's own assignment calls no observer: the player hears of the layer here.
        self.player = player
        playerChanged(from: nil)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVPlayerLayer { videoGravity = other.videoGravity }
        contentsGravity = videoGravity.contentsGravity
    }

    /// Where the video is in the layer's bounds, by the gravity.
    open var videoRect: CGRect {
        guard let size = player?.currentItem?.info?.videoSize, size.width > 0, size.height > 0 else { return .zero }
        let b = bounds
        guard videoGravity != .resize else { return b }
        let s = aspectScale(of: size)
        let w = size.width * s, h = size.height * s
        return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
    }

    /// How much the gravity scales `video` to the bounds with its aspect kept: to fill them for
    /// `.resizeAspectFill`, else to fit in them.
    private func aspectScale(of video: CGSize) -> CGFloat {
        let sx = bounds.width / video.width, sy = bounds.height / video.height
        return videoGravity == .resizeAspectFill ? max(sx, sy) : min(sx, sy)
    }

    /// A new frame is never faded in: a video's contents change without an implicit animation.
    open override func action(forKey event: String) -> CAAction? {
        event == "contents" ? nil : super.action(forKey: event)
    }

    open override func layoutSublayers() {
        super.layoutSublayers()
        player?.refreshLayers()
    }

    /// Shows `item`'s frame of `seconds`.
    func show(_ item: AVPlayerItem?, at seconds: Double) {
        guard let item, let size = item.info?.videoSize, size.width > 0, size.height > 0 else { return clear() }
        let pixels = decodeSize(for: size)
        guard let frames = item.videoFrames(width: pixels.width, height: pixels.height),
              let frame = frames.frame(at: seconds) else { return }
        if let shown, shown.source == ObjectIdentifier(frames), shown.time == frame.time { return }
        guard let image = UIImage(data: frame.data) else { return }
        shown = (ObjectIdentifier(frames), frame.time)
        contents = image.cgImage
        painted = PaintedImage(image)
        isReadyForDisplay = true
    }

    private func clear() {
        guard shown != nil || contents != nil else { return }
        shown = nil
        contents = nil
        painted = nil
        isReadyForDisplay = false
    }

    /// The size in pixels frames are decoded at: the video's, scaled down to what the layer
    /// shows of it on the screen (even numbers, as the scaler wants).
    private func decodeSize(for video: CGSize) -> (width: Int, height: Int) {
        let scale = withMainActorState { UIScreen.main.scale }
        let s = bounds.width > 0 && bounds.height > 0 ? min(1, aspectScale(of: video) * scale) : 1
        func even(_ v: CGFloat) -> Int { max(2, Int((v * s / 2).rounded()) * 2) }
        return (even(video.width), even(video.height))
    }
}
