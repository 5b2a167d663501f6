import CSDL2
import Foundation
import UIModel

/// The window's speaker: SDL's audio output, mixing the app's voices (its players and system
/// sounds) as 32-bit float stereo. Opened before the windowed app launches (a sound it plays
/// at once is heard); without an audio device (a machine with no sound card and no sound
/// server) there is none, and sound plays to nothing.
final class SDLSpeaker: AudioOutput, @unchecked Sendable {
    /// The rate asked of the device (CD audio's, which SDL converts to the device's own).
    static let requestedRate: Int32 = 44_100
    /// Frames per callback: about 23 ms at 44.1 kHz, as SDL's default buffer.
    static let bufferFrames: UInt16 = 1024

    let sampleRate: Int
    private let lock = NSLock()
    private var voices: [AudioVoice] = []
    private var scratch: [Float] = []

    /// The speaker, or nil (with the reason printed) when SDL has no audio device.
    static func open() -> SDLSpeaker? {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else {
            print("sound: off (\(String(cString: SDL_GetError())))")
            return nil
        }
        let speaker = SDLSpeaker(rate: Int(requestedRate))
        var wanted = SDL_AudioSpec()
        wanted.freq = requestedRate
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 2
        wanted.samples = bufferFrames
        wanted.callback = { user, stream, length in
            guard let user, let stream else { return }
            Unmanaged<SDLSpeaker>.fromOpaque(user).takeUnretainedValue().mix(into: stream, bytes: Int(length))
        }
        wanted.userdata = Unmanaged.passRetained(speaker).toOpaque()
        var obtained = SDL_AudioSpec()
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            print("sound: off (\(String(cString: SDL_GetError())))")
            Unmanaged<SDLSpeaker>.fromOpaque(wanted.userdata).release()
            return nil
        }
        SDL_PauseAudioDevice(device, 0)
        return speaker
    }

    private init(rate: Int) { sampleRate = rate }

    func add(_ voice: AudioVoice) {
        lock.withLock { if !voices.contains(where: { $0 === voice }) { voices.append(voice) } }
    }

    func remove(_ voice: AudioVoice) {
        lock.withLock { voices.removeAll { $0 === voice } }
    }

    /// SDL's callback, on its audio thread: the voices' frames summed, clipped to ±1.
    private func mix(into stream: UnsafeMutablePointer<UInt8>, bytes: Int) {
        let frames = bytes / (2 * MemoryLayout<Float>.size)
        let out = UnsafeMutableRawPointer(stream).bindMemory(to: Float.self, capacity: frames * 2)
        out.update(repeating: 0, count: frames * 2)
        let playing = lock.withLock { voices }
        guard !playing.isEmpty else { return }
        if scratch.count < frames * 2 { scratch = [Float](repeating: 0, count: frames * 2) }
        var ended: [AudioVoice] = []
        scratch.withUnsafeMutableBufferPointer { buffer in
            let b = buffer.baseAddress!
            for voice in playing {
                let n = voice.render(into: b, frames: frames)
                for i in 0..<(n * 2) { out[i] += b[i] }
                if n < frames { ended.append(voice) }
            }
        }
        for i in 0..<(frames * 2) { out[i] = min(max(out[i], -1), 1) }
        if !ended.isEmpty { lock.withLock { voices.removeAll { v in ended.contains { $0 === v } } } }
    }
}
