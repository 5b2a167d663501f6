import Foundation
import Testing

/// The package's modules in layers: each imports only the modules below it, so the arrows of the
/// module picture (SimulatorKit's documentation, "Modules") all point down. UIModel never sees SDL;
/// the renderer never sees the session; the core never sees the window or the command line; a
/// user's snapshot tests (UIModelSnapshotTesting) link the core and the renderer, not the app layer.
@Suite struct ModuleLayeringTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// What each module may import (besides the platform's: Foundation, Dispatch, Glibc,
    /// Testing, the standard library's modules).
    static let allowed: [String: Set<String>] = [
        "Cassowary": [],
        "InterfaceBuilderFiles": [],
        "UIModelFoundation": [],
        "UIModel": ["Cassowary", "InterfaceBuilderFiles", "UIModelFoundation"],
        "SimulatorRendering": ["UIModel", "CSDL2", "CDeflate", "CXXHash", "CFriBidi"],
        "SimulatorCore": ["UIModel", "SimulatorRendering", "CDeflate"],
        "SimulatorKit": ["UIModel", "SimulatorRendering", "SimulatorCore", "CSDL2", "ArgumentParser"],
        "UIModelSnapshotTesting": ["UIModel", "SimulatorRendering", "SimulatorCore", "SnapshotTesting"],
        "UIModelTesting": ["UIModel"],
        "Demos": ["UIModel", "SimulatorCore", "MapKit", "CoreData", "WebKit", "AVFoundation", "AVKit"],
        // Apple's frameworks beside UIKit: over UIModel, never the simulator's layers.
        "CoreLocation": ["UIModel"],
        "MapKit": ["UIModel", "CoreLocation"],
        "ImageIO": ["UIModel", "CDeflate"],
        "Photos": ["UIModel", "ImageIO"],
        "CoreData": ["UIModel", "UIModelFoundation", "CSQLite", "InterfaceBuilderFiles"],
        "WebKit": ["UIModel", "CWebEngine", "FoundationNetworking"],
        "CoreMedia": [],
        "AVFoundation": ["UIModel", "CoreMedia", "CMediaDecoder", "CSpeechSynthesis"],
        "AudioToolbox": ["AVFoundation"],
        "AVFAudio": ["AVFoundation"],
        "AVKit": ["AVFoundation", "UIModel"],
    ]
    static let platform: Set<String> = ["Foundation", "Dispatch", "Glibc", "Testing", "FoundationEssentials", "FoundationXML", "Synchronization"]

    /// The modules `module`'s sources import, with a file that does.
    static func imports(of module: String) throws -> [String: String] {
        let folder = sources.appendingPathComponent(module)
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                // `import X`, `@_exported import X`, `internal import X`, ...
                let words = line.split(separator: " ")
                let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                      words[..<i].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
                else { continue }
                found[String(words[i + 1]), default: url.lastPathComponent] = url.lastPathComponent
            }
        }
        return found
    }

    @Test(arguments: allowed.keys.sorted())
    func eachModuleImportsOnlyTheLayersBelowIt(_ module: String) throws {
        let imports = try Self.imports(of: module)
        #expect(!imports.isEmpty || ["Cassowary", "InterfaceBuilderFiles", "UIModelFoundation"].contains(module), "no sources read for \(module)")
        for (name, file) in imports where !Self.platform.contains(name) {
            #expect(Self.allowed[module]!.contains(name), "\(module)/\(file) imports \(name), which is not below it")
        }
    }

    @Test func theRendererHasNoSDLTypeInItsPublicAPI() throws {
        let folder = Self.sources.appendingPathComponent("SimulatorRendering")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            for (n, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("public ") && !line.contains("static func == (l: SDL_Rect") && !line.contains("func hash(into") {
                let leaks = ["SDL_", "OpaquePointer", "UnsafeMutablePointer", "TTF_", "DrawCommand", "SDLRendererHandle"].filter { line.contains($0) }
                #expect(leaks.isEmpty, "\(url.lastPathComponent):\(n + 1) makes \(leaks) public")
            }
        }
    }
}
