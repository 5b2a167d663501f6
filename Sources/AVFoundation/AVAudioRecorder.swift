import Foundation

/// Hears when a recorder stops.
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

/// Records sound from the microphone into a file. The simulator has no microphone (the audio
/// session has no input), so a recorder is made but never records: `prepareToRecord()` and
/// `record()` return false, as iOS's do without an input, and no file is written.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false

    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    /// False: there is no input to record from.
    @discardableResult
    open func prepareToRecord() -> Bool { false }
    /// False: there is no input to record from.
    @discardableResult
    open func record() -> Bool { false }
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    @discardableResult
    open func deleteRecording() -> Bool { (try? FileManager.default.removeItem(at: url)) != nil }
    open var isRecording: Bool { false }
    open var currentTime: TimeInterval { 0 }
    open var deviceCurrentTime: TimeInterval { MediaClock.now }
    open func updateMeters() {}
    /// Silence, in decibels of full scale.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
