import Foundation
import SnapshotTesting

/// Which set of references this library's strategies read and write. A suite that also runs in
/// Xcode against UIKit keeps two sets side by side: iOS's `test.1.png` and this simulator's
/// `test.1.linux.png` (the platform before the extension), so neither run overwrites the other,
/// and a failure's reference path says which set it compared against.
nonisolated public enum SnapshotReferences {
    /// The platform component: "linux", or the environment's `UIMODEL_SNAPSHOT_PLATFORM` (letters,
    /// digits, "-" and "_"; empty for none, to keep one set of references with plain names).
    public static var platform: String {
        guard let value = ProcessInfo.processInfo.environment["UIMODEL_SNAPSHOT_PLATFORM"] else { return "linux" }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        return String(value.unicodeScalars.filter { allowed.contains($0) }.map(Character.init))
    }

    /// `base` ("png", "txt") with the platform in front ("linux.png").
    static func pathExtension(_ base: String) -> String {
        let platform = platform
        return platform.isEmpty ? base : platform + "." + base
    }

    /// Text references, as swift-snapshot-testing's `.lines`, under the platform's extension.
    static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: pathExtension("txt"), diffing: .lines)
    }
}
