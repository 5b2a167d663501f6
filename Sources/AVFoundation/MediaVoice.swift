import Foundation
import UIModel

/// A sound file playing to the host's speaker: decoded on the output's own thread as it asks
/// for frames, from a position the player sets, at the player's volume. Headless runs have no
/// speaker and make no voice; the player's time runs on the app's clock either way.
final class MediaVoice: AudioVoice, @unchecked Sendable {
    private let lock = NSLock()
    private let file: MediaFile
    private let rate: Int
    private var volume: Float
    private var playing = false
    /// Loops left to play after this one (-1: without end).
    private var loopsLeft: Int
    private var pendingSeek: Double?

    init?(path: String, rate: Int, volume: Float, loops: Int = 0) {
        guard let file = try? MediaFile(path: path, kind: .audio) else { return nil }
        self.file = file
        self.rate = rate
        self.volume = volume
        self.loopsLeft = loops
    }

    func set(volume: Float) { lock.lock(); self.volume = volume; lock.unlock() }
    func set(playing: Bool) { lock.lock(); self.playing = playing; lock.unlock() }
    func seek(to seconds: Double) { lock.lock(); pendingSeek = max(seconds, 0); lock.unlock() }

    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        guard playing else {
            buffer.update(repeating: 0, count: frames * 2)
            return frames
        }
        if let target = pendingSeek {
            pendingSeek = nil
            file.seek(to: target)
            skip(to: target)
        }
        var done = 0
        while done < frames {
            let n = file.readAudio(into: buffer + done * 2, frames: frames - done, rate: rate).count
            done += n
            if done < frames {
                guard loopsLeft != 0 else { break }
                if loopsLeft > 0 { loopsLeft -= 1 }
                file.seek(to: 0)
            }
        }
        let gain = volume
        if gain != 1 { for i in 0..<done * 2 { buffer[i] *= gain } }
        // Past the end, silence until the player removes the voice (it may seek back).
        (buffer + done * 2).update(repeating: 0, count: (frames - done) * 2)
        return frames
    }

    /// Reads and drops the sound before `target` after a seek to the frame before it.
    private func skip(to target: Double) {
        var scratch = [Float](repeating: 0, count: 1024 * 2)
        while true {
            let (n, time) = scratch.withUnsafeMutableBufferPointer { file.readAudio(into: $0.baseAddress!, frames: 1, rate: rate) }
            if n == 0 || time + 1 / Double(rate) > target { break }
        }
    }
}
