import Foundation
import UIModel

/// Hears when an audio player finishes.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound played to its end (every loop of it), or stopped on a decoding error.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// Plays a sound file or sound data: its time on the app's clock, its sound to the host's
/// speaker (none headless), its end told to the delegate at the moment it is reached.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// Core Audio's codes for a file that cannot be opened and for one that is not sound.
    static let fileUnreadable: OSStatus = 2003334207 // 'wht?', kAudioFileUnspecifiedError
    static let fileTypeUnsupported: OSStatus = 1954115647 // 'typ?', kAudioFileUnsupportedFileTypeError

    open private(set) var url: URL?
    open private(set) var data: Data?
    open weak var delegate: AVAudioPlayerDelegate?
    /// The sound's length in seconds.
    open private(set) var duration: TimeInterval
    open private(set) var numberOfChannels: Int
    /// How many times it plays again after the first (-1: until stopped).
    open var numberOfLoops = 0
    open var volume: Float = 1 { didSet { voice?.set(volume: volume) } }
    /// The stereo position, -1 (left) to 1 (right).
    open var pan: Float = 0
    /// Whether `rate` may be other than 1 (set before `prepareToPlay`).
    open var enableRate = false
    open var rate: Float = 1 {
        didSet {
            guard enableRate, rate != oldValue else { return }
            if isPlaying { restart(fromPlayed: played) }
        }
    }
    open var isMeteringEnabled = false
    /// The file's settings: its sample rate and channels.
    open private(set) var settings: [String: Any]

    private let path: String
    private var temporaryFile: URL?
    /// How far the sound had played (seconds from the first loop's start, every loop counted),
    /// and when on the app's clock, as it started; nil while stopped.
    private var start: (played: Double, clock: Double)?
    /// How far the sound had played when it stopped.
    private var playedWhenStopped: Double = 0
    private var finish: DispatchWorkItem?
    private var voice: MediaVoice?
    private var meters: (average: Float, peak: Float) = (-160, -160)

    public init(contentsOf url: URL) throws {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(Self.fileUnreadable))
        }
        self.url = url
        self.path = url.path
        (duration, numberOfChannels, settings) = try Self.describe(path)
        super.init()
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of sound data (the bytes of a sound file, as from an asset catalog).
    public init(data: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("AVAudioPlayer-\(UUID().uuidString)")
        do { try data.write(to: file) } catch { throw NSError(domain: NSOSStatusErrorDomain, code: Int(Self.fileUnreadable)) }
        do {
            (duration, numberOfChannels, settings) = try Self.describe(file.path)
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw error
        }
        self.data = data
        self.path = file.path
        self.temporaryFile = file
        super.init()
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    deinit {
        finish?.cancel()
        MediaClock.removeVoice(voice)
        if let temporaryFile { try? FileManager.default.removeItem(at: temporaryFile) }
    }

    private static func describe(_ path: String) throws -> (TimeInterval, Int, [String: Any]) {
        guard let file = try? MediaFile(path: path, kind: .audio), let audio = file.info.audio else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(fileTypeUnsupported))
        }
        return (file.info.duration, audio.channels, [AVSampleRateKey: Double(audio.sampleRate), AVNumberOfChannelsKey: audio.channels])
    }

    // MARK: Playing

    open var isPlaying: Bool { start != nil }

    /// The app's clock (the device's audio clock on iOS), in seconds.
    open var deviceCurrentTime: TimeInterval { MediaClock.now }

    /// Readies the sound to play at once: here nothing is to be buffered.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays from the current time; true when it started.
    @discardableResult
    open func play() -> Bool {
        guard !isPlaying else { return true }
        restart(fromPlayed: playedWhenStopped)
        return true
    }

    /// Plays from the current time at `time` on `deviceCurrentTime`'s clock.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        let delay = time - deviceCurrentTime
        guard delay > 0 else { return play() }
        MediaClock.after(delay) { [weak self] in self?.play() }
        return true
    }

    open func pause() {
        guard isPlaying else { return }
        playedWhenStopped = played
        halt()
    }

    /// Stops playing; the current time stays where it is, as after `pause()` (there is nothing
    /// prepared here to undo).
    open func stop() { pause() }

    /// The position in the sound, in seconds (within the loop playing). Setting it moves within
    /// that loop: the loops already played stay played.
    open var currentTime: TimeInterval {
        get { loopPosition(played) }
        set {
            let t = min(max(newValue.isFinite ? newValue : 0, 0), duration)
            let target = Double(loopsPlayed(played)) * duration + t
            if isPlaying { restart(fromPlayed: target) } else { playedWhenStopped = target }
        }
    }

    /// How far the sound has played: seconds from the first loop's start, every loop counted.
    private var played: Double {
        guard let start else { return playedWhenStopped }
        return start.played + elapsed(since: start.clock)
    }

    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        self.volume = volume
    }

    private var effectiveRate: Double { enableRate ? Double(max(rate, 0)) : 1 }

    private func elapsed(since clock: Double) -> Double { (MediaClock.now - clock) * effectiveRate }

    /// How many whole loops `played` seconds are.
    private func loopsPlayed(_ played: Double) -> Int {
        guard duration > 0 else { return 0 }
        return Int((played / duration).rounded(.down))
    }

    /// Where `played` seconds (counted from the first loop's start) are in the loop playing; the
    /// end once the last loop is over.
    private func loopPosition(_ played: Double) -> Double {
        guard duration > 0 else { return 0 }
        let loop = loopsPlayed(played)
        if numberOfLoops >= 0, loop > numberOfLoops { return duration }
        return played - Double(loop) * duration
    }

    private func restart(fromPlayed played: Double) {
        finish?.cancel()
        start = (played, MediaClock.now)
        scheduleFinish(fromPlayed: played)
        if voice == nil {
            voice = MediaClock.addVoice { MediaVoice(path: path, rate: $0, volume: volume, loops: numberOfLoops) }
        }
        voice?.seek(to: loopPosition(played))
        voice?.set(playing: true)
    }

    /// Tells the delegate at the end of the last loop.
    private func scheduleFinish(fromPlayed played: Double) {
        guard numberOfLoops >= 0, effectiveRate > 0 else { return }
        let remaining = (Double(numberOfLoops + 1) * duration - played) / effectiveRate
        finish = MediaClock.after(remaining) { [weak self] in self?.finished() }
    }

    private func finished() {
        guard isPlaying else { return }
        playedWhenStopped = 0
        halt()
        MediaClock.removeVoice(voice)
        voice = nil
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }

    private func halt() {
        finish?.cancel()
        finish = nil
        start = nil
        voice?.set(playing: false)
    }

    // MARK: Meters

    /// Measures the sound at the current time: its mean and peak power, in decibels of full
    /// scale, over the next tenth of a second.
    open func updateMeters() {
        guard isMeteringEnabled, let file = try? MediaFile(path: path, kind: .audio) else { return }
        file.seek(to: currentTime)
        let frames = 4410
        var samples = [Float](repeating: 0, count: frames * 2)
        let n = samples.withUnsafeMutableBufferPointer { file.readAudio(into: $0.baseAddress!, frames: frames, rate: 44_100).count }
        guard n > 0 else { meters = (-160, -160); return }
        var sum: Float = 0, peak: Float = 0
        for v in samples[0..<(n * 2)] { sum += v * v; peak = max(peak, abs(v)) }
        func decibels(_ v: Float) -> Float { v > 0 ? max(20 * log10(v), -160) : -160 }
        meters = (decibels((sum / Float(n * 2)).squareRoot()), decibels(peak))
    }

    open func averagePower(forChannel channelNumber: Int) -> Float { meters.average }
    open func peakPower(forChannel channelNumber: Int) -> Float { meters.peak }
}

/// Keys of an audio player's `settings`.
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVFormatIDKey = "AVFormatIDKey"
