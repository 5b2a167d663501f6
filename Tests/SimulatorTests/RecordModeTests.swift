import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// swift-snapshot-testing's record modes with this package's strategies: a recording fails the
/// test that made it, `.never` records nothing, `.failed` re-records only what changed, and a
/// snapshot that cannot render fails whatever was recorded.
@Suite(.serialized) struct RecordModeTests {
    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("record-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func square(_ color: UIColor, side: CGFloat = 10) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        view.backgroundColor = color
        return view
    }

    @Test func eachModeRecordsAndComparesAsUpstreamSpellsIt() throws {
        let directory = try folder()
        func verify(_ view: UIView, _ record: SnapshotTestingConfiguration.Record, name: String = "square") -> String? {
            verifySnapshot(of: view, as: .image, named: name, record: record, snapshotDirectory: directory, testName: "modes")
        }
        let file = URL(fileURLWithPath: directory).appendingPathComponent("modes.square.linux.png")
        #expect(verify(square(.red), .never) != nil && !FileManager.default.fileExists(atPath: file.path), ".never records nothing")
        #expect(verify(square(.red), .missing)?.contains("No reference was found on disk") == true, "recording fails the test")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(verify(square(.red), .missing) == nil)
        let failure = verify(square(.blue), .never)
        #expect(failure?.contains("modes.square.linux.png") == true, "a change fails, naming the Linux reference it compared with")
        #expect(SnapshotReferences.platform == "linux" && Snapshotting<UIView, SnapshotFrame>.image.pathExtension == "linux.png")
        #expect(verify(square(.blue), .failed) != nil, "and .failed records it, failing")
        #expect(verify(square(.blue), .never) == nil)
        #expect(verify(square(.blue), .all)?.contains("Record mode is on") == true, ".all records and fails")
        // A view that cannot render fails, recorded or not.
        #expect(verify(square(.red, side: 0), .missing, name: "zero") != nil)
        #expect(verify(square(.red, side: 0), .missing, name: "zero")?.contains("could not be rendered") == true)
    }
}
