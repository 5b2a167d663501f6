import Foundation
import UIModel

/// Errors a run reports to the user before anything is drawn.
/// Finds the Resources folder (fonts, images) the simulator ships with.
nonisolated public struct ResourceLocator {
    public let root: URL

    /// The font every run needs; its absence means the folder is wrong.
    static let requiredFont = "Fonts/" + "Roboto-Regular.ttf"

    public init(root: URL) throws {
        let font = root.appendingPathComponent(Self.requiredFont)
        guard FileManager.default.fileExists(atPath: font.path) else {
            throw SimulatorError.missingResources(
                "error: resources not found: \(font.path) is missing (pass --resources DIR or set UIMODEL_RESOURCES)")
        }
        self.root = root
    }

    /// `explicit` (a --resources flag), else $UIMODEL_RESOURCES, else ./Resources, else the
    /// Resources folder of the package the executable was built in.
    public static func locate(explicit: String? = nil) throws -> ResourceLocator {
        if let explicit { return try ResourceLocator(root: URL(fileURLWithPath: explicit)) }
        if let env = ProcessInfo.processInfo.environment["UIMODEL_RESOURCES"], !env.isEmpty {
            return try ResourceLocator(root: URL(fileURLWithPath: env))
        }
        // Searched once for each working directory (every snapshot's app asks).
        let cwd = FileManager.default.currentDirectoryPath
        if let found = located.withLock({ $0[cwd] }) { return found }
        let found = try search(from: cwd)
        located.withLock { $0[cwd] = found }
        return found
    }

    private static let located = LockedValue<[String: ResourceLocator]>([:])

    private static func search(from cwd: String) throws -> ResourceLocator {
        var candidates = [URL(fileURLWithPath: cwd).appendingPathComponent("Resources")]
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Resources"))
            dir = dir.deletingLastPathComponent()
        }
        // The source tree this file was compiled from (tests and benchmarks run from elsewhere).
        var src = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { src = src.deletingLastPathComponent() }
        candidates.append(src.appendingPathComponent("Resources"))
        for c in candidates where FileManager.default.fileExists(atPath: c.appendingPathComponent(requiredFont).path) {
            return try ResourceLocator(root: c)
        }
        return try ResourceLocator(root: candidates[0])
    }

    public func font(_ face: String) -> URL { root.appendingPathComponent("Fonts").appendingPathComponent(face) }
    public var imagesDirectory: URL { root.appendingPathComponent("Images") }
}
