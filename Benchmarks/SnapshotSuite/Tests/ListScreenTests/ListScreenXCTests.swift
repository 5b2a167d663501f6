import Foundation
import ListScreen
import SnapshotTesting
import UIKit
import XCTest

/// The same screens as an XCTest suite, for XCTest's parallel workers (`swift test --parallel`
/// runs each test method in a process of its own): ten methods, each a tenth of the seeds. They
/// run only when SNAPSHOT_SUITE_XCTEST is set, so a plain `swift test` runs the Swift Testing
/// suite alone.
final class ListScreenXCTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SNAPSHOT_SUITE_XCTEST"] != nil, "SNAPSHOT_SUITE_XCTEST is not set")
    }

    func snapshot(every tenth: Int) {
        for seed in stride(from: tenth, to: suiteCount, by: 10) {
            let list = ListViewController(seed: seed, loadsLater: seed % 4 < 2)
            let config: ViewImageConfig = seed.isMultiple(of: 2) ? .iPhoneSe : .iPhone15
            assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: config), named: "seed-\(seed)")
        }
    }

    func testTenth0() { snapshot(every: 0) }
    func testTenth1() { snapshot(every: 1) }
    func testTenth2() { snapshot(every: 2) }
    func testTenth3() { snapshot(every: 3) }
    func testTenth4() { snapshot(every: 4) }
    func testTenth5() { snapshot(every: 5) }
    func testTenth6() { snapshot(every: 6) }
    func testTenth7() { snapshot(every: 7) }
    func testTenth8() { snapshot(every: 8) }
    func testTenth9() { snapshot(every: 9) }
}
