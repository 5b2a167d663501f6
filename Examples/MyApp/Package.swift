// swift-tools-version: 6.1
// An app written as a user of the simulator writes one: its own package, depending on the
// simulator by path (or by its git URL), with UIKit code that imports UIModel instead of UIKit.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "UIModelSimulator", path: "../.."),
    ],
    targets: [
        // The app's screens and images: `UIImage(named: "Heart", in: .module, compatibleWith: nil)`.
        // Its trailer plays with AVFoundation and AVKit, imported as on iOS.
        .target(name: "MyAppUI", dependencies: [.product(name: "UIModel", package: "UIModelSimulator"),
                                                .product(name: "AVKit", package: "UIModelSimulator")],
                resources: [.process("Media.xcassets"), .process("Media")]),
        // `swift run MyApp`: the app in the simulator's window (or --headless).
        .executableTarget(name: "MyApp", dependencies: ["MyAppUI",
            .product(name: "UIModel", package: "UIModelSimulator"),
            .product(name: "SimulatorKit", package: "UIModelSimulator")]),
        // `swift test`: snapshot and interaction tests, side by side.
        .testTarget(name: "MyAppUITests", dependencies: ["MyAppUI",
            .product(name: "UIModelSnapshotTesting", package: "UIModelSimulator"),
            .product(name: "UIModelTesting", package: "UIModelSimulator")],
            exclude: ["__Snapshots__"]),
    ]
    // Swift 6 language mode (the tools version's default), as `swift package init` makes today:
    // UIKit's types are `@MainActor`, the tests are too.
)
