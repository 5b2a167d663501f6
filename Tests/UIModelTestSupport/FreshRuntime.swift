import Testing
import UIModel

/// Runs each test of a suite in a runtime of its own (its own `UIApplication.shared`,
/// `UIScreen.main` and model state), so suites run side by side without seeing each other.
public struct FreshRuntime: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await UIModelRuntime().run { try await function() }
    }
}

extension Trait where Self == FreshRuntime {
    /// Each test in a fresh `UIModelRuntime`.
    public static var freshRuntime: Self { FreshRuntime() }
}
