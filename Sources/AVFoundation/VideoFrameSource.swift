import Foundation

/// A video's frames decoded ahead on a thread of their own, at one size, as bitmap data the
/// renderer reads as it is. The frame shown at a time is the last one whose presentation time
/// is not after it: the caller waits for the decoder when it is behind, so a given time shows
/// the same frame, the same bytes, however fast the machine is.
final class VideoFrameSource: @unchecked Sendable {
    struct Frame {
        let time: Double
        let data: Data
    }

    /// Frames decoded ahead of the one shown (about a quarter second at 30 fps).
    static let lookahead = 8

    let width: Int, height: Int
    private let path: String
    private let condition = NSCondition()
    /// Decoded frames, by time; the first is the one shown now (or the first of all).
    private var frames: [Frame] = []
    private var ended = false
    private var stopped = false
    /// A seek the decoder is to make, and the time frames are skipped up to after it.
    private var seekTarget: Double?
    private var floor: Double = -.infinity
    /// Counts seeks, so a frame decoded before one is not queued after it.
    private var generation = 0

    init(path: String, width: Int, height: Int) {
        self.path = path
        self.width = width
        self.height = height
        let thread = Thread { [weak self] in self?.decodeLoop() }
        thread.name = "AVFoundation video decoder"
        thread.start()
    }

    deinit { stop() }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Starts decoding again from `seconds`.
    func seek(to seconds: Double) {
        condition.lock()
        generation += 1
        seekTarget = seconds
        floor = seconds
        frames.removeAll()
        ended = false
        condition.broadcast()
        condition.unlock()
    }

    /// The frame to show at `seconds`: the last decoded one not after it, waiting for the decoder
    /// if it has not got there; nil when the video has no frame at all (or could not be read).
    func frame(at seconds: Double) -> Frame? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while frames.count >= 2, frames[1].time <= seconds { frames.removeFirst() }
            let ahead = frames.count >= 2 || (frames.last.map { $0.time > seconds } ?? false)
            if ahead || (ended && seekTarget == nil) || stopped { break }
            condition.broadcast()
            condition.wait()
        }
        condition.broadcast()
        return frames.first
    }

    private func decodeLoop() {
        guard let file = try? MediaFile(path: path, kind: .video) else {
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
            return
        }
        while true {
            condition.lock()
            while !stopped, seekTarget == nil, ended || frames.count > Self.lookahead { condition.wait() }
            if stopped { condition.unlock(); return }
            let target = seekTarget
            seekTarget = nil
            let generation = self.generation
            condition.unlock()

            if let target { file.seek(to: target) }
            var time: Double?
            let data = BitmapFile.make(width: width, height: height) { pixels in
                time = file.nextVideoFrame(into: pixels, width: width, height: height)
            }

            condition.lock()
            if generation == self.generation {
                if let time {
                    // After a seek, only the last frame at or before the target is kept of those before it.
                    if time <= floor, let last = frames.last, last.time <= floor { frames.removeLast() }
                    frames.append(Frame(time: time, data: data))
                } else {
                    ended = true
                }
                condition.broadcast()
            }
            condition.unlock()
        }
    }
}
