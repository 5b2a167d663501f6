import Foundation
import SimulatorCore
import UIModel
#if canImport(Testing)
import Testing
#endif

/// The display scale of the simulator a suite's references were recorded on. swift-snapshot-testing's
/// configurations (`.iPhoneSe`, `.iPhoneX`, the iPads) carry no display scale, so on iOS an image
/// takes the scale of the simulator the suite runs on: a reference recorded on an iPhone at @3x
/// is @3x whichever configuration made it. Here that scale is one setting for the suite: @3x by
/// default (upstream's usual host), `SNAPSHOT_HOST_SCALE=2` for a suite recorded on a @2x
/// simulator, or `withSnapshotHostScale(_:operation:)` and the `.snapshotHostScale(_:)` trait
/// for part of one. A trait's `displayScale` and this project's own devices (`.iPhone15`,
/// `.iPhoneSE`) keep their own scale.
nonisolated public enum SnapshotHostScale {
    /// Upstream's usual host: an iPhone simulator at @3x.
    public static let standard: CGFloat = 3
    /// The environment variable that sets the scale for a whole run.
    public static let environmentVariable = "SNAPSHOT_HOST_SCALE"
    /// The scales a simulator renders at.
    static let valid: ClosedRange<CGFloat> = 1...3

    @TaskLocal static var scoped: CGFloat?

    /// The scale snapshots render at now: `withSnapshotHostScale`'s, else the environment
    /// variable's, else @3x. A value that is not a scale from 1 to 3 is an error naming it.
    public static func current() throws -> CGFloat {
        if let scoped { return try checked(scoped, source: "withSnapshotHostScale") }
        guard let text = ProcessInfo.processInfo.environment[environmentVariable] else { return standard }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw SimulatorError.usage("\(environmentVariable)=\(text) is not a number: give the recording simulator's scale, 1, 2 or 3")
        }
        return try checked(CGFloat(value), source: environmentVariable)
    }

    /// The scale a snapshot with `traits` renders at: their display scale, else `current()`.
    static func scale(for traits: UITraitCollection) throws -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : try current()
    }

    private static func checked(_ scale: CGFloat, source: String) throws -> CGFloat {
        guard scale.isFinite, valid.contains(scale) else {
            throw SimulatorError.usage("\(source): \(scale) is not a display scale; give 1, 2 or 3")
        }
        return scale
    }
}

/// Runs `operation` with snapshots taking `scale` as the recording simulator's display scale.
nonisolated public func withSnapshotHostScale<R>(_ scale: CGFloat, operation: () throws -> R) rethrows -> R {
    try SnapshotHostScale.$scoped.withValue(scale, operation: operation)
}

/// Runs `operation` with snapshots taking `scale` as the recording simulator's display scale.
public func withSnapshotHostScale<R>(_ scale: CGFloat, isolation: isolated (any Actor)? = #isolation,
                                     operation: () async throws -> R) async rethrows -> R {
    try await SnapshotHostScale.$scoped.withValue(scale, operation: operation, isolation: isolation)
}

#if canImport(Testing)
/// A suite's or test's recording simulator scale: `@Suite(.snapshotHostScale(2))`.
nonisolated public struct SnapshotHostScaleTrait: SuiteTrait, TestTrait, TestScoping {
    public let scale: CGFloat
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotHostScale.$scoped.withValue(scale, operation: function)
    }
}

nonisolated extension Trait where Self == SnapshotHostScaleTrait {
    /// Snapshots in this suite or test render at `scale`, the recording simulator's.
    public static func snapshotHostScale(_ scale: CGFloat) -> Self { SnapshotHostScaleTrait(scale: scale) }
}
#endif
