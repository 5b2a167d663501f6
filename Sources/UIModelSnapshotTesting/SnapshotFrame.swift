import Foundation
import SimulatorCore

/// What image snapshots store and compare: a rendered frame, or a reference PNG whose pixels are
/// decoded only when they are needed. A reference written by this library carries its frame's
/// digest (`PNGFrameDigest`), so a frame identical to it is recognised without inflating it; any
/// other PNG is decoded when it is read.
nonisolated public struct SnapshotFrame: Sendable {
    public let width: Int
    public let height: Int
    private let content: Content
    /// The font files that drew the frame (recorded in its PNG; empty when unknown): when a
    /// comparison fails and the reference was drawn with other files (a font package missing or
    /// of another version), the failure says so.
    public var fontFiles: [String] = []

    nonisolated private enum Content {
        case pixels(RGBAImage)
        /// A reference not decoded yet, and the digest its file stores.
        case png(Data, digest: UInt64)
        /// No frame: why the snapshot could not be rendered, or the reference read.
        case missing(String)
    }

    public init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height, content: .pixels(image))
    }

    private init(width: Int, height: Int, content: Content) {
        self.width = width
        self.height = height
        self.content = content
    }

    /// A reference read from a PNG file: kept encoded when the file stores its digest, decoded
    /// now otherwise.
    public init(pngData: Data) throws {
        self = try PhaseTimes.measure(.png) { try SnapshotFrame(readingPNG: pngData) }
    }

    private init(readingPNG pngData: Data) throws {
        let info = PNGFrameDigest.info(of: pngData)
        if let info, let digest = info.digest {
            self.init(width: info.width, height: info.height, content: .png(pngData, digest: digest))
        } else {
            self.init(try RGBAImage(pngData: pngData))
        }
        fontFiles = info?.fonts ?? []
    }

    /// No frame, and why: what a strategy gives when it cannot render one, or a reference that
    /// cannot be read. It never matches anything (itself included), and records as an empty file,
    /// which reads back as one: a snapshot that cannot render fails every time, never recording
    /// a reference that would then pass.
    static func missing(_ reason: String) -> SnapshotFrame {
        SnapshotFrame(width: 0, height: 0, content: .missing(reason))
    }

    /// Why there is no frame, or nil when there is one.
    public var missingReason: String? {
        if case .missing(let reason) = content { return reason }
        return nil
    }

    /// XXH64 of the frame's RGBA bytes.
    public var digest: UInt64 {
        switch content {
        case .pixels(let image): image.digest
        case .png(_, let digest): digest
        case .missing: 0
        }
    }

    /// Whether the two are the same frame: byte by byte when both are decoded, else by digest
    /// (XXH64: an accidental match is a one-in-2⁶⁴ chance).
    public func isIdentical(to other: SnapshotFrame) -> Bool {
        guard missingReason == nil, other.missingReason == nil else { return false }
        if case .pixels(let a) = content, case .pixels(let b) = other.content { return a == b }
        return width == other.width && height == other.height && digest == other.digest
    }

    /// The pixels (decoding a reference).
    public func image() throws -> RGBAImage {
        switch content {
        case .pixels(let image): return image
        case .missing(let reason): throw SimulatorError.io(reason)
        case .png(let data, _):
            let image = try PhaseTimes.measure(.png) { try RGBAImage(pngData: data) }
            guard image.width == width, image.height == height else {
                throw SimulatorError.io("the reference's header says \(width)×\(height) but it decodes to \(image.width)×\(image.height)")
            }
            return image
        }
    }

    /// PNG bytes with the digest and the font record: a frame is encoded only to record it or to
    /// keep a failure.
    public func pngData() throws -> Data {
        switch content {
        case .pixels(let image): try PhaseTimes.measure(.png) { PNGFrameDigest.inserting(fonts: fontFiles, into: try image.pngData()) }
        case .png(let data, _): data
        case .missing: Data()
        }
    }
}
