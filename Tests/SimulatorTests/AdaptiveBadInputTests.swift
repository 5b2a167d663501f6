import Foundation
import SimulatorKit
import Testing
import UIModel

/// Bad asset catalogs get errors naming the file and the key; resize storms, 1 × 1 windows and
/// resizes mid-transition or with a popover shown end in the state the final size calls for.
@Suite(.serialized) struct AdaptiveBadInputTests {
    private func catalog(_ contents: String, files: [String] = []) throws -> URL {
        let root = TestSupport.temporaryDirectory("catalog-\(abs(contents.hashValue))").appendingPathComponent("Bad.xcassets")
        let set = root.appendingPathComponent("Thing.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let png = TestSupport.packageRoot.appendingPathComponent("Resources/Images/landscape.png")
        for f in files { try FileManager.default.copyItem(at: png, to: set.appendingPathComponent(f)) }
        return root
    }

    private func error(loading url: URL) throws -> String {
        let images = try ImageCatalog(resources: TestSupport.resources)
        do {
            try images.addAssetCatalog(at: url)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("{ \"images\": [ ", [String](), ["Thing.imageset/Contents.json", "not valid JSON"]),
        ("{\"images\": [{\"filename\": \"a.png\", \"height-class\": \"tiny\"}]}", ["a.png"], ["images[0].height-class", "compact"]),
        ("{\"images\": [{\"filename\": \"a.png\", \"scale\": \"7x\"}]}", ["a.png"], ["images[0].scale"]),
        ("{\"images\": 3}", [], ["Contents.json: images:"]),
        ("{\"images\": [{\"filename\": \"a.png\"}], \"properties\": {\"template-rendering-intent\": 1}}", ["a.png"],
         ["properties.template-rendering-intent"]),
    ])
    func badCatalogsNameTheFileAndTheKey(contents: String, files: [String], expected: [String]) throws {
        let message = try error(loading: try catalog(contents, files: files))
        for e in expected { #expect(message.contains(e), "\(message)") }
    }

    @Test func aGoodCatalogLoadsAndPicksVariantsByTraits() throws {
        let url = try catalog("""
            {"images": [{"filename": "any.png", "scale": "2x"}, {"filename": "compact.png", "width-class": "compact", "height-class": "compact"}]}
            """, files: ["any.png", "compact.png"])
        let images = try ImageCatalog(resources: TestSupport.resources)
        try images.addAssetCatalog(at: url)
        let asset = try #require(images.imageAsset(named: "Thing"))
        let compact = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact)])
        #expect(asset.image(with: compact).name == "Thing/compact.png")
        #expect(asset.image(with: UITraitCollection(verticalSizeClass: .compact)).name == "Thing/any.png")
        let any = asset.image(with: UITraitCollection())
        #expect(any.scale == 2 && any.size.width == (images.sizeOfImage(named: "Thing/any.png")!.width / 2))
    }

    @Test func theCommandLineRejectsABadCatalog() throws {
        let url = try catalog("{\"images\": [{\"filename\": \"a.png\", \"scale\": \"7x\"}]}", files: ["a.png"])
        let r = try TestSupport.runSimulator(["--headless", "--assets", url.path, "--out", TestSupport.temporaryDirectory("cli-assets").path])
        #expect(r.code == 2 && r.err.contains("images[0].scale"))
    }

    /// A file a set lists and lacks is left out with a warning, as Xcode builds such a catalog:
    /// the set keeps its other files, and one left with none is no image.
    @Test func aMissingFileIsLeftOutNotARefusalToLaunch() throws {
        let url = try catalog("""
            {"images": [{"filename": "any.png"}, {"filename": "gone.png", "scale": "2x"}]}
            """, files: ["any.png"])
        let empty = url.appendingPathComponent("Empty.imageset")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try #"{"images": [{"filename": "gone.png"}]}"#.write(to: empty.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let images = try ImageCatalog(resources: TestSupport.resources)
        try images.addAssetCatalog(at: url)
        #expect(images.imageAsset(named: "Thing")?.image(with: UITraitCollection()).name == "Thing/any.png")
        #expect(images.imageAsset(named: "Empty") == nil)
        // A vector PDF SDL_image cannot read: that set is no image; the sets after it still are.
        let vector = url.appendingPathComponent("Arrow.imageset")
        try FileManager.default.createDirectory(at: vector, withIntermediateDirectories: true)
        try #"{"images": [{"filename": "arrow.pdf"}], "properties": {"preserves-vector-representation": true}}"#
            .write(to: vector.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Data("%PDF-1.4 not a bitmap".utf8).write(to: vector.appendingPathComponent("arrow.pdf"))
        let again = try ImageCatalog(resources: TestSupport.resources)
        try again.addAssetCatalog(at: url)
        #expect(again.imageAsset(named: "Arrow") == nil && again.imageAsset(named: "Thing") != nil)
    }

    /// Names as iOS matches them: with an image file's extension, and whatever the Unicode
    /// normalization of the set's folder and of the files its `Contents.json` lists (Xcode writes
    /// decomposed names).
    @Test func setsAreFoundByExtensionAndInEitherNormalization() throws {
        let decomposed = "Cafe\u{301}"  // "Café", as Xcode writes it
        let url = try catalog("{\"images\": [{\"filename\": \"\(decomposed).png\"}]}", files: ["Caf\u{E9}.png"])
        let set = url.appendingPathComponent("\(decomposed).imageset")
        try FileManager.default.moveItem(at: url.appendingPathComponent("Thing.imageset"), to: set)
        let images = try ImageCatalog(resources: TestSupport.resources)
        try images.addAssetCatalog(at: url)
        #expect(images.imageAsset(named: "Caf\u{E9}") != nil, "a composed name finds the decomposed set")
        #expect(images.imageAsset(named: "Caf\u{E9}.jpg") != nil && images.imageAsset(named: "\(decomposed).png") != nil)
        #expect(images.imageAsset(named: "Caf\u{E9}.txt") == nil)
    }

    private func adaptiveRunner(_ name: String, device: String) throws -> (HeadlessRunner, SimulatorSession, URL) {
        let out = TestSupport.temporaryDirectory(name)
        let session = try TestSupport.session(scene: "adaptive", device: device, scale: 1)
        let runner = HeadlessRunner(session: session, fps: 60, outputDirectory: out)
        return (runner, session, out)
    }

    private func split(_ session: SimulatorSession) -> UISplitViewController? {
        session.window?.rootViewController?.children.compactMap { $0 as? UISplitViewController }.first
    }

    @Test func aResizeStormWithAPopoverShownEndsAsTheLastSizeSays() throws {
        let (runner, session, _) = try adaptiveRunner("storm", device: "ipad-pro-11-landscape")
        var events = [Script.Event(t: 0.2, action: .tap(AdaptiveSceneTests.apple)), Script.Event(t: 0.8, action: .tap(AdaptiveSceneTests.popover))]
        // 100 resizes in one second, alternating across the compact / regular boundary, then 1 × 1.
        for i in 0..<100 {
            let w = i % 2 == 0 ? 300 + CGFloat(i * 7) : 1194 - CGFloat(i * 3)
            events.append(Script.Event(t: 1.5 + Double(i) / 100, action: .resize(CGSize(width: w, height: 834 - CGFloat(i)))))
        }
        events.append(Script.Event(t: 2.6, action: .resize(CGSize(width: 1, height: 1))))
        events.append(Script.Event(t: 2.8, action: .resize(CGSize(width: 375, height: 834))))
        events.append(Script.Event(t: 3.2, action: .wait(0)))
        try runner.run(Script(events: events))
        let content = try #require(session.view(withIdentifier: "popoverContent"))
        let pc = try #require(content.owningViewControllerForTests?.presentationController)
        #expect(pc.adaptedStyle == .pageSheet && split(session)?.isCollapsed == true)
        #expect(content.frame == CGRect(x: 0, y: 34, width: 375, height: 800), "10 pt below the 24 pt status bar")
        try runner.run(Script(events: [Script.Event(t: 3.3, action: .resize(CGSize(width: 1194, height: 834))),
                                       Script.Event(t: 3.6, action: .wait(0))]))
        #expect(pc.adaptedStyle == .popover && split(session)?.isCollapsed == false)
        #expect(session.view(withIdentifier: "detail:Apple")?.window != nil)
    }

    @Test func aResizeDuringAnEdgeSwipeWaitsForTheSwipeToEnd() throws {
        let (runner, session, _) = try adaptiveRunner("swipe-resize", device: "iphone-15")
        try runner.run(Script(events: [
            Script.Event(t: 0.2, action: .tap(CGPoint(x: 100, y: 170))),  // Apple, pushed (collapsed)
            Script.Event(t: 1.2, action: .down(CGPoint(x: 3, y: 400))),
            Script.Event(t: 1.3, action: .move(CGPoint(x: 80, y: 400))),
            Script.Event(t: 1.4, action: .move(CGPoint(x: 150, y: 400))),
            Script.Event(t: 1.5, action: .device(DevicePreset.named("ipad-pro-11-landscape")!)),  // regular mid-swipe
            Script.Event(t: 1.6, action: .up(CGPoint(x: 160, y: 400))),
            Script.Event(t: 2.6, action: .wait(0)),
        ]))
        // The swipe ended (cancelled: 160 pt of 1194 with no speed), then the split separated.
        let s = try #require(split(session))
        #expect(!s.isCollapsed && s.viewControllers.count == 2)
        #expect(session.view(withIdentifier: "detail:Apple")?.window != nil)
    }
}

extension UIView {
    /// The controller whose view this is, found through the responder chain.
    var owningViewControllerForTests: UIViewController? { next as? UIViewController }
}
