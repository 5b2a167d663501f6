import Demos
import Foundation
import SimulatorKit
import Testing
import UIModel

/// The README's picture (also the documentation's): the gallery, and the views demo opened from
/// it, side by side at @2x on an iPhone 15, rendered by this build. It fails when the committed
/// picture is not what the build draws; `SNAPSHOT_TESTING_RECORD=all` (or `failed`) writes it.
@MainActor @Suite struct ReadmePictureTests {
    static let picture = TestSupport.packageRoot.appendingPathComponent("Sources/UIModel/UIModel.docc/screenshot.png")
    /// The picture's pixels per point, and the gap between the two screens in points.
    static let scale: CGFloat = 2
    static let gap = 16

    @Test func theReadmePictureIsWhatThisBuildDraws() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: SceneCatalog.galleryName, scale: Self.scale)
        try app.advance(by: 0.5)
        let gallery = try app.screenshot()
        try app.tap(identifier: "row.views")
        try app.advance(by: 1)
        let views = try app.screenshot()
        let drawn = RGBAImage.strip([gallery, views], spacing: Self.gap * Int(Self.scale))

        let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
        let committed = try? RGBAImage(pngData: Data(contentsOf: Self.picture))
        if committed != drawn, mode == "all" || mode == "failed" {
            try drawn.writePNG(to: Self.picture)
            Issue.record("recorded a new README picture at \(Self.picture.path): look at it and commit it")
            return
        }
        #expect(committed == drawn, """
            the README's picture is stale: \(Self.picture.path) is not what this build draws; \
            run `SNAPSHOT_TESTING_RECORD=failed swift test --filter ReadmePictureTests`, look at it and commit it
            """)
    }
}
