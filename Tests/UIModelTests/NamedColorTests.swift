import Foundation
import Testing
@testable import UIModel

/// `UIColor(named:in:compatibleWith:)`: colour sets of a resource bundle's asset catalog as
/// Xcode writes them, in folders with and without namespaces.
@Suite(.serialized, .freshRuntime) struct NamedColorTests {
    /// A bundle whose catalog has Brand (any and dark), Palette/Accent (a namespace folder, a
    /// system colour) and Plain (in a folder without a namespace, 8-bit components).
    private func bundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uimodel-colors-\(getpid())-\(UUID().uuidString)")
            .appendingPathComponent("Shop_Shop.resources")
        let catalog = root.appendingPathComponent("Colors.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Brand.colorset/Contents.json", """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.500", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "contrast", "value": "high"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        try write("Palette/Contents.json", #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        try write("Palette/Accent.colorset/Contents.json", #"{"colors": [{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]}"#)
        try write("Grouped/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try write("Grouped/Plain.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0", "alpha": "0.500"}}}]}"#)
        return try #require(Bundle(path: root.path))
    }

    @Test func aColourSetFollowsTheInterfaceStyle() throws {
        let bundle = try bundle()
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        let dark = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), "for given traits, the colour those traits show")
    }

    @Test func foldersNamespacesSystemReferencesAndByteComponents() throws {
        let bundle = try bundle()
        let accent = try #require(UIColor(named: "Palette/Accent", in: bundle, compatibleWith: nil))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) == nil, "a namespace folder's colours take its name")
        let plain = try #require(UIColor(named: "Plain", in: bundle, compatibleWith: UITraitCollection()))
        #expect(plain == UIColor(red: 0x33 / 255.0, green: 102 / 255.0, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand") == nil, "the app's own catalogs are not the bundle's")
    }
}
