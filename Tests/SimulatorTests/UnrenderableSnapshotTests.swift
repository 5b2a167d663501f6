import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
@testable import UIModelSnapshotTesting

/// A snapshot that cannot be rendered fails, naming why, and never leaves a reference that
/// passes: what a recording writes for it reads back as no frame, which matches nothing.
@Suite(.serialized) struct UnrenderableSnapshotTests {
    func snapshot(_ view: UIView) -> SnapshotFrame {
        var frame: SnapshotFrame?
        Snapshotting<UIView, SnapshotFrame>.image.snapshot(view).run { frame = $0 }
        return frame!
    }

    @Test func aZeroSizedViewGivesNoFrameAndTheComparisonSaysWhy() throws {
        let diffing = Snapshotting<UIView, SnapshotFrame>.image.diffing
        let zero = snapshot(UIView(frame: .zero))
        #expect(zero.missingReason?.contains("cannot snapshot a view of size 0.0×0.0") == true)
        let message = try #require(diffing.diffV2(zero, zero)?.0, "no frame matches nothing, not even no frame")
        #expect(message.hasPrefix("the snapshot could not be rendered: "))
        // Recorded, it is an empty file; read back, a reference that fails every comparison.
        let recorded = diffing.toData(zero)
        #expect(recorded.isEmpty)
        let reference = diffing.fromData(recorded)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let good = snapshot(view)
        #expect(good.missingReason == nil && good.width == 60)
        #expect(diffing.diffV2(reference, good)?.0.hasPrefix("the reference is empty") == true)
        #expect(diffing.diffV2(good, good) == nil)
        let garbage = diffing.fromData(Data("not a png".utf8))
        #expect(diffing.diffV2(garbage, good)?.0.hasPrefix("the reference cannot be read") == true)
    }
}
