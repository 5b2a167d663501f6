import Foundation
import Testing
import UIModel

/// A bundle's xibs are found and read once a process and shared by every runtime, as a bundle
/// does not change while an app runs; a test that rewrites one, or adds one, between two
/// runtimes gets what it wrote.
@Suite(.serialized) struct BundleFileChangeTests {
    static func xib(text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label text="\(text)" id="title">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                </label>
            </objects>
        </document>
        """
    }

    /// The label of the bundle's nib `name`, loaded in a runtime of its own; nil when there is none.
    func label(_ name: String, in bundle: Bundle) -> String? {
        UIModelRuntime().run {
            UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil).compactMap { ($0 as? UILabel)?.text }.first
        }
    }

    @Test func aXibRewrittenOrAddedBetweenRuntimesIsReadAnew() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-bundle-change-\(UUID().uuidString)")
            .appendingPathComponent("App_App.resources")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let card = root.appendingPathComponent("Base.lproj/Card.xib")
        try Self.xib(text: "First").write(to: card, atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))
        #expect(label("Card", in: bundle) == "First")
        #expect(label("Card", in: bundle) == "First")
        #expect(label("Badge", in: bundle) == nil)

        try Self.xib(text: "Second, longer").write(to: card, atomically: true, encoding: .utf8)
        try Self.xib(text: "New").write(to: root.appendingPathComponent("Base.lproj/Badge.xib"), atomically: true, encoding: .utf8)
        #expect(label("Card", in: bundle) == "Second, longer")
        #expect(label("Badge", in: bundle) == "New")
    }
}
