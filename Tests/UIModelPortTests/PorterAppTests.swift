import Foundation
import Testing
@testable import UIModelPort

/// `uimodel-port` on a whole app folder: the entry point, the Info.plist's scene configurations,
/// names from before Swift 4.2, frameworks UIModel stands in for; bad plists change nothing.
@Suite struct PorterAppTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/App")

    /// A folder of its own inside a fresh temporary folder (so nothing beside it is an Info.plist).
    func scratch(copyingApp: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-app-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if copyingApp { try FileManager.default.copyItem(at: Self.app, to: folder) }
        else { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        return folder
    }

    @Test func theInfoPlistsSceneDelegateIsWrittenForTheAppDelegate() throws {
        let output = try scratch(copyingApp: false)
        var lines: [String] = []
        let summary = try PortRun(paths: [Self.app.appendingPathComponent("Sources").path], output: output.path).run { lines.append($0) }
        // The launch screen is not shown (the simulator launches at once): nothing to say of it.
        #expect(summary.wroteInfoPlist && summary.findings == 0 && summary.unparsable == 0, "\(lines)")
        let manifest = try String(contentsOf: output.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        #expect(manifest.contains("extension AppDelegate: SimulatorInfoPlist {"))
        #expect(manifest.contains(#""Default Configuration": SceneDelegate.self,"#))
        let appDelegate = try String(contentsOf: output.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        #expect(appDelegate.hasPrefix("import UIModel\nimport SimulatorKit\n\n@main\nfinal class AppDelegate"))
        #expect(appDelegate.contains("[UIApplication.LaunchOptionsKey: Any]?"))
        let scene = try String(contentsOf: output.appendingPathComponent("SceneDelegate.swift"), encoding: .utf8)
        #expect(scene.contains("final class SceneDelegate: UIResponder, UIWindowSceneDelegate"))
    }

    /// The plist's `UIAppFonts` become the app delegate's font URLs, found from the generated
    /// file's folder; a font no folder holds is reported.
    @Test func theInfoPlistsFontsAreRegisteredFromTheirFiles() throws {
        let folder = try scratch(copyingApp: false)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources/Fonts"), withIntermediateDirectories: true)
        try Data("font".utf8).write(to: folder.appendingPathComponent("Resources/Fonts/Brand-Bold.ttf"))
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIAppFonts</key><array><string>Fonts/Brand-Bold.ttf</string><string>Missing.otf</string></array>
            </dict></plist>
            """.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
            .write(to: folder.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        #expect(summary.wroteInfoPlist && summary.findings == 1)
        #expect(lines.contains { $0.hasSuffix("UIAppFonts names 'Missing.otf', which none of the ported folders holds") })
        let manifest = try String(contentsOf: folder.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        #expect(manifest.contains("static var appFontURLs: [URL] {"))
        #expect(manifest.contains(#""Resources/Fonts/Brand-Bold.ttf","#))
        #expect(!manifest.contains("sceneConfigurations"))
        // Ported into another folder, the path leads back to the font.
        let output = try scratch(copyingApp: false)
        _ = try PortRun(paths: [folder.path], output: output.path).run { _ in }
        let elsewhere = try String(contentsOf: output.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        let relative = elsewhere.split(separator: "\n").first { $0.contains("Brand-Bold.ttf") }?.trimmingCharacters(in: .whitespaces)
        let path = relative.map { String($0.dropFirst().dropLast(2)) } ?? ""
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).standardizedFileURL.path), "\(path)")
    }

    /// An app that makes timers or Dispatch work items gets the file that puts them on the app's
    /// clock, in its own module; one that makes none does not.
    @Test func timersGetTheirForwardingFileOnce() throws {
        let folder = try scratch(copyingApp: false)
        try "import UIKit\nfinal class Clock: UIViewController {\n    var timer: Timer?\n}\n"
            .write(to: folder.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        let file = folder.appendingPathComponent(RunLoopOnAppClock.fileName)
        #expect(summary.wroteRunLoopOnAppClock)
        #expect(try String(contentsOf: file, encoding: .utf8) == RunLoopOnAppClock.source)
        #expect(lines.contains("\(file.path): timers and work items on the app's clock"))
        let again = try PortRun(paths: [folder.path], check: true).run { _ in }
        #expect(!again.wroteRunLoopOnAppClock && again.changedFiles == 0)

        let plain = try scratch(copyingApp: false)
        try "import UIKit\nfinal class Plain: UIViewController {}\n".write(to: plain.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        #expect(try !PortRun(paths: [plain.path]).run { _ in }.wroteRunLoopOnAppClock)
        #expect(!FileManager.default.fileExists(atPath: plain.appendingPathComponent(RunLoopOnAppClock.fileName).path))
    }

    @Test func namesFromBeforeSwift4_2AndQuartzCoreBecomeTodays() throws {
        let output = try scratch(copyingApp: false)
        _ = try PortRun(paths: [Self.app.appendingPathComponent("Sources").path], output: output.path).run { _ in }
        let ported = try String(contentsOf: output.appendingPathComponent("LegacyViewController.swift"), encoding: .utf8)
        for today in ["weight: UIFont.Weight.bold", "for: UIControl.State.normal", "= UIView.ContentMode.center",
                      "attribute: NSLayoutConstraint.Attribute.width, relatedBy: NSLayoutConstraint.Relation.equal",
                      "forName: UIResponder.keyboardWillShowNotification", "options: UIView.AnimationOptions.curveEaseOut",
                      "-> UIGestureRecognizer.State {", "        addChild(child)\n", "child.didMove(toParent: self)",
                      "view.bringSubviewToFront(child.view)",
                      "child.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))",
                      "_ = children.count", "override func willMove(toParent parent: UIViewController?) {",
                      "super.willMove(toParent: parent)"] {
            #expect(ported.contains(today), "\(today)")
        }
        #expect(ported.hasPrefix("import UIModel\n\n// Written for Swift 4"), "QuartzCore is part of UIModel: one import")
        #expect(!ported.contains("QuartzCore") && !ported.contains("UIControlState"))
    }

    @Test func portingTheWholeAppTwiceChangesNothingTheSecondTime() throws {
        let folder = try scratch(copyingApp: true)
        _ = try PortRun(paths: [folder.path]).run { _ in }
        let manifest = folder.appendingPathComponent("InfoPlist.swift")
        #expect(FileManager.default.fileExists(atPath: manifest.path), "written into the ported folder")
        var lines: [String] = []
        let again = try PortRun(paths: [folder.path], check: true).run { lines.append($0) }
        #expect(again.changedFiles == 0 && !again.wroteInfoPlist, "\(lines)")
    }

    @Test func withoutAPlistTheOneSceneDelegateServesTheDefaultConfiguration() throws {
        let folder = try scratch(copyingApp: true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Info.plist"))
        _ = try PortRun(paths: [folder.path]).run { _ in }
        let manifest = try String(contentsOf: folder.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        #expect(manifest.contains(#""Default Configuration": SceneDelegate.self,"#))
        // A second scene delegate makes it ambiguous: reported, nothing guessed.
        try "import UIKit\nclass OtherSceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"
            .write(to: folder.appendingPathComponent("Sources/Other.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("InfoPlist.swift"))
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        #expect(!summary.wroteInfoPlist && summary.findings == 1)
        #expect(lines.contains("warning: no Info.plist and 2 scene delegates (OtherSceneDelegate, SceneDelegate): give each scene configuration its delegateClass in code, or pass --info-plist"))
    }

    @Test func aPlistThatDoesNotParseIsAnErrorAndChangesNothing() throws {
        let folder = try scratch(copyingApp: true)
        let appDelegate = folder.appendingPathComponent("Sources/AppDelegate.swift")
        let before = try String(contentsOf: appDelegate, encoding: .utf8)
        let plist = folder.appendingPathComponent("Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try "<plist><dict><key>oops</dict>".write(to: plist, atomically: true, encoding: .utf8)
        do {
            _ = try PortRun(paths: [folder.path]).run { _ in }
            Issue.record("a plist that does not parse ported anyway")
        } catch let PortRun.Failure.badInfoPlist(message) {
            #expect(message.hasPrefix("\(plist.path) is not a property list"))
        }
        let other = folder.appendingPathComponent("Other.plist")
        try original.write(to: other, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: appDelegate, encoding: .utf8) == before, "no file changed")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("InfoPlist.swift").path))
        // --info-plist names the plist to use.
        let summary = try PortRun(paths: [folder.path], infoPlist: other.path).run { _ in }
        #expect(summary.wroteInfoPlist)
    }

    /// A scene configuration whose delegate class the app does not have (an Xcode template's
    /// plist after the scene delegate was deleted): UIKit runs the scene without a delegate, so
    /// the port goes on and leaves the configuration out, with a warning.
    @Test func aSceneDelegateTheAppLacksIsLeftOutWithAWarning() throws {
        let folder = try scratch(copyingApp: true)
        let plist = folder.appendingPathComponent("Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        try original.replacingOccurrences(of: ".SceneDelegate<", with: ".MissingSceneDelegate<").write(to: plist, atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        #expect(summary.changedFiles > 0 && summary.findings >= 1)
        #expect(lines.contains("\(plist.path): warning: the scene configuration 'Default Configuration' names the delegate class MissingSceneDelegate, which none of the ported files declares: as UIKit does, the scene runs without a delegate"))
        let written = try? String(contentsOf: folder.appendingPathComponent("InfoPlist.swift"), encoding: .utf8)
        #expect(written.map { !$0.contains("MissingSceneDelegate") } ?? true)
    }
}

/// `--report`: what an app uses that UIModel lacks, from UIModel's own public names.
@Suite struct UsageReportTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// UIModel's Swift sources, in path order.
    static func uimodelSources() throws -> [String] {
        let folder = sources.appendingPathComponent("UIModel")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    /// A file made from UIModel's sources is what they make now; `UIMODEL_WRITE_SURFACE=1` writes
    /// it anew first.
    static func expectCurrent(_ generated: String, at file: URL) throws {
        if ProcessInfo.processInfo.environment["UIMODEL_WRITE_SURFACE"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(generated == (try? String(contentsOf: file, encoding: .utf8)),
                "UIModel's public API changed: UIMODEL_WRITE_SURFACE=1 swift test --filter UsageReportTests")
    }

    /// The names the porter ships are UIModel's current ones. After changing UIModel's public
    /// API, write them anew with `UIMODEL_WRITE_SURFACE=1 swift test --filter UsageReportTests`.
    @Test func theShippedSurfaceIsUIModelsCurrentPublicAPI() throws {
        let surface = UIModelSurface(sources: try Self.uimodelSources())
        try Self.expectCurrent(surface.text, at: Self.sources.appendingPathComponent("UIModelPort/Resources/UIModelSurface.txt"))
        #expect(surface == UIModelSurface(text: surface.text))
        #expect(UIModelSurface.bundled.types.contains("UIView.ContentMode"))
        #expect(UIModelSurface.bundled.hasInitializer(of: "UIButton", labels: ["frame"], trailingClosures: 0), "inherited from UIView")
        #expect(UIModelSurface.bundled.hasInitializer(of: "UIAction", labels: ["title"], trailingClosures: 1), "defaults skipped")
    }

    /// UIModel's UIKit coverage article lists what its sources declare now; the same variable
    /// writes it anew.
    @Test func theCoverageArticleListsUIModelsCurrentPublicAPI() throws {
        let markdown = CoveragePage(sources: try Self.uimodelSources()).markdown
        try Self.expectCurrent(markdown, at: Self.sources.appendingPathComponent("UIModel/UIModel.docc/UIKitCoverage.md"))
        #expect(markdown.contains("\n### UIView\n\nclass, subclass of `UIResponder`"))
        #expect(markdown.contains("`addSubview(_:)`") && markdown.contains("`init(frame:)`"))
        #expect(markdown.contains("`case scaleAspectFit`"), "an enumeration's cases")
        #expect(!markdown.contains("`layoutDisplayList"), "nothing internal")
    }

    @Test func theReportCountsWhatIsMissingAndWhereItIsFirstUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import UIKit

            final class ProfileViewController: UIViewController {
                let pages = UIPrintInteractionController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let icon = UIDocumentBrowserViewController()
                    let other = UIDocumentBrowserViewController()
                    view.backgroundColor = UIColor.systemTeal
                    UIView.setAnimationsEnabled(false)
                    let button = UIButton(type: .system)
                    button.addAction(UIAction(title: "Go") { _ in }, for: .touchUpInside)
                    _ = (icon, other, pages, ProfileHeader())
                }
            }

            final class ProfileHeader: UIView {}
            """.write(to: folder.appendingPathComponent("Profile.swift"), atomically: true, encoding: .utf8)
        var printed = ""
        let report = try PortRun(paths: [folder.path]).report { printed += $0 }
        let file = folder.appendingPathComponent("Profile.swift").path
        #expect(report.sorted.map(\.symbol) == ["UIDocumentBrowserViewController", "UIPrintInteractionController", "UIView.setAnimationsEnabled"])
        #expect(report.sorted.first == UsageReport.Entry(symbol: "UIDocumentBrowserViewController", count: 2, firstUse: "\(file):7"))
        #expect(printed.hasPrefix("What the code uses that UIModel lacks: 3 symbols, 4 uses"))
        #expect(try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8).hasPrefix("import UIKit"), "nothing rewritten")
    }
}
