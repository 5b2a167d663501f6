import Foundation

/// A raster's rows worked out on the machine's cores: bands of rows, several bands to a core,
/// so a core that finishes early (or that another process left free) takes the next band rather
/// than waiting for a busier one to finish its share. Each band must write only its own rows;
/// what a row comes out as does not depend on the band it falls in, so the bytes are the same
/// on every machine.
nonisolated enum RowBands {
    /// Bands a core is given.
    static let perCore = 8
    /// Fewer rows than this are worked out on the calling thread.
    static let fewestRows = 256
    /// The fewest rows a band has.
    static let fewestRowsPerBand = 64

    /// Calls `body` with each band's rows, side by side, and returns when all are done.
    static func forEach(rows: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let bands = rows >= fewestRows ? min(ProcessInfo.processInfo.activeProcessorCount * perCore, rows / fewestRowsPerBand) : 1
        DispatchQueue.concurrentPerform(iterations: bands) { band in body((rows * band / bands)..<(rows * (band + 1) / bands)) }
    }
}
