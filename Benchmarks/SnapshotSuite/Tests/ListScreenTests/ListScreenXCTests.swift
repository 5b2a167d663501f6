import Foundation
import ListScreen
import SnapshotTesting
import UIKit
import XCTest

/// The same screens as an XCTest suite, for XCTest's parallel workers (`swift test --parallel`
/// runs each test method in a process of its own): ten methods, each a tenth of the seeds. They
/// run only when SNAPSHOT_SUITE_XCTEST is set, so a plain `swift test` runs the Swift Testing
/// suite alone. The methods are `async`: on Linux, XCTest cannot run a synchronous test method
/// of a `@MainActor` test case (what the porter makes of this class).
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

    func testTenth0() async { snapshot(every: 0) }
    func testTenth1() async { snapshot(every: 1) }
    func testTenth2() async { snapshot(every: 2) }
    func testTenth3() async { snapshot(every: 3) }
    func testTenth4() async { snapshot(every: 4) }
    func testTenth5() async { snapshot(every: 5) }
    func testTenth6() async { snapshot(every: 6) }
    func testTenth7() async { snapshot(every: 7) }
    func testTenth8() async { snapshot(every: 8) }
    func testTenth9() async { snapshot(every: 9) }
}
