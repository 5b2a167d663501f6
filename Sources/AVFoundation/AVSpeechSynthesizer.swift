import CSpeechSynthesis
import Foundation
import UIModel

/// Where speaking stops or pauses: at once, or at the end of the word being spoken.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate = 0, word
}

/// Hears what a speech synthesizer says, as it says it.
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
}

/// Speaks utterances one after another with eSpeak NG, on the app's clock: each starts in the
/// app's next turn (after its `preUtteranceDelay`), its words are announced when the sound
/// reaches them, and it finishes when its sound has played. The sound goes to the host's speaker
/// (none headless).
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    open weak var delegate: AVSpeechSynthesizerDelegate?
    /// Whether an utterance is being spoken or waits to be (a paused one included).
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false
    open var usesApplicationAudioSession = true
    open var mixToTelephonyUplink = false

    private var queue: [AVSpeechUtterance] = []
    /// The utterance being spoken: its sound, its words, and where it is.
    private var current: (utterance: AVSpeechUtterance, speech: Speech, voice: SpeechVoice?)?
    /// When the current utterance's sound started on the app's clock (as if it had never
    /// paused), or where it paused.
    private var started: Double = 0
    private var pausedAt: Double?
    private var scheduled: [DispatchWorkItem] = []

    public override init() { super.init() }

    deinit {
        scheduled.forEach { $0.cancel() }
        MediaClock.removeVoice(current?.voice)
    }

    /// Queues `utterance`; it is spoken after those before it.
    open func speak(_ utterance: AVSpeechUtterance) {
        queue.append(utterance)
        isSpeaking = true
        if current == nil, queue.count == 1 { schedule(after: 0) { [weak self] in self?.startNext() } }
    }

    /// Stops speaking and drops the queue; the delegate hears `didCancel` of the current one.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard isSpeaking else { return false }
        cancelScheduled()
        queue.removeAll()
        let utterance = current?.utterance
        endCurrent()
        isSpeaking = false
        isPaused = false
        if let utterance { delegate?.speechSynthesizer(self, didCancel: utterance) }
        return true
    }

    /// Pauses at once, or at the end of the word being spoken.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current, !isPaused else { return false }
        let now = MediaClock.now - started
        if boundary == .word, let next = current.speech.words.first(where: { $0.time > now }) {
            schedule(after: next.time - now) { [weak self] in self?.pauseSpeaking(at: .immediate) }
            return true
        }
        cancelScheduled()
        pausedAt = now
        isPaused = true
        current.voice?.set(playing: false)
        delegate?.speechSynthesizer(self, didPause: current.utterance)
        return true
    }

    /// Goes on from where it paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        guard let current, let paused = pausedAt else { return false }
        pausedAt = nil
        isPaused = false
        started = MediaClock.now - paused
        current.voice?.set(playing: true)
        delegate?.speechSynthesizer(self, didContinue: current.utterance)
        scheduleEvents(from: paused)
        return true
    }

    // MARK: The timeline

    private func startNext() {
        guard !queue.isEmpty else { isSpeaking = false; return }
        let utterance = queue.removeFirst()
        let speech = Speech(utterance)
        let voice = speech.samples.isEmpty ? nil : MediaClock.addVoice {
            SpeechVoice(samples: speech.samples, from: speech.sampleRate, to: $0, volume: utterance.volume)
        }
        current = (utterance, speech, voice)
        schedule(after: utterance.preUtteranceDelay) { [weak self] in
            guard let self else { return }
            self.started = MediaClock.now
            self.current?.voice?.set(playing: true)
            self.delegate?.speechSynthesizer(self, didStart: utterance)
            self.scheduleEvents(from: 0)
        }
    }

    /// The words still to come and the end, from `elapsed` seconds into the sound.
    private func scheduleEvents(from elapsed: Double) {
        guard let current else { return }
        for word in current.speech.words where word.time >= elapsed {
            schedule(after: word.time - elapsed) { [weak self] in
                guard let self else { return }
                self.delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: word.range, utterance: current.utterance)
            }
        }
        schedule(after: current.speech.duration - elapsed) { [weak self] in self?.finishCurrent() }
    }

    private func finishCurrent() {
        guard let current else { return }
        endCurrent()
        delegate?.speechSynthesizer(self, didFinish: current.utterance)
        schedule(after: current.utterance.postUtteranceDelay) { [weak self] in self?.startNext() }
    }

    private func endCurrent() {
        MediaClock.removeVoice(current?.voice)
        current = nil
        pausedAt = nil
    }

    private func schedule(after delay: Double, _ body: @escaping () -> Void) {
        scheduled.removeAll { $0.isCancelled }
        scheduled.append(MediaClock.after(delay, body))
    }

    private func cancelScheduled() {
        scheduled.forEach { $0.cancel() }
        scheduled.removeAll()
    }
}

/// An utterance as eSpeak spoke it: its samples and its words' times and ranges.
struct Speech {
    struct Word {
        let time: Double
        let range: NSRange
    }

    let samples: [Int16]
    let sampleRate: Int
    let words: [Word]
    var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

    /// eSpeak's speed in words a minute for a speech rate: 80 at the slowest, 175 (its own
    /// default) at `AVSpeechUtteranceDefaultSpeechRate`, 450 at the fastest.
    static func wordsPerMinute(_ rate: Float) -> Int32 {
        let r = Double(min(max(rate.isFinite ? rate : 0.5, 0), 1))
        return Int32((r <= 0.5 ? 80 + r / 0.5 * 95 : 175 + (r - 0.5) / 0.5 * 275).rounded())
    }

    init(_ utterance: AVSpeechUtterance) {
        let language = (utterance.voice?.language ?? AVSpeechSynthesisVoice.currentLanguageCode()).lowercased()
        let pitch = Int32(min(max(50 * Double(utterance.pitchMultiplier.isFinite ? utterance.pitchMultiplier : 1), 0), 100))
        var samples: UnsafeMutablePointer<Int16>?, count: Int32 = 0
        var words: UnsafeMutablePointer<ss_word>?, wordCount: Int32 = 0
        let text = utterance.speechString
        guard ss_synthesize(language, text, Self.wordsPerMinute(utterance.rate), pitch, 100, &samples, &count, &words, &wordCount) != 0 else {
            self.samples = []
            sampleRate = 0
            self.words = []
            return
        }
        defer { ss_free(samples); ss_free(words) }
        self.samples = Array(UnsafeBufferPointer(start: samples, count: Int(count)))
        sampleRate = Int(ss_sample_rate())
        // eSpeak counts Unicode scalars; an NSRange counts UTF-16 units.
        let scalars = Array(text.unicodeScalars)
        func utf16Offset(_ scalar: Int) -> Int {
            scalars.prefix(max(0, min(scalar, scalars.count))).reduce(0) { $0 + $1.utf16.count }
        }
        self.words = UnsafeBufferPointer(start: words, count: Int(wordCount)).map { word in
            let start = utf16Offset(Int(word.text_position))
            return Word(time: Double(word.audio_ms) / 1000,
                        range: NSRange(location: start, length: utf16Offset(Int(word.text_position + word.length)) - start))
        }
    }
}

/// An utterance's sound to the speaker: its samples at the speaker's rate, from where it is.
final class SpeechVoice: AudioVoice, @unchecked Sendable {
    private let lock = NSLock()
    private let samples: [Float]
    private var position = 0
    private var playing = false

    init(samples: [Int16], from rate: Int, to outputRate: Int, volume: Float) {
        // Linear interpolation to the output's rate: speech has little above eSpeak's 11 kHz.
        let step = Double(rate) / Double(outputRate), gain = min(max(volume, 0), 1) / 32768
        let count = Int(Double(samples.count) / step)
        self.samples = (0..<count).map { i in
            let x = Double(i) * step, j = Int(x), f = Float(x - Double(j))
            let a = Float(samples[j]), b = Float(samples[min(j + 1, samples.count - 1)])
            return (a + (b - a) * f) * gain
        }
    }

    func set(playing: Bool) { lock.withLock { self.playing = playing } }

    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) -> Int {
        lock.withLock {
            var i = 0
            while i < frames {
                let v: Float = playing && position < samples.count ? samples[position] : 0
                if playing, position < samples.count { position += 1 }
                buffer[2 * i] = v
                buffer[2 * i + 1] = v
                i += 1
            }
            return frames
        }
    }
}
