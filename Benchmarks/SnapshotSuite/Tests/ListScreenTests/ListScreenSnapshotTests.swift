import Foundation
import ListScreen
import SnapshotTesting
import Testing
import UIKit

/// How many snapshots the suite takes (`SNAPSHOT_SUITE_COUNT`, default 100): even seeds on an
/// iPhone SE, odd ones on an iPhone 15.
let suiteCount = Int(ProcessInfo.processInfo.environment["SNAPSHOT_SUITE_COUNT"] ?? "") ?? 100

/// Written as an iOS suite of before Swift 6: no `@MainActor` (the porter adds it). A quarter of
/// the screens fill their rows in a main-queue block after they load, as screens that load their
/// data do; they snapshot filled all the same. One test per device, so a run can be split in two
/// shards by `--filter`.
struct ListScreenSnapshotTests {
    @Test(arguments: Array(stride(from: 0, to: suiteCount, by: 2)))
    func onSmallPhone(seed: Int) {
        let list = ListViewController(seed: seed, loadsLater: seed % 4 == 0)
        assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhoneSe), named: "seed-\(seed)")
    }

    @Test(arguments: Array(stride(from: 1, to: suiteCount, by: 2)))
    func onLargePhone(seed: Int) {
        let list = ListViewController(seed: seed, loadsLater: seed % 4 == 1)
        assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhone15), named: "seed-\(seed)")
    }
}
