import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
@testable import UIModelSnapshotTesting

/// A snapshot records the font files that drew it; a comparison against a reference drawn with
/// other files says so.
@Suite(.serialized) struct SnapshotFontRecordTests {
    func snapshot(_ text: String) -> SnapshotFrame {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = text
        var frame: SnapshotFrame?
        Snapshotting<UIView, SnapshotFrame>.image.snapshot(label).run { frame = $0 }
        return frame!
    }

    @Test func theFontFilesRideInThePNGAndAMismatchIsNamed() throws {
        let latin = snapshot("Hello")
        #expect(latin.fontFiles.contains { $0.hasPrefix("Inter-Regular.otf (") })
        let diffing = Snapshotting<UIView, SnapshotFrame>.image.diffing
        let data = diffing.toData(latin)
        #expect(PNGFrameDigest.info(of: data)?.fonts == latin.fontFiles)
        let reference = diffing.fromData(data)
        #expect(reference.fontFiles == latin.fontFiles)
        #expect(diffing.diffV2(reference, latin) == nil)
        // Drawn with the Arabic fallback too: the failure names the file the reference lacked.
        let arabic = snapshot("سلام")
        let message = try #require(diffing.diffV2(reference, arabic)?.0)
        #expect(message.hasPrefix("fonts differ: this run drew with /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ("))
        #expect(message.contains("pixels differ"))
    }
}
