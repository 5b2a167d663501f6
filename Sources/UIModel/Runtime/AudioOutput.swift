import Foundation

/// Where the app's sound goes. The simulator's window installs its speaker (SDL's audio output);
/// headless runs and tests install none, and sound plays to nothing while its time still passes
/// on the app's clock.
nonisolated public protocol AudioOutput: AnyObject, Sendable {
    /// The frames a second the output plays; voices render at this rate.
    var sampleRate: Int { get }
    /// Starts mixing `voice` in until it is removed or renders nothing more.
    func add(_ voice: AudioVoice)
    func remove(_ voice: AudioVoice)
}

/// A sound being played: the output asks it for frames from its own thread.
nonisolated public protocol AudioVoice: AnyObject, Sendable {
    /// Writes up to `frames` stereo frames of interleaved 32-bit floats into `buffer` (which holds
    /// `frames * 2` values) and returns how many it wrote; fewer than asked for means the voice
    /// has ended and the output drops it.
    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) -> Int
}
