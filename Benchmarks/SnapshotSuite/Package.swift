// swift-tools-version: 6.1
// A user's snapshot suite at scale (`make bench-snapshots`): an ordinary list screen (navigation
// bar, a header card with a shadow, 20 rows with text and accessories) snapshotted
// SNAPSHOT_SUITE_COUNT times (default 1,000), in a package of its own that depends on the
// simulator by path, built for debugging and run with plain `swift test`, as a user runs it.
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
    ]
)
