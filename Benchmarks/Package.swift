// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The simulator package is the folder above; a path dependency is named after its folder,
// which depends on where the repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SimulatorKit", package: root.lastPathComponent),
                .product(name: "UIModel", package: root.lastPathComponent),
                .product(name: "Demos", package: root.lastPathComponent),
                .product(name: "UIModelSnapshotTesting", package: root.lastPathComponent),
                .product(name: "CoreData", package: root.lastPathComponent),
                .product(name: "WebKit", package: root.lastPathComponent),
                .product(name: "AVKit", package: root.lastPathComponent),
            ],
            path: "Benchmarks/FrameBenchmarks",
            // The benchmarks drive UIKit's types, which are on the main actor.
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
