import Foundation
import UIModel
import SimulatorRendering

/// `--check-hierarchy`: the view and controller trees checked after every event and frame; the
/// first broken invariant stops the run with the problem and the event named.
public struct HierarchyCheck {
    /// The problems found now (UIApplication's invariants; tests may substitute their own).
    public var problems: () -> [String]

    public init(problems: @escaping () -> [String] = { UIModelRuntime.current.hierarchyProblems() }) {
        self.problems = problems
    }

    /// Throws `SimulatorError.hierarchy` when something is broken `after` the named event.
    package func verify(after event: @autoclosure () -> String) throws {
        let found = problems()
        guard !found.isEmpty else { return }
        throw SimulatorError.hierarchy("error: the view or controller tree is broken after \(event()): \(found.joined(separator: "; "))")
    }
}
