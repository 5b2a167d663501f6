import AudioToolbox
import AVFAudio
import AVFoundation
import Foundation
import Testing
import UIModel
import UIModelTesting

/// Sounds on the app's clock: an audio player's time and end, its loops, bad data, the session,
/// system sounds, and a speaker that hears what plays.
@Suite(.serialized, .freshRuntime) struct AVAudioPlayerTests: AppFrames {
    var time = 0.0

    /// The app's main queue on the app's clock, as the simulator runs it.
    init() { UIModelRuntime.current.runsMainQueue = true }

    final class Finish: NSObject, AVAudioPlayerDelegate {
        var calls: [Bool] = []
        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { calls.append(flag) }
    }

    /// A speaker that mixes what it is given into a buffer, as the window's does.
    final class RecordingSpeaker: AudioOutput, @unchecked Sendable {
        let sampleRate = 44_100
        var voices: [AudioVoice] = []
        func add(_ voice: AudioVoice) { voices.append(voice) }
        func remove(_ voice: AudioVoice) { voices.removeAll { $0 === voice } }
        /// The loudest sample of the next `frames` frames.
        func peak(frames: Int) -> Float {
            var buffer = [Float](repeating: 0, count: frames * 2)
            var peak: Float = 0
            for voice in voices {
                _ = buffer.withUnsafeMutableBufferPointer { voice.render(into: $0.baseAddress!, frames: frames) }
                peak = max(peak, buffer.map(abs).max() ?? 0)
            }
            return peak
        }
    }

    @Test mutating func aPlayerPlaysItsLengthAndTellsItsDelegate() throws {
        let player = try AVAudioPlayer(contentsOf: AVPlayerTests.media("tone.m4a"))
        let delegate = Finish()
        player.delegate = delegate
        #expect(abs(player.duration - 1) < 0.01)
        #expect(player.numberOfChannels == 1)
        #expect(player.prepareToPlay())
        #expect(player.play())
        #expect(player.isPlaying)
        run(0.5)
        #expect(abs(player.currentTime - 0.5) < 0.02)
        player.pause()
        run(1)
        #expect(delegate.calls.isEmpty)
        player.play()
        run(0.6)
        #expect(delegate.calls == [true])
        #expect(!player.isPlaying)
        #expect(player.currentTime == 0)
    }

    /// A player of the half-second tone, looping twice (three plays in all), playing, and its delegate.
    func playingToneThreeTimes() throws -> (AVAudioPlayer, Finish) {
        let player = try AVAudioPlayer(contentsOf: AVPlayerTests.media("tone.wav"))
        let delegate = Finish()
        player.delegate = delegate
        player.numberOfLoops = 2
        player.play()
        return (player, delegate)
    }

    @Test mutating func loopsPlayTheSoundAgain() throws {
        let (player, delegate) = try playingToneThreeTimes()
        run(1.2)
        #expect(abs(player.currentTime - 0.2) < 0.03)
        #expect(player.isPlaying)
        run(0.4)
        #expect(delegate.calls == [true])
        player.numberOfLoops = -1
        player.play()
        run(5)
        #expect(player.isPlaying)
        player.stop()
        #expect(!player.isPlaying)
    }

    @Test mutating func aPauseInALaterLoopKeepsTheLoopsPlayed() throws {
        let (player, delegate) = try playingToneThreeTimes()
        run(0.7)
        player.pause()
        #expect(abs(player.currentTime - 0.2) < 0.03)
        run(2)
        player.play()
        run(0.7)
        // 1.4 s of the 1.5 s that three loops last: the third loop, 0.4 s in.
        #expect(player.isPlaying)
        #expect(abs(player.currentTime - 0.4) < 0.03)
        player.currentTime = 0.1
        run(0.3)
        #expect(delegate.calls.isEmpty)
        run(0.2)
        #expect(delegate.calls == [true])
    }

    @Test func dataPlaysAsAFileAndBadDataThrowsCoreAudiosError() throws {
        let data = try Data(contentsOf: AVPlayerTests.media("tone.mp3"))
        let player = try AVAudioPlayer(data: data)
        #expect(abs(player.duration - 1.04) < 0.01)
        #expect(player.data == data)
        #expect(throws: (any Error).self) { try AVAudioPlayer(data: Data("not a sound".utf8)) }
        do {
            _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent.mp3"))
            Issue.record("a missing file opened")
        } catch let error as NSError {
            #expect(error.domain == NSOSStatusErrorDomain)
            #expect(error.code == 2003334207)
        }
        do {
            _ = try AVAudioPlayer(contentsOf: AVPlayerTests.media("corrupt.mp4"))
            Issue.record("a corrupt file opened")
        } catch let error as NSError {
            #expect(error.code == 1954115647)
        }
    }

    @Test mutating func soundGoesToTheSpeakerWhileItPlays() throws {
        let speaker = RecordingSpeaker()
        app.audioOutput = speaker
        let player = try AVAudioPlayer(contentsOf: AVPlayerTests.media("tone.wav"))
        player.volume = 0.5
        player.play()
        #expect(speaker.voices.count == 1)
        // The tone's amplitude is an eighth of full scale, at half volume, in both channels.
        let loud = speaker.peak(frames: 4410)
        #expect(abs(loud - 0.0625) < 0.002, "\(loud)")
        player.pause()
        #expect(speaker.peak(frames: 441) == 0)
        let meter = try AVAudioPlayer(contentsOf: AVPlayerTests.media("tone.wav"))
        meter.isMeteringEnabled = true
        meter.updateMeters()
        #expect(abs(meter.peakPower(forChannel: 0) - 20 * log10(0.125)) < 0.2)
        #expect(meter.averagePower(forChannel: 0) < meter.peakPower(forChannel: 0))
    }

    /// A player of a sound file alone (no picture), asked to play before its item is ready, as
    /// a playlist's first song is.
    @Test mutating func aPlayerOfASoundFilePlaysItToTheSpeaker() throws {
        let speaker = RecordingSpeaker()
        app.audioOutput = speaker
        let player = AVPlayer(playerItem: AVPlayerItem(url: AVPlayerTests.media("tone.mp3")))
        player.play()
        run(0.3)
        #expect(player.timeControlStatus == .playing)
        #expect(speaker.voices.count == 1)
        #expect(speaker.peak(frames: 4410) > 0.05)
    }

    @Test mutating func systemSoundsCompleteAfterTheirLength() {
        var id: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(AVPlayerTests.media("tone.caf"), &id) == kAudioServicesNoError)
        #expect(id >= 4097)
        var done = 0
        AudioServicesPlaySystemSoundWithCompletion(id) { done += 1 }
        run(0.4)
        #expect(done == 0)
        run(0.2)
        #expect(done == 1)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        #expect(AudioServicesDisposeSystemSoundID(id) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(id) != kAudioServicesNoError)
        var bad: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(AVPlayerTests.media("corrupt.mp4"), &bad) != kAudioServicesNoError)
    }

    @Test mutating func theSessionKeepsItsCategoryAndThereIsNoMicrophoneOrCamera() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        try session.setActive(true)
        #expect(session.category == .playback)
        #expect(session.mode == .moviePlayback)
        #expect(session.categoryOptions == [.mixWithOthers])
        var granted: Bool?
        session.requestRecordPermission { granted = $0 }
        run(1.0 / 60)
        #expect(granted == false)
        #expect(session.recordPermission == .denied)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back).devices.isEmpty)
        let capture = AVCaptureSession()
        capture.startRunning()
        #expect(capture.isRunning)
        capture.stopRunning()
    }
}
