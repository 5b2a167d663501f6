import Foundation
import SimulatorRendering

/// The videos a run is capturing (`--video`, a script's `video` events), each over its own span
/// of the run's clock: after every frame, the frame is rendered once for all the captures whose
/// span holds it, and a capture whose span ended is written.
package nonisolated final class VideoCaptures {
    private var captures: [(writer: VideoWriter, from: Double, until: Double)] = []

    package init() {}

    package var isEmpty: Bool { captures.isEmpty }

    package func add(_ writer: VideoWriter, from: Double, until: Double) {
        captures.append((writer, from, until))
    }

    /// Takes the frame at `now` for every capture it falls in (rendering it only if one does)
    /// and writes the captures that ended (all of them when `finishing`). Returns the files written.
    package func frame(at now: Double, finishing: Bool = false, render: () throws -> RGBAImage) throws -> [URL] {
        guard !captures.isEmpty else { return [] }
        let tolerance = 1e-9
        var image: RGBAImage?
        for c in captures where now >= c.from - tolerance && now <= c.until + tolerance {
            if image == nil { image = try render() }
            try c.writer.append(image!, at: now)
        }
        var written: [URL] = []
        var running: [(writer: VideoWriter, from: Double, until: Double)] = []
        for c in captures {
            guard finishing || now >= c.until - tolerance else { running.append(c); continue }
            // A span the run never reached writes nothing.
            if c.writer.hasFrames { written.append(try c.writer.finish()) }
        }
        captures = running
        return written
    }
}
