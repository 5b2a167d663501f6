import Foundation
import ListScreen
import Testing
import UIModel
import UIModelSnapshotTesting

/// How many snapshots the suite takes (`SNAPSHOT_SUITE_COUNT`, default 1,000).
let suiteCount = Int(ProcessInfo.processInfo.environment["SNAPSHOT_SUITE_COUNT"] ?? "") ?? 1_000

@MainActor struct ListScreenSnapshotTests {
    /// Half the screens fill their rows in a main-queue block after they load, as screens that
    /// load their data do; they snapshot filled all the same.
    @Test(arguments: 0..<suiteCount)
    func list(seed: Int) {
        let list = ListViewController(seed: seed, loadsLater: seed.isMultiple(of: 2))
        assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhone15), named: "seed-\(seed)")
    }
}
