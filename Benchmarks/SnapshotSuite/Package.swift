// swift-tools-version: 6.1
// A user's snapshot suite at scale (`make bench-snapshots`): an ordinary list screen (a
// navigation bar over an inset-grouped table with a header card and 20 rows) snapshotted
// SNAPSHOT_SUITE_COUNT times (default 100) on an iPhone SE and an iPhone 15. Its sources are
// written against UIKit, in Swift 5 mode, without `@MainActor`, as an iOS suite of before Swift
// 6: the benchmark copies the package, ports it with `uimodel-port` (which marks the suite
// `@MainActor`), builds it for debugging and runs it with plain `swift test`, as a user does.
import PackageDescription

let package = Package(
    name: "SnapshotSuite",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "UIModelSimulator", path: "../..")],
    targets: [
        .target(name: "ListScreen", dependencies: [.product(name: "UIModel", package: "UIModelSimulator")]),
        .testTarget(
            name: "ListScreenTests",
            dependencies: ["ListScreen", .product(name: "UIModelSnapshotTesting", package: "UIModelSimulator")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
