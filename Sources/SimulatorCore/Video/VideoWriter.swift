import Foundation
import SimulatorRendering

/// Writes rendered frames as an animation: an animated PNG (`.png`, `.apng`) on its own, a GIF
/// (`.gif`) or an MP4 (`.mp4`) through ffmpeg when it is installed. Frames carry their times on
/// the run's clock; the first one sets the size (a later frame of another size, after a rotation,
/// is cropped or padded with black at its bottom and right).
package nonisolated final class VideoWriter {
    package nonisolated enum Format: String { case apng, gif, mp4 }

    package let url: URL
    let format: Format
    /// The rate ffmpeg's formats run at (an APNG keeps each frame's own time).
    let fps: Double
    private var apng: APNGEncoder?
    private var ffmpeg: (process: Process, input: FileHandle, errors: URL)?
    private var size: (w: Int, h: Int)?
    /// The last frame, waiting for the next one's time (its delay).
    private var pending: (frame: RGBAImage, time: Double)?
    private(set) var frameCount = 0
    var hasFrames: Bool { size != nil }

    /// The extensions and what they write, for error messages.
    static let formatsHelp = ".png or .apng (animated PNG), .gif or .mp4 (with ffmpeg installed)"

    /// The format a file name asks for; a clear error for any other, or for a format that needs
    /// ffmpeg when it is not installed.
    static func format(of url: URL) throws -> Format {
        switch url.pathExtension.lowercased() {
        case "png", "apng": return .apng
        case "gif", "mp4":
            guard ffmpegPath != nil else {
                throw SimulatorError.usage("\(url.lastPathComponent): GIF and MP4 are written by ffmpeg, which is not installed "
                                           + "(apt-get install ffmpeg); an animated PNG (.png) needs nothing")
            }
            return url.pathExtension.lowercased() == "gif" ? .gif : .mp4
        default:
            throw SimulatorError.usage("\(url.lastPathComponent): a video file must end in \(formatsHelp)")
        }
    }

    /// ffmpeg on the PATH, if any.
    package static var ffmpegPath: String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The format `url` asks for, once the file is known to be writable: what a run checks
    /// before it starts.
    @discardableResult
    package static func check(_ url: URL) throws -> Format {
        let format = try format(of: url)
        try OutputFiles.checkWritable(url)
        return format
    }

    /// Checks the format and that the file can be written (before a run starts).
    package init(url: URL, fps: Double) throws {
        format = try Self.check(url)
        self.url = url
        self.fps = fps
    }

    /// Adds the frame shown from `time` (seconds, increasing) until the next one.
    package func append(_ frame: RGBAImage, at time: Double) throws {
        // A frame offered again (a run that ends where the last one did) is already in.
        if let pending, time <= pending.time { return }
        if size == nil { size = (frame.width, frame.height); try begin() }
        let fitted = frame.fitted(width: size!.w, height: size!.h)
        if let pending { try emit(pending.frame, until: time, from: pending.time) }
        pending = (fitted, time)
    }

    /// Writes the file; the last frame shows for one frame at `fps`. Returns the file.
    @discardableResult
    package func finish() throws -> URL {
        if let pending { try emit(pending.frame, until: pending.time + 1 / fps, from: pending.time) }
        pending = nil
        if let encoder = apng {
            defer { encoder.close() }
            try OutputFiles.write(encoder.data(), to: url)
            apng = nil
        } else if let ffmpeg {
            try ffmpeg.input.close()
            ffmpeg.process.waitUntilExit()
            self.ffmpeg = nil
            guard ffmpeg.process.terminationStatus == 0 else {
                let errors = (try? String(contentsOf: ffmpeg.errors, encoding: .utf8)) ?? ""
                throw SimulatorError.io("error: ffmpeg could not write \(url.path): \(errors.suffix(500))")
            }
            try? FileManager.default.removeItem(at: ffmpeg.errors)
        }
        return url
    }

    private func begin() throws {
        guard let size else { return }
        switch format {
        case .apng: apng = try APNGEncoder(width: size.w, height: size.h)
        case .gif, .mp4: try startFFmpeg(size)
        }
    }

    private func emit(_ frame: RGBAImage, until end: Double, from start: Double) throws {
        frameCount += 1
        if apng != nil {
            // Delays from the frames' times rounded on one grid: they add up to the run's length.
            let unit = Double(APNGEncoder.delayDenominator)
            let delay = Int((end * unit).rounded()) - Int((start * unit).rounded())
            try apng!.append(frame, delay: delay)
        } else if let ffmpeg {
            do {
                try ffmpeg.input.write(contentsOf: Data(frame.pixels))
            } catch {
                throw SimulatorError.io("error: ffmpeg stopped taking frames for \(url.path): \(error)")
            }
        }
    }

    private func startFFmpeg(_ size: (w: Int, h: Int)) throws {
        guard let path = Self.ffmpegPath else { throw SimulatorError.usage("ffmpeg is not installed") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        let input = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(size.w)x\(size.h)",
                     "-framerate", "\(fps)", "-i", "-"]
        switch format {
        case .gif:
            // One palette for the whole run, without dithering: flat UI colours stay flat.
            p.arguments = input + ["-vf", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none", url.path]
        default:
            // H.264 in 4:2:0 needs even sides.
            p.arguments = input + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", url.path]
        }
        let pipe = Pipe()
        p.standardInput = pipe
        p.standardOutput = FileHandle.nullDevice
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-ffmpeg-\(getpid())-\(frameCount).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: errors)
        do { try p.run() } catch { throw SimulatorError.io("error: cannot start ffmpeg: \(error)") }
        ffmpeg = (p, pipe.fileHandleForWriting, errors)
    }
}

nonisolated extension RGBAImage {
    /// The image at `width` × `height`: cropped at the right and bottom, or padded there with
    /// opaque black.
    func fitted(width w: Int, height h: Int) -> RGBAImage {
        if w == width && h == height { return self }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 3, to: out.count, by: 4) { out[i] = 255 }
        let rows = min(h, height), row = min(w, width) * 4
        for y in 0..<rows { out.replaceSubrange((y * w * 4)..<(y * w * 4 + row), with: pixels[(y * width * 4)..<(y * width * 4 + row)]) }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
