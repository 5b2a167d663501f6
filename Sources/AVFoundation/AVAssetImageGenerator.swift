import Foundation
import UIModel

/// Pictures of a video at given times (thumbnails): the frame shown at each time, decoded with
/// FFmpeg and scaled to fit `maximumSize`.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public enum Result: Int, Sendable {
        case succeeded = 0, failed, cancelled
    }

    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let cleanAperture = ApertureMode(rawValue: "AVAssetImageGeneratorApertureModeCleanAperture")
        public static let productionAperture = ApertureMode(rawValue: "AVAssetImageGeneratorApertureModeProductionAperture")
        public static let encodedPixels = ApertureMode(rawValue: "AVAssetImageGeneratorApertureModeEncodedPixels")
    }

    public typealias CompletionHandler = (CMTime, CGImage?, CMTime, Result, Error?) -> Void

    public let asset: AVAsset
    /// Whether the track's transform turns the picture (files here carry none).
    open var appliesPreferredTrackTransform = false
    /// The largest size of a picture, its aspect kept (zero: the video's own size).
    open var maximumSize: CGSize = .zero
    open var apertureMode: ApertureMode = .cleanAperture
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

    private let lock = NSLock()
    private var cancelled = false

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// The picture of the frame shown at `requestedTime`, and that frame's own time.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        let frame = try decodeFrame(at: requestedTime)
        guard let image = UIImage(data: frame.data)?.cgImage else { throw Self.noImage }
        actualTime?.pointee = CMTime(seconds: frame.time, preferredTimescale: 600)
        return image
    }

    private static let noImage = NSError(domain: AVFoundationErrorDomain, code: AVError.Code.noImageAtTime.rawValue, userInfo: [
        NSLocalizedDescriptionKey: "Cannot Decode", NSLocalizedFailureReasonErrorKey: "No frame could be decoded at that time."])

    /// The frame shown at `requestedTime` as bitmap data, and its time (on any thread).
    private func decodeFrame(at requestedTime: CMTime) throws -> (time: Double, data: Data) {
        let file = try asset.file.get()
        guard let size = file.info.videoSize, let video = try? MediaFile(path: file.path, kind: .video) else { throw Self.noImage }
        let target = requestedTime.isNumeric ? max(requestedTime.seconds, 0) : 0
        let (w, h) = Self.pixelSize(of: size, fitting: maximumSize)
        video.seek(to: target)
        var best: (time: Double, data: Data)?
        while true {
            var time: Double?
            let data = BitmapFile.make(width: w, height: h) { time = video.nextVideoFrame(into: $0, width: w, height: h) }
            guard let time else { break }
            if best == nil || time <= target { best = (time, data) }
            if time >= target { break }
        }
        guard let best else { throw Self.noImage }
        return best
    }

    /// The picture at `time` and the time of its frame.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        // The picture is the app's image, made where the app's images are (the main actor).
        try await MainActor.run {
            var actual = CMTime.zero
            let image = try copyCGImage(at: time, actualTime: &actual)
            return (image, actual)
        }
    }

    /// Decodes the pictures of `requestedTimes` (`NSValue(time:)`) in turn on a background queue,
    /// and calls `handler` for each on the main queue, where the app's images are made.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping CompletionHandler) {
        lock.withLock { cancelled = false }
        nonisolated(unsafe) let handler = handler
        DispatchQueue.global().async { [self] in
            for value in requestedTimes {
                let time = value.timeValue
                if lock.withLock({ cancelled }) {
                    MediaClock.onMain { handler(time, nil, .zero, .cancelled, nil) }
                    continue
                }
                let frame = Swift.Result { try decodeFrame(at: time) }
                MediaClock.onMain {
                    switch frame {
                    case .success(let frame):
                        if let image = UIImage(data: frame.data)?.cgImage {
                            handler(time, image, CMTime(seconds: frame.time, preferredTimescale: 600), .succeeded, nil)
                        } else {
                            handler(time, nil, .zero, .failed, Self.noImage)
                        }
                    case .failure(let error):
                        handler(time, nil, .zero, .failed, error)
                    }
                }
            }
        }
    }

    open func cancelAllCGImageGeneration() { lock.withLock { cancelled = true } }

    /// The video's size scaled down to fit `maximum` (when given), in even pixels.
    static func pixelSize(of video: CGSize, fitting maximum: CGSize) -> (Int, Int) {
        var s = 1.0
        if maximum.width > 0 || maximum.height > 0 {
            let sx = maximum.width > 0 ? maximum.width / video.width : .infinity
            let sy = maximum.height > 0 ? maximum.height / video.height : .infinity
            s = min(1, sx, sy)
        }
        return (max(2, Int((video.width * s).rounded())), max(2, Int((video.height * s).rounded())))
    }
}
