import CWebEngine
import Foundation
import UIModel

/// WebKitGTK, started once for the process: GTK on an offscreen display, and the pages'
/// fonts. A web view's page lives in a `WebPage`.
///
/// WebKitGTK needs a display connection even for windows it never shows: the user's `DISPLAY`,
/// else a private Xvfb server that ends with the process. Pages read fonts through a font
/// configuration of their own, listing only the simulator's bundled faces and the packaged
/// Debian fonts (`FontConfiguration`), so a page looks the same on every machine.
@MainActor enum WebEngine {
    /// Why the engine cannot run (nil once it runs).
    static let startError: String? = {
        let config = FontConfiguration.write()
        return config.withCString { we_start($0) }.map { String(cString: $0) }
    }()

    /// How long a page may take to load, run a script or paint before the wait gives up, in
    /// seconds of the wall clock (the app's clock does not move while it waits).
    static let patience: TimeInterval = 20
}

/// The font configuration pages read: fontconfig's file, written once into the temporary folder.
nonisolated enum FontConfiguration {
    /// Debian's font folders of the packages `make run` installs (URW's base 35, DejaVu, Noto
    /// and Noto Color Emoji), and the simulator's bundled faces (Inter, Roboto).
    static var folders: [String] {
        var folders = ["/usr/share/fonts/opentype/urw-base35", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto"]
        if let resources = bundledFontsFolder { folders.insert(resources, at: 0) }
        return folders
    }

    /// Resources/Fonts: where `UIMODEL_RESOURCES` points, else in the package's source tree.
    static var bundledFontsFolder: String? {
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["UIMODEL_RESOURCES"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { source = source.deletingLastPathComponent() }
        candidates.append(source.appendingPathComponent("Resources"))
        return candidates.map { $0.appendingPathComponent("Fonts").path }
            .first { FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.otf") }
    }

    /// The names pages ask for, each drawn by the face iOS's Safari would find or its metric twin:
    /// the system font (`-apple-system`, `system-ui`) in Inter as UIKit's labels are here.
    static let aliases: [(String, String)] = [
        ("-apple-system", "Inter"), ("system-ui", "Inter"), ("BlinkMacSystemFont", "Inter"),
        ("SF Pro Text", "Inter"), ("SF Pro Display", "Inter"),
        ("Helvetica", "Nimbus Sans"), ("Helvetica Neue", "Nimbus Sans"), ("Arial", "Nimbus Sans"),
        ("sans-serif", "Nimbus Sans"), ("Times", "Nimbus Roman"), ("Times New Roman", "Nimbus Roman"),
        ("serif", "Nimbus Roman"), ("Courier", "Nimbus Mono PS"), ("Courier New", "Nimbus Mono PS"),
        ("monospace", "Nimbus Mono PS"), ("Menlo", "DejaVu Sans Mono"), ("ui-monospace", "DejaVu Sans Mono"),
        ("Georgia", "C059"), ("Palatino", "P052"),
    ]

    static var text: String {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">", "<fontconfig>"]
        for folder in folders { lines.append("  <dir>\(folder)</dir>") }
        lines.append("  <cachedir>\(NSTemporaryDirectory())uimodel-webkit-fontcache</cachedir>")
        for (name, face) in aliases {
            lines.append("  <alias binding=\"same\"><family>\(name)</family><prefer><family>\(face)</family></prefer></alias>")
        }
        // The same rasterizing everywhere: grey antialiasing, no hinting, whatever the machine prefers.
        lines.append("  <match target=\"font\"><edit name=\"antialias\" mode=\"assign\"><bool>true</bool></edit>"
            + "<edit name=\"hinting\" mode=\"assign\"><bool>false</bool></edit>"
            + "<edit name=\"rgba\" mode=\"assign\"><const>none</const></edit></match>")
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the configuration (once per process) and returns its path.
    static func write() -> String {
        let path = NSTemporaryDirectory() + "uimodel-webkit-fonts-\(getpid()).conf"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
