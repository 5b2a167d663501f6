import Foundation
import Testing
@testable import UIModelPort

/// `uimodel-port` over the UIKit-style fixtures: the output is the committed, compiled and
/// behaviour-tested Tests/PortedFixtureTests/Ported; a second run changes nothing; what needs
/// the Objective-C runtime is reported with its line and left alone; bad input is an error.
@Suite struct PorterTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("UIModelPortTests/Fixtures")
    static let ported = tests.appendingPathComponent("PortedFixtureTests/Ported")

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func port(_ source: String, alsoIndexing others: [String] = []) -> PortResult {
        var porter = Porter()
        for other in others + [source] { porter.index(other) }
        return porter.port(source, fileName: "Fixture.swift")
    }

    @Test func theFixturesPortToTheCommittedCompiledOutput() throws {
        let output = try temporaryFolder()
        var lines: [String] = []
        let summary = try PortRun(paths: [Self.fixtures.appendingPathComponent("UIKit").path], output: output.path).run { lines.append($0) }
        #expect(summary.files == 9 && summary.changedFiles == 9 && summary.findings == 0 && summary.unparsable == 0)
        #expect(lines.last?.hasPrefix("9 Swift files: 9 changed") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.ported.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        for name in names {
            let expected = try String(contentsOf: Self.ported.appendingPathComponent(name), encoding: .utf8)
            let actual = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(actual == expected, "\(name) ported differently from the committed, compiled output: re-run `swift run uimodel-port Tests/UIModelPortTests/Fixtures/UIKit --output Tests/PortedFixtureTests/Ported` and review the diff")
        }
    }

    /// An XCTest suite written before `@MainActor`: the committed output runs in the
    /// PortedXCTestFixtures target, in Swift 5 mode.
    @Test func theXCTestFixturePortsToTheCommittedOutputAndAgainToItself() throws {
        let output = try temporaryFolder()
        let committed = Self.tests.appendingPathComponent("PortedXCTestFixtures")
        _ = try PortRun(paths: [Self.fixtures.appendingPathComponent("XCTest").path], output: output.path).run { _ in }
        for name in try FileManager.default.contentsOfDirectory(atPath: committed.path) {
            let expected = try String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)
            let actual = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(actual == expected, "\(name): re-run `swift run uimodel-port Tests/UIModelPortTests/Fixtures/XCTest --output Tests/PortedXCTestFixtures` and review the diff")
            #expect(!port(expected).didChange, "\(name) ported again changes")
        }
    }

    @Test func aSecondRunChangesNothing() throws {
        var porter = Porter()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.ported.path).sorted()
        let sources = try names.map { try String(contentsOf: Self.ported.appendingPathComponent($0), encoding: .utf8) }
        for source in sources { porter.index(source) }
        for (name, source) in zip(names, sources) {
            let result = porter.port(source, fileName: name)
            #expect(!result.didChange && result.source == source && result.findings.isEmpty, "\(name)")
        }
    }

    @Test func aSnapshotTestKeepsSnapshotTestingAndGainsTheUIKitStrategies() {
        let result = port("""
            import SnapshotTesting
            import UIKit
            import XCTest
            final class ScreenTests: XCTestCase {}
            """)
        #expect(result.source.hasPrefix("import SnapshotTesting\nimport UIModelSnapshotTesting\nimport UIModel\nimport XCTest"))
        // Ported again, nothing changes.
        #expect(!port(result.source).didChange)
    }

    @Test func platformConditionsTakeTheBranchTheIOSSimulatorCompiles() {
        let result = port("""
            #if os(iOS) || os(tvOS)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif
            #if canImport( UIKit ) && !targetEnvironment(macCatalyst)
            let a = 1
            #elseif os(macOS) || os(watchOS)
            let a = 2
            #endif
            #if targetEnvironment(simulator)
            let camera = false
            #endif
            """)
        #expect(result.source == """
            #if canImport(UIModel) || os(tvOS)
            import UIModel
            #elseif canImport(AppKit)
            import AppKit
            #endif
            #if canImport(UIModel) && !targetEnvironment(macCatalyst)
            let a = 1
            #elseif os(macOS) || os(watchOS)
            let a = 2
            #endif
            #if canImport(UIModel)
            let camera = false
            #endif
            """)
        #expect(!port(result.source).didChange)
    }

    @Test func urlSessionsTypesBringFoundationNetworking() {
        let result = port("""
            import UIKit

            func load(_ url: URL) -> URLSessionDataTask {
                URLSession.shared.dataTask(with: URLRequest(url: url))
            }
            """)
        #expect(result.source.hasPrefix("import UIModel\nimport FoundationNetworking\n\nfunc load"))
        #expect(!port(result.source).didChange)
        // A library that imports it for Linux already, and a file without URL loading, keep their imports.
        let linuxReady = """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            let request = URLRequest(url: URL(fileURLWithPath: "/"))
            """
        #expect(!port(linuxReady).didChange)
        #expect(!port("import Foundation\nlet url = URL(fileURLWithPath: \"/\")").didChange)
        // No import at all: the import goes first, under the file's header comment.
        #expect(port("// Loader.swift\n\nlet cache = URLCache.shared").source == "// Loader.swift\n\nimport FoundationNetworking\n\nlet cache = URLCache.shared")
        // Contents read from a URL, which may be remote, load through it too.
        #expect(port("import UIKit\nlet data = NSData(contentsOf: url)").source.hasPrefix("import UIModel\nimport FoundationNetworking\n"))
    }

    @Test func whatAppleModulesBringIsImported() {
        // Foundation brings Combine and UIKit brings ImageIO on Apple's systems.
        let model = port("""
            import Foundation

            final class Store: ObservableObject {
                @Published var count = 0
            }
            """)
        #expect(model.source.hasPrefix("import Foundation\nimport Combine\n\nfinal class Store"))
        let frames = port("""
            import UIKit

            func frameCount(_ data: Data) -> Int {
                CGImageSourceCreateWithData(data as CFData, nil).map(CGImageSourceGetCount) ?? 0
            }
            """)
        #expect(frames.source.hasPrefix("import UIModel\nimport ImageIO\n\nfunc frameCount"))
        #expect(!port(frames.source).didChange && !port(model.source).didChange)
        #expect(!port("import OpenCombine\nlet bag = Set<AnyCancellable>()").didChange, "OpenCombine is Combine")
    }

    @Test func photoFetchesSortByTheAssetsDatesKeyPath() {
        let result = port("""
            import Photos

            let options = PHFetchOptions()
            options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
            let byName = NSSortDescriptor(key: "name", ascending: true)
            """)
        #expect(result.source.contains("[NSSortDescriptor(keyPath: \\PHAsset.creationDate!, ascending: false)]"))
        #expect(result.source.contains("NSSortDescriptor(key: \"name\", ascending: true)"), "other keys are left for the report")
        #expect(!port(result.source).didChange)
    }

    @Test func assetSymbolsAreNamedAsXcodeNamesThem() {
        #expect(AssetSymbols.symbolName(for: "AccentColor", dropping: "Color") == "accent")
        #expect(AssetSymbols.symbolName(for: "Color", dropping: "Color") == "color")
        #expect(AssetSymbols.symbolName(for: "BackgroundImage", dropping: "Image") == "background")
        #expect(AssetSymbols.symbolName(for: "app icon-small_v2", dropping: "Image") == "appIconSmallV2")
        #expect(AssetSymbols.symbolName(for: "Icons/star", dropping: "Image") == "iconsStar")
        #expect(AssetSymbols.symbolName(for: "1x", dropping: "Image") == "_1x")
        #expect(AssetSymbols.symbolName(for: "default", dropping: "Image") == "`default`")
    }

    /// A private method named by a selector value is called from the generated dispatch table:
    /// it loses `private`; one whose `#selector` becomes a closure keeps it.
    @Test func aPrivateMethodSentByNameLosesPrivate() throws {
        let folder = try temporaryFolder()
        try """
            import UIKit
            class Calc: UIViewController {
                let b = UIButton(), c = UIButton()
                func wire(_ action: Selector) { b.addTarget(self, action: action, for: .touchUpInside) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    wire(#selector(buttonTapped(_:)))
                    c.addTarget(self, action: #selector(cleared), for: .touchUpInside)
                }
                @objc private func buttonTapped(_ sender: UIButton) {}
                @objc private func cleared() {}
            }
            """.write(to: folder.appendingPathComponent("Calc.swift"), atomically: true, encoding: .utf8)
        let output = try temporaryFolder()
        _ = try PortRun(paths: [folder.path], output: output.path).run { _ in }
        let ported = try String(contentsOf: output.appendingPathComponent("Calc.swift"), encoding: .utf8)
        #expect(ported.contains("    func buttonTapped(_ sender: UIButton) {}") && ported.contains("private func cleared() {}"))
        #expect(try String(contentsOf: output.appendingPathComponent("UIModelInterfaceBuilder.swift"), encoding: .utf8).contains("o.buttonTapped(sender)"))
    }

    @Test func boxedGeometryValuesBecomeTheValuesThemselves() {
        let result = port("""
            import UIKit
            let flip = CAKeyframeAnimation(keyPath: "transform")
            flip.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))]
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = NSValue(cgPoint: CGPoint(x: 1, y: 2))
            let other = NSValue(nonretainedObject: nil)
            """)
        #expect(result.source.contains("flip.values = [(CATransform3DIdentity), (CATransform3DMakeScale(2, 2, 1))]"))
        #expect(result.source.contains("move.toValue = (CGPoint(x: 1, y: 2))"))
        #expect(result.source.contains("NSValue(nonretainedObject: nil)"))
    }

    @Test func aBarItemsTargetAndActionPropertiesBecomeItsPrimaryAction() {
        let result = port("""
            import UIKit
            class Editor: UIViewController {
                func setUp() {
                    let undo = UIBarButtonItem()
                    undo.target = self
                    // Undoes the last change.
                    undo.action = #selector(undoTapped)
                    let orphan = UIBarButtonItem()
                    orphan.action = #selector(undoTapped)
                }
                @objc func undoTapped() {}
            }
            """)
        #expect(!result.source.contains("undo.target"))
        #expect(result.source.contains("// Undoes the last change.\n        undo.primaryAction = UIAction { [weak self] _ in self?.undoTapped() }"))
        #expect(result.source.contains("orphan.action = Selector(\"undoTapped\")"), "without a target in its block: sent by name up the responder chain")
        #expect(result.findings.isEmpty)
        #expect(!port(result.source).didChange)
    }

    @Test func aFrameworkObjectsOwnMethodAsItsActionIsCalled() {
        let result = port("""
            import UIKit
            import WebKit
            class Browser: UIViewController {
                var webView: WKWebView!
                override func viewDidLoad() {
                    let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: webView, action: #selector(webView.reload))
                    let back = UIBarButtonItem(title: "Back", style: .plain, target: webView, action: #selector(webView.goBack))
                    toolbarItems = [refresh, back]
                }
            }
            """)
        #expect(result.source.contains("UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { [weak webView] _ in webView?.reload() })"), "\(result.source)")
        #expect(result.source.contains("webView?.goBack() })"))
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test func keyPathsBecomeTheirStrings() {
        let result = port("""
            import UIKit
            let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            let y = layer.value(forKey: #keyPath(CALayer.position))
            webView.addObserver(self, forKeyPath: #keyPath(WKWebView.estimatedProgress), options: [.new], context: nil)
            addObserver(self, forKeyPath: #keyPath(progress), options: [.new], context: nil)
            """)
        #expect(result.source.contains("CABasicAnimation(keyPath: \"opacity\")"))
        #expect(result.source.contains("layer.value(forKey: \"position\")"))
        // A web view announces its changes; the app's own object (self) announces nothing, and
        // that call is reported and left as it is.
        #expect(result.source.contains("webView.addObserver(self, forKeyPath: \"estimatedProgress\""))
        #expect(result.source.contains("addObserver(self, forKeyPath: #keyPath(progress)"))
        #expect(result.findings.count == 1 && result.findings.first?.message.contains("key-value observing needs") == true, "\(result.findings)")
    }

    @Test func emptyAttributedStringsAndFontURLsGetWhatLinuxHas() {
        let result = port("""
            import UIKit
            let text = NSMutableAttributedString()
            let empty = NSAttributedString()
            let kept = NSAttributedString(string: "a")
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
            let g = CGGradient(colorsSpace: nil, colors: [a.cgColor, b.cgColor] as CFArray, locations: nil)
            layer.font = CGFont(font.fontName as CFString)
            """)
        #expect(result.source.contains("layer.font = CGFont(font.fontName)"))
        #expect(port("import UIKit\nlet name = type(of: view).description()").source.hasSuffix("let name = String(describing: type(of: view))"))
        #expect(port("import UIKit\ncontent.sound = UNNotificationSound.default()").source.hasSuffix("content.sound = UNNotificationSound.default"))
        #expect(result.source.contains("colors: [a.cgColor, b.cgColor], locations: nil"))
        #expect(result.source.contains("let text = NSMutableAttributedString(string: \"\")"))
        #expect(result.source.contains("let empty = NSAttributedString(string: \"\")"))
        #expect(result.source.contains("let kept = NSAttributedString(string: \"a\")"))
        #expect(result.source.contains("CTFontManagerRegisterFontsForURL(url, .process, nil)"))
    }

    @Test func commentsAndFormattingStayAsWritten() throws {
        let source = """
            import UIKit // the framework

            final class A: UIViewController {
                /// The label.
                @IBOutlet   weak var label: UILabel!

                @objc
                // Called by the button.
                private func tapped() {}

                func wire(_ b: UIButton) {
                    b.addTarget(self, action: #selector(tapped), for: .touchUpInside)  // on release
                }
            }
            """
        let result = port(source)
        #expect(result.source == """
            import UIModel // the framework

            final class A: UIViewController {
                /// The label.
                weak var label: UILabel!

                // Called by the button.
                private func tapped() {}

                func wire(_ b: UIButton) {
                    b.addAction(UIAction(identifier: UIAction.Identifier("tapped")) { [weak self] _ in self?.tapped() }, for: .touchUpInside)  // on release
                }
            }
            """)
    }

    @Test func senderTypesAreCastAsTheMethodDeclaresThem() {
        let source = """
            class A {
                func wire(_ c: UIControl) {
                    c.addTarget(self, action: #selector(any(_:)), for: .touchUpInside)
                    c.addTarget(self, action: #selector(optionalAny(_:)), for: .touchUpInside)
                    c.addTarget(self, action: #selector(maybeButton(_:)), for: .touchUpInside)
                    c.addTarget(model, action: #selector(Model.changed(sender:)), for: .valueChanged)
                    c.addTarget(self.coordinator, action: #selector(Coordinator.go), for: .touchUpInside)
                }
                func any(_ sender: Any) {}
                func optionalAny(_ sender: Any?) {}
                func maybeButton(_ sender: UIButton?) {}
            }
            """
        let others = ["class Model { func changed(sender: UISlider) {} }", "class Coordinator { func go() {} }"]
        let lines = port(source, alsoIndexing: others).source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"c.addAction(UIAction(identifier: UIAction.Identifier("any(_:)")) { [weak self] action in self?.any(action.sender as Any) }, for: .touchUpInside)"#))
        #expect(lines.contains(#"c.addAction(UIAction(identifier: UIAction.Identifier("optionalAny(_:)")) { [weak self] action in self?.optionalAny(action.sender) }, for: .touchUpInside)"#))
        #expect(lines.contains(#"c.addAction(UIAction(identifier: UIAction.Identifier("maybeButton(_:)")) { [weak self] action in self?.maybeButton(action.sender as? UIButton) }, for: .touchUpInside)"#))
        #expect(lines.contains(#"c.addAction(UIAction(identifier: UIAction.Identifier("model.changed(sender:)")) { [weak model] action in model?.changed(sender: action.sender as! UISlider) }, for: .valueChanged)"#))
        #expect(lines.contains(#"c.addAction(UIAction(identifier: UIAction.Identifier("self.coordinator.go")) { [weak target = self.coordinator] _ in target?.go() }, for: .touchUpInside)"#))
    }

    @Test func theAppDelegatesEntryPointBecomesSimulatorKitsMain() {
        let result = port("""
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
        #expect(result.source == """
            import UIModel
            import SimulatorKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """)
    }

    @Test func aMainFileCallingUIApplicationMainImportsSimulatorKit() {
        let result = port("""
            import UIKit

            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv,
                              NSStringFromClass(MyApplication.self), NSStringFromClass(AppDelegate.self))
            """)
        #expect(result.source == """
            import UIModel
            import SimulatorKit

            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv,
                              NSStringFromClass(MyApplication.self), NSStringFromClass(AppDelegate.self))
            """)
    }

    @Test func selfInAStoredPropertysInitializerIsTheResponderChain() {
        let result = port("""
            import UIKit
            final class AddingView: UIView {
                let registerButton: UIButton = {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(registerTouched), for: .touchUpInside)
                    return button
                }()
                lazy var cancelButton: UIButton = {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(cancelTouched), for: .touchUpInside)
                    return button
                }()
                @objc func registerTouched() {}
                @objc func cancelTouched() {}
            }
            """)
        #expect(result.source.contains("button.addTarget(nil, action: Selector(\"registerTouched\"), for: .touchUpInside)"),
                "`self` there is the method NSObject.self: UIKit sends up the responder chain")
        #expect(result.source.contains("button.addAction(UIAction(identifier: UIAction.Identifier(\"cancelTouched\")) { [weak self]"),
                "in a lazy property `self` is the instance")
        #expect(result.findings.isEmpty)
    }

    @Test func whatNeedsTheObjectiveCRuntimeIsReportedByLineAndLeftAsItWas() throws {
        let url = Self.fixtures.appendingPathComponent("Unportable/LegacyBridge.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let result = port(source)
        let expected: [(line: Int, start: String)] = [
            (4, "an optional protocol requirement"), (16, "responds(to:) asks"), (19, "key-value observing needs"),
            (20, "a timer's userInfo has no block form"), (22, "removeObserver(_:) does not remove block observers"),
        ]
        #expect(result.findings.count == expected.count)
        for (finding, (line, start)) in zip(result.findings, expected) {
            #expect(finding.line == line && finding.message.hasPrefix(start), "\(finding)")
        }
        for line in ["NSSelectorFromString(name)", "addTarget(nil, action: Selector(\"finish\"), for: .touchUpInside)", "responds(to:", "#keyPath(progress)", "userInfo: [\"step\": 1]"] {
            #expect(result.source.contains(line), "\(line) is left as it was")
        }
        #expect(result.source.contains("addObserver(forName: .NSSystemClockDidChange"), "the plain observer is still ported")
    }

    @Test func aSelectorNamingNoKnownMethodIsReportedNotGuessed() {
        let result = port("class A { func wire(_ b: UIButton) { b.addTarget(self, action: #selector(elsewhere), for: .touchUpInside) } }")
        #expect(!result.didChange)
        #expect(result.findings.count == 1 && result.findings[0].message.contains("names no method declared"))
    }

    @Test func aFileThatDoesNotParseIsReportedAndLeftUnchanged() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Broken.swift")
        let source = "import UIKit\n\nclass Broken {\n    func f( {\n}\n"
        try source.write(to: file, atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [folder.path]).run { lines.append($0) }
        #expect(summary.unparsable == 1 && summary.changedFiles == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        #expect(lines.first?.hasPrefix("\(file.path):4:") == true && lines.first?.contains(": error: ") == true)
    }

    @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("A.swift")
        let source = "import UIKit\n\nclass A { @IBOutlet var v: UIView! }\n"
        try source.write(to: file, atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [file.path], check: true).run { lines.append($0) }
        #expect(summary.changedFiles == 1 && summary.changes == 2)
        #expect(lines == [
            "\(file.path):1: would change: import UIKit → import UIModel",
            "\(file.path):3: would change: removed @IBOutlet",
            "1 Swift file: 1 would change (2 rewrites), 0 left for you, 0 not parsed",
        ])
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        _ = try PortRun(paths: [file.path]).run { _ in }
        #expect(try String(contentsOf: file, encoding: .utf8) == "import UIModel\n\nclass A { var v: UIView! }\n", "in place")
    }

    @Test func foldersWithoutSwiftFilesAndMissingPathsAreClearErrors() throws {
        let empty = try temporaryFolder()
        try "# notes".write(to: empty.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(throws: PortRun.Failure.noSwiftFiles(empty.path)) { try PortRun(paths: [empty.path]).run { _ in } }
        #expect(throws: PortRun.Failure.missing("/no/such/folder")) { try PortRun(paths: ["/no/such/folder"]).run { _ in } }
        #expect(PortRun.Failure.noSwiftFiles("x").description == "no Swift files in x")
    }
}
