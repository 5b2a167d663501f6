import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
@testable import UIModelSnapshotTesting

/// Masks paint what changes from run to run before a snapshot is compared.
@Suite(.serialized) struct SnapshotMaskTests {
    final class ClockController: UIViewController {
        let time: String
        init(time: String) { self.time = time; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewDidLoad() {
            view.backgroundColor = .white
            let clock = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 30))
            clock.text = time
            clock.accessibilityIdentifier = "clock"
            view.addSubview(clock)
        }
    }

    func frame(_ strategy: Snapshotting<UIViewController, SnapshotFrame>, _ vc: UIViewController) throws -> RGBAImage {
        var frame: SnapshotFrame?
        strategy.snapshot(vc).run { frame = $0 }
        return try #require(frame).image()
    }

    @Test func aMaskedViewPaintsMagentaAndItsChangesCompareEqual() throws {
        let masked = Snapshotting<UIViewController, SnapshotFrame>.image(on: .iPhoneSE, mask: [.view(accessibilityIdentifier: "clock")])
        let nine = try frame(masked, ClockController(time: "9:41"))
        let ten = try frame(masked, ClockController(time: "10:09"))
        #expect(nine == ten, "the clock's text is under the mask")
        // iPhone SE is @2x: the label's middle, (80, 115) pt, is (160, 230) px.
        let i = (230 * nine.width + 160) * 4
        #expect(Array(nine.pixels[i..<i + 4]) == [255, 0, 255, 255])
        let plain = Snapshotting<UIViewController, SnapshotFrame>.image(on: .iPhoneSE)
        #expect(try frame(plain, ClockController(time: "9:41")) != frame(plain, ClockController(time: "10:09")))
        let corner = try frame(.image(on: .iPhoneSE, mask: [.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .rect(.null)]),
                               ClockController(time: "9:41"))
        #expect(Array(corner.pixels[0..<4]) == [255, 0, 255, 255])
        #expect(Array(corner.pixels[(25 * corner.width) * 4..<(25 * corner.width) * 4 + 4]) != [255, 0, 255, 255])
    }
}
