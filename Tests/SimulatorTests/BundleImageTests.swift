import Foundation
import SimulatorKit
import Testing
import UIModel

/// `UIImage(named:in:compatibleWith:)`: a package target's resource bundle as SwiftPM lays it
/// out on Linux (asset catalogs kept as folders, other files at the top), beside the app's own
/// images.
@Suite(.serialized) struct BundleImageTests {
    /// A resource bundle with an asset catalog (Pin: any and compact-height variants at 2x) and
    /// loose files (star.png, star@3x.png, logo.jpg is absent).
    private func bundle() throws -> Bundle {
        let root = TestSupport.temporaryDirectory("bundle").appendingPathComponent("MyPackage_MyTarget.resources")
        let set = root.appendingPathComponent("Media.xcassets/Pin.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
            {"images": [{"filename": "pin.png", "scale": "2x"}, {"filename": "pin-compact.png", "scale": "2x", "height-class": "compact"}]}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let face = TestSupport.packageRoot.appendingPathComponent("Resources/Assets.xcassets/Face.imageset")
        try FileManager.default.copyItem(at: face.appendingPathComponent("smile.png"), to: set.appendingPathComponent("pin.png"))
        try FileManager.default.copyItem(at: face.appendingPathComponent("cry.png"), to: set.appendingPathComponent("pin-compact.png"))
        let landscape = TestSupport.packageRoot.appendingPathComponent("Resources/Images/landscape.png")
        for file in ["star.png", "star@3x.png"] {
            try FileManager.default.copyItem(at: landscape, to: root.appendingPathComponent(file))
        }
        return try #require(Bundle(path: root.path))
    }

    @Test func aBundlesAssetCatalogGivesTheVariantForTheTraits() throws {
        let bundle = try bundle()
        _ = try TestSupport.session()
        let pin = try #require(UIImage(named: "Pin", in: bundle, compatibleWith: nil))
        #expect(pin.name == "MyPackage_MyTarget.resources/Media.xcassets/Pin.imageset/pin.png")
        #expect(pin.scale == 2 && pin.size == CGSize(width: 120, height: 120))
        let compact = try #require(UIImage(named: "Pin", in: bundle, compatibleWith: UITraitCollection(verticalSizeClass: .compact)))
        #expect(compact.name.hasSuffix("pin-compact.png"))
        #expect(pin.imageAsset === compact.imageAsset)
    }

    @Test func aBundlesImageFileIsTheOneForTheScreensScale() throws {
        let bundle = try bundle()
        _ = try TestSupport.session(device: "iphone-15")
        let pixels = try #require(UIImage(named: "landscape")).size  // the app's own copy, at 1x
        let star3x = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
        #expect(star3x.name == "MyPackage_MyTarget.resources/star@3x.png")
        #expect(star3x.scale == 3 && star3x.size == CGSize(width: pixels.width / 3, height: pixels.height / 3))
        _ = try TestSupport.session(device: "iphone-se")  // @2x: no star@2x.png, so the plain file
        let star = try #require(UIImage(named: "star.png", in: bundle, compatibleWith: nil))
        #expect(star.name == "MyPackage_MyTarget.resources/star.png" && star.scale == 1)
        #expect(UIImage(named: "star", in: bundle, compatibleWith: nil)?.name == star.name)
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func theMainBundleIsTheAppsOwnImagesAndBundlesDoNotMix() throws {
        let bundle = try bundle()
        _ = try TestSupport.session()
        #expect(UIImage(named: "Face", in: nil, compatibleWith: nil)?.name == "Face/smile.png")
        #expect(UIImage(named: "Face", in: .main, compatibleWith: nil)?.name == "Face/smile.png")
        #expect(UIImage(named: "landscape", in: nil, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Face", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "landscape", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Pin", in: nil, compatibleWith: nil) == nil)
    }

    /// As on iOS, a controller can load its images before anything runs it (a snapshot test
    /// makes its controller first): bundles need no image source.
    @Test func aBundlesImageExistsBeforeTheSimulatorStarts() throws {
        let bundle = try bundle()
        _ = try TestSupport.session()
        let installed = UIModelRuntime.current.imageSource
        UIModelRuntime.current.imageSource = nil
        defer { UIModelRuntime.current.imageSource = installed }
        #expect(UIImage(named: "Pin", in: bundle, compatibleWith: nil)?.size == CGSize(width: 120, height: 120))
        #expect(UIImage(named: "star", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Face", in: nil, compatibleWith: nil) == nil)
    }

    @Test func anUnreadableBundleCatalogIsSkippedWithAWarning() throws {
        let bundle = try bundle()
        let contents = try #require(bundle.resourceURL).appendingPathComponent("Media.xcassets/Pin.imageset/Contents.json")
        try "{ \"images\": 3 }".write(to: contents, atomically: true, encoding: .utf8)
        _ = try TestSupport.session()
        #expect(UIImage(named: "Pin", in: bundle, compatibleWith: nil) == nil)
        #expect(UIKitWarning.history.contains { $0.contains("Media.xcassets") && $0.contains("images: must be an array") })
        #expect(UIImage(named: "star", in: bundle, compatibleWith: nil) != nil)
    }

    @Test func aBundleImageIsDrawn() throws {
        let bundle = try bundle()
        let session = try TestSupport.session()
        let window = try #require(session.window)
        let imageView = UIImageView(image: UIImage(named: "Pin", in: bundle, compatibleWith: nil)?.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        imageView.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        window.addSubview(imageView)
        let runner = HeadlessRunner(session: session, outputDirectory: TestSupport.temporaryDirectory("bundle-draw"))
        try runner.run(Script(events: []))
        let frame = try runner.renderFrame()
        // The smile's face outline is opaque at its left edge, midway down (240 px image at 2x, 3 px per pt).
        let red = (0..<180).map { frame.pixel(x: $0, y: 180) }.filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        #expect(!red.isEmpty)
    }

    /// The app's own catalogs (`--assets`): colour sets for `UIColor(named:)`, and image sets in
    /// a namespace folder named with it, as Xcode names them.
    @Test func theAppsCatalogsGiveNamedColoursAndNamespacedImages() throws {
        let catalog = TestSupport.temporaryDirectory("app-catalog").appendingPathComponent("App.xcassets")
        let icons = catalog.appendingPathComponent("Icons")
        try FileManager.default.createDirectory(at: icons.appendingPathComponent("star.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Tint.colorset"), withIntermediateDirectories: true)
        try #"{"properties": {"provides-namespace": true}}"#.write(to: icons.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"{"images": [{"filename": "star.png", "scale": "1x"}]}"#
            .write(to: icons.appendingPathComponent("star.imageset/Contents.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Resources/Images/landscape.png"),
                                         to: icons.appendingPathComponent("star.imageset/star.png"))
        try #"{"colors": [{"color": {"color-space": "display-p3", "components": {"red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1"}}}]}"#
            .write(to: catalog.appendingPathComponent("Tint.colorset/Contents.json"), atomically: true, encoding: .utf8)
        _ = try SimulatorSession(resources: TestSupport.resources, app: TestSupport.demoApp, scene: "views", assetCatalogs: [catalog])
        #expect(UIImage(named: "Icons/star") != nil && UIImage(named: "star") == nil)
        #expect(UIColor(named: "Tint")?.resolvedColor(with: UITraitCollection()) == UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(UIColor(named: "Tint", in: .main, compatibleWith: nil) != nil && UIColor(named: "Missing") == nil)
    }
}
