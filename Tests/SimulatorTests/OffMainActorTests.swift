import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
@testable import UIModelSnapshotTesting

/// UIKit's objects are main-actor objects, but a Swift 5 package may touch them from a test that
/// is not `@MainActor`: a snapshot taken or an app made there fails saying so, and nothing crashes.
@MainActor struct OffMainActorTests {
    @Test func aSnapshotTakenOffTheMainActorFailsSayingWhy() async {
        let controller = UIViewController()
        let strategy = Snapshotting<UIViewController, SnapshotFrame>.image(on: .iPhoneSE)
        nonisolated(unsafe) let snapshot = strategy.snapshot
        let reason = await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
            DispatchQueue.global().async {
                snapshot(controller).run { done.resume(returning: $0.missingReason) }
            }
        }
        #expect(reason?.hasPrefix("assertSnapshot(of: UIViewController, as: .image) ran off the main actor.") == true)
        #expect(reason?.hasSuffix("mark the test or its suite @MainActor") == true)
        // On the main actor, the same strategy renders.
        var frame: SnapshotFrame?
        strategy.snapshot(controller).run { frame = $0 }
        #expect(frame?.missingReason == nil && frame?.width == 750)
    }

    @Test func anAppMadeOffTheMainActorThrowsSayingWhy() async {
        let message = await withCheckedContinuation { (done: CheckedContinuation<String, Never>) in
            DispatchQueue.global().async {
                do {
                    _ = try MainActor.assumeIsolatedUnchecked { try SimulatorApp(rootViewController: UIViewController()) }
                    done.resume(returning: "no error")
                } catch {
                    done.resume(returning: "\(error)")
                }
            }
        }
        #expect(message.contains("SimulatorApp was made off the main actor"))
    }

    @Test func viewsAndControllersCanBeReleasedOnAnyThread() async {
        nonisolated(unsafe) var objects: [AnyObject]? = [UIViewController(), UIView(), CALayer(), UILabel(), UITableView()]
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                objects = nil
                done.resume()
            }
        }
        #expect(objects == nil)
    }
}

extension MainActor {
    /// Runs main-actor code without checking where it runs, as a Swift 5 package's test that is
    /// not `@MainActor` does (the compiler does not stop it there).
    static func assumeIsolatedUnchecked<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(body) { body in
            try unsafeBitCast(body, to: (() throws -> T).self)()
        }
    }
}
