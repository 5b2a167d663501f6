import Foundation
import Testing
import UniformTypeIdentifiers

/// Uniform type identifiers as document pickers and image libraries use them.
@Suite struct UTTypeTests {
    @Test func declaredTypesConformAndCarryTheirTags() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType("public.heic") == .heic && UTType("com.example.nothing") == nil)
        #expect(UTType.image.isSupertype(of: .gif) && UTType.gif.isSubtype(of: .image) && !UTType.image.isSubtype(of: .image))
        #expect(UTType.json.supertypes.contains(.text) && UTType.pdf.localizedDescription == "PDF document")
    }

    @Test func typesFromExtensionsAndMIMETypes() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(filenameExtension: "png", conformingTo: .audio) == nil)
        let unknown = try #require(UTType(filenameExtension: "blorb"))
        #expect(unknown.isDynamic && !unknown.isDeclared && unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "blorb")
        #expect(UTType(filenameExtension: "") == nil)
        #expect(URL(fileURLWithPath: "/tmp").appendingPathComponent("photo", conformingTo: .png).lastPathComponent == "photo.png")
    }

    @Test func anAppsOwnType() {
        let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text) && recipe.isDeclared)
    }
}
