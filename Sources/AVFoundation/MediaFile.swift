import CMediaDecoder
import Foundation

/// A media file opened with FFmpeg for one of its streams (or for its description only).
/// One thread reads it at a time; closed when released.
final class MediaFile {
    enum Kind: Int32 { case info = 0, video = 1, audio = 2 }

    /// Why a file did not open, as FFmpeg's wrapper says.
    struct OpenFailure: Error {
        enum Reason: Int32 { case unreadable = 1, notMedia = 2, noStream = 3, noDecoder = 4 }
        let reason: Reason
        let message: String
    }

    /// What the file holds, read as it opened.
    struct Info {
        var duration: Double
        var videoSize: CGSize?
        var frameRate: Double
        var audio: (sampleRate: Int, channels: Int)?
        var container: String
        var videoCodec: String
        var audioCodec: String
    }

    private let handle: OpaquePointer
    let info: Info
    let path: String

    init(path: String, kind: Kind) throws {
        var error: Int32 = 0
        var message = [CChar](repeating: 0, count: 512)
        guard let handle = md_open(path, kind.rawValue, &error, &message, Int32(message.count)) else {
            throw OpenFailure(reason: OpenFailure.Reason(rawValue: error) ?? .notMedia,
                              message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.handle = handle
        self.path = path
        var raw = md_info()
        md_get_info(handle, &raw)
        func text<T>(_ tuple: T) -> String {
            withUnsafeBytes(of: tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        info = Info(duration: raw.duration,
                    videoSize: raw.has_video != 0 ? CGSize(width: Int(raw.width), height: Int(raw.height)) : nil,
                    frameRate: raw.frame_rate,
                    audio: raw.has_audio != 0 ? (Int(raw.sample_rate), Int(raw.channels)) : nil,
                    container: text(raw.container), videoCodec: text(raw.video_codec), audioCodec: text(raw.audio_codec))
    }

    deinit { md_close(handle) }

    func metadata(_ key: String) -> String? {
        var value = [CChar](repeating: 0, count: 1024)
        guard md_metadata(handle, key, &value, Int32(value.count)) != 0 else { return nil }
        return String(decoding: value.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @discardableResult
    func seek(to seconds: Double) -> Bool { md_seek(handle, seconds) == 0 }

    /// The next video frame scaled to `width` × `height`, written into `bgra`; its time, or nil
    /// at the end or on an error.
    func nextVideoFrame(into bgra: UnsafeMutableRawBufferPointer, width: Int, height: Int) -> Double? {
        var pts = 0.0
        let r = md_next_video_frame(handle, bgra.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), &pts)
        return r == 1 ? pts : nil
    }

    /// Up to `frames` stereo frames of sound at `rate` into `out`; how many, and the time of the first.
    func readAudio(into out: UnsafeMutablePointer<Float>, frames: Int, rate: Int) -> (count: Int, time: Double) {
        var pts = 0.0
        let n = md_read_audio(handle, out, Int32(frames), Int32(rate), &pts)
        return (max(Int(n), 0), pts)
    }
}

extension MediaFile {
    /// The local path of `url`, or the error iOS gives for it offline or missing: a remote URL
    /// fails as it does with no network (`NSURLErrorNotConnectedToInternet`), a missing file as
    /// `NSURLErrorFileDoesNotExist`.
    static func localPath(of url: URL) throws -> String {
        guard url.isFileURL else {
            throw NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, userInfo: [
                NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
                NSURLErrorFailingURLErrorKey: url, NSURLErrorFailingURLStringErrorKey: url.absoluteString])
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist, userInfo: [
                NSLocalizedDescriptionKey: "The requested URL was not found on this server.",
                NSURLErrorFailingURLErrorKey: url, NSURLErrorFailingURLStringErrorKey: url.absoluteString])
        }
        return url.path
    }
}
