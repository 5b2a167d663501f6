import Foundation

/// What can stop a run, each with a message for the user and a process exit code.
nonisolated public enum SimulatorError: Error, CustomStringConvertible, Equatable, Sendable {
    case missingResources(String)
    case sdl(String)
    case noDisplay(String)
    case badScript(String)
    /// A value the command line or a caller gave that is not one of the valid ones.
    case usage(String)
    case io(String)
    /// SIGINT or SIGTERM arrived; the run stopped between frames with its outputs complete.
    case interrupted(signal: Int32)
    /// `--check-hierarchy` found the view or controller tree broken after an event.
    case hierarchy(String)
    /// The app could not launch (its scene configuration names a class UIKit could not use).
    case launch(String)
    /// A frame redrawn where it changed differs from the same frame drawn from scratch.
    case damage(String)

    public var description: String {
        switch self {
        case .missingResources(let m), .sdl(let m), .noDisplay(let m), .badScript(let m), .usage(let m), .io(let m),
             .hierarchy(let m), .launch(let m), .damage(let m):
            return m
        case .interrupted(let signal):
            return "interrupted by \(SignalMonitor.name(of: signal))"
        }
    }

    /// The process exit code: 2 for usage and script errors, 128 + n for signal n (the shell's
    /// convention), 3 for a broken hierarchy, 4 for an app that cannot launch, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .badScript, .usage: return 2
        case .interrupted(let signal): return 128 + signal
        case .hierarchy: return 3
        case .launch: return 4
        default: return 1
        }
    }

    /// What to tell a test that touched the app off the main actor (`what` happened there):
    /// UIKit's objects are main-actor objects, and Swift 5 mode lets a test that is not
    /// `@MainActor` reach them from another thread.
    public static func offMainActor(_ what: String) -> String {
        "\(what) off the main actor. UIKit's views and controllers are main-actor objects and this test runs "
            + "on another thread (Swift 5 mode allows it without a word): mark the test or its suite @MainActor"
    }
}
