import Testing
import UIModel

/// Runs each test of a suite in a runtime of its own (its own `UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current` and model state), so suites run side by side without
/// seeing each other: `@Suite(.freshRuntime)`. The runtime is the test's across its suspensions
/// (a task local), whatever else runs on the main actor meanwhile.
nonisolated public struct FreshRuntime: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        let runtime = await MainActor.run { UIModelRuntime() }
        try await runtime.run { try await function() }
    }
}

extension Trait where Self == FreshRuntime {
    /// Each test in a fresh `UIModelRuntime`.
    public static var freshRuntime: Self { FreshRuntime() }
}
