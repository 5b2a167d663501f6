// swift-tools-version: 6.2
import PackageDescription

// UIKit's types are `@MainActor`, as in the iOS SDK: in the model, the host and the demos every
// declaration is on the main actor unless it says `nonisolated` (value types, colours, fonts,
// images, display lists, and the rasterizing, encoding and comparing of frames).
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// The model, its layout solver, the renderer and the session core are compiled with
// optimization in debug builds too, as an iOS app's tests link an optimized UIKit: a user's
// snapshot suite runs in debug, and unoptimized they took most of each snapshot's time. The
// user's own modules stay unoptimized and debuggable.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "UIModelSimulator",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "UIModel", targets: ["UIModel"]),
        .library(name: "SimulatorKit", targets: ["SimulatorKit"]),
        .library(name: "UIModelSnapshotTesting", targets: ["UIModelSnapshotTesting"]),
        // `.freshRuntime`: a Swift Testing trait that runs each test in a UIModelRuntime of its own.
        .library(name: "UIModelTesting", targets: ["UIModelTesting"]),
        // The demo app's delegate and screens (the Simulator executable; the benchmarks use them).
        .library(name: "Demos", targets: ["Demos"]),
        // Apple's frameworks beside UIKit, each named after Apple's module so an app's imports
        // stay as written.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "AVFAudio", targets: ["AVFAudio"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        // Foundation's predicate format language and key-based sort descriptors, which Linux's
        // Foundation lacks (UIModel and CoreData re-export it).
        .library(name: "UIModelFoundation", targets: ["UIModelFoundation"]),
        .executable(name: "Simulator", targets: ["Simulator"]),
        .executable(name: "simulator-fuzz", targets: ["SimulatorFuzz"]),
        // `swift run uimodel-port <files or folders>`: rewrites UIKit sources to compile against UIModel.
        .executable(name: "uimodel-port", targets: ["UIModelPortCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `make docs`: `swift package generate-documentation` over the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine's publishers, operators and subjects, under Apple's names.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // libdeflate: whole-buffer DEFLATE for the animated PNGs of `--video` (several times zlib's speed).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // xxHash: the XXH64 digests that identify frames, at memory speed in debug builds too.
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // SQLite: Core Data's store, as on iOS.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // WebKitGTK: the web engine under WKWebView (pages painted in software, offscreen).
        .systemLibrary(name: "CWebKitGTK", pkgConfig: "webkit2gtk-4.1", providers: [.apt(["libwebkit2gtk-4.1-dev", "xvfb"])]),
        // WebKitGTK behind a small C interface: views, loads, scripts, snapshots; no GTK type in it.
        // DWARF 4, which valgrind (`make memcheck`) reads; clang's default, DWARF 5, stops it.
        .target(name: "CWebEngine", dependencies: ["CWebKitGTK"], cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // FFmpeg's libraries: the demuxers and decoders under AVFoundation.
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev", "libswresample-dev"])]
        ),
        // FFmpeg behind a small C interface: a file's video frames scaled to BGRA, its sound
        // resampled to float stereo; no FFmpeg type in it. DWARF 4, as CWebEngine.
        .target(
            name: "CMediaDecoder", dependencies: ["CFFmpeg"], cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: ["avformat", "avcodec", "swscale", "swresample", "avutil"].map { .linkedLibrary($0) }
        ),
        // eSpeak NG: the speech synthesizer under AVSpeechSynthesizer.
        .systemLibrary(name: "CESpeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        // eSpeak NG behind a small C interface: an utterance's samples and its words' times.
        .target(name: "CSpeechSynthesis", dependencies: ["CESpeakNG"], cSettings: [.unsafeFlags(["-gdwarf-4"])],
                linkerSettings: [.linkedLibrary("espeak-ng")]),
        // The incremental Cassowary constraint solver under Auto Layout: no UIKit, no Foundation.
        // Swift 5 mode: its errors carry the (non-Sendable) constraints and variables they name.
        .target(name: "Cassowary", swiftSettings: [.swiftLanguageMode(.v5)] + optimizedInDebug),
        // Pure Swift + Foundation: the UIKit-style model. Never imports SDL.
        // Swift 5 mode with Swift 6's complete concurrency checking: the same diagnostics, without
        // Swift 6's run-time isolation check in every closure (the drawing walk's per-view
        // closures made a frame of 1,000 springs 2.3 times slower).
        // Storyboards and xibs read as element trees (Foundation's XMLParser): the model
        // instantiates them, the porter checks their connections against the app's sources.
        .target(name: "InterfaceBuilderFiles"),
        // NSPredicate's format language (parsed, evaluated) and NSSortDescriptor by key, as
        // extensions of Foundation's classes. Not isolated.
        .target(name: "UIModelFoundation"),
        .target(
            name: "UIModel", dependencies: ["Cassowary", "InterfaceBuilderFiles", "UIModelFoundation"],
            swiftSettings: mainActorByDefault + [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")] + optimizedInDebug
        ),
        // The simulator in three layers, each importing only those below it (see the module
        // picture in SimulatorKit's documentation, "Modules"):
        // the renderer: display lists drawn with SDL's software renderer into a window's or an
        // offscreen canvas, text shaped (SDL_ttf, HarfBuzz, FriBidi), PNGs encoded (libdeflate)
        // and frames digested (xxHash). No SDL type in its public API.
        .target(
            name: "SimulatorRendering",
            dependencies: ["UIModel", "CSDL2", "CDeflate", "CXXHash", "CFriBidi"],
            swiftSettings: mainActorByDefault + optimizedInDebug
        ),
        // The core: the session (device, frame pipeline, composer, inspector), scripts, the
        // headless runner, recordings and videos, and the test driver. What a headless render
        // and a user's tests need.
        .target(name: "SimulatorCore", dependencies: ["UIModel", "SimulatorRendering", "CDeflate"], swiftSettings: mainActorByDefault + optimizedInDebug),
        // The app layer: the desktop window, the command line, the app entry points (@main,
        // UIApplicationMain) and fuzzing. Re-exports the layers below. No demo in it.
        .target(
            name: "SimulatorKit",
            dependencies: ["UIModel", "SimulatorCore", "SimulatorRendering", "CSDL2", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: mainActorByDefault
        ),
        // swift-snapshot-testing strategies for users' view controllers, views and running apps.
        .target(
            name: "UIModelSnapshotTesting",
            dependencies: ["UIModel", "SimulatorCore", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: mainActorByDefault
        ),
        // Combine: OpenCombine re-exported, with Combine's Foundation and Dispatch parts of its
        // own on the app's clock. Swift 5 mode: Combine's scheduler contracts predate `Sendable`.
        .target(
            name: "Combine",
            dependencies: ["UIModel", .product(name: "OpenCombine", package: "OpenCombine")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Safari in the app and the mail and message composers, as on a simulator with no network
        // and no accounts.
        .target(name: "SafariServices", dependencies: ["UIModel", "WebKit"], swiftSettings: mainActorByDefault),
        .target(name: "MessageUI", dependencies: ["UIModel"], swiftSettings: mainActorByDefault),
        // Local notifications on the app's clock, the permission alert and the banners.
        .target(name: "UserNotifications", dependencies: ["UIModel"], swiftSettings: mainActorByDefault),
        // The simulated position, the permission alert, regions, and geocoding that fails offline.
        .target(name: "CoreLocation", dependencies: ["UIModel"], swiftSettings: mainActorByDefault),
        // Uniform type identifiers: the system's declared types, their tags and conformances.
        .target(name: "UniformTypeIdentifiers"),
        // The photo library's access alert, and the photo picker over the simulator's library.
        .target(name: "Photos", dependencies: ["UIModel", "ImageIO"], swiftSettings: mainActorByDefault),
        .target(name: "PhotosUI", dependencies: ["Photos", "UIModel"], swiftSettings: mainActorByDefault),
        // Maps drawn from packaged coastline and border data (scripts/ensure-map-data.sh), with
        // annotations, overlays and the user's location; what needs Apple's servers fails offline.
        .target(name: "MapKit", dependencies: ["CoreLocation", "UIModel"], swiftSettings: mainActorByDefault),
        // Image sources and destinations: types, frames of animated GIFs and APNGs, properties,
        // thumbnails; PNG and JPEG written. Not isolated, as ImageIO.
        .target(name: "ImageIO", dependencies: ["UIModel", "CDeflate"]),
        // Core Data: models read from .xcdatamodeld, objects, contexts on their queues, fetched
        // results controllers, and SQLite stores in Core Data's own table layout. Not isolated,
        // as Core Data; Swift 5 mode (its contexts hand objects between queues as iOS's do).
        .target(
            name: "CoreData", dependencies: ["UIModel", "UIModelFoundation", "CSQLite", "InterfaceBuilderFiles"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Web views on WebKitGTK: pages laid out, painted and scripted by WebKit itself, offline.
        .target(name: "WebKit", dependencies: ["UIModel", "CWebEngine"], swiftSettings: mainActorByDefault),
        // Core Media's times and time ranges. Not isolated, as Core Media.
        .target(name: "CoreMedia"),
        // Assets, players, audio players and the session on FFmpeg's decoders; frames shown by
        // the app's clock, sound to the host's audio output. Not isolated, as AVFoundation;
        // Swift 5 mode (its observers and decoding threads predate `Sendable`).
        .target(
            name: "AVFoundation", dependencies: ["UIModel", "CoreMedia", "CMediaDecoder", "CSpeechSynthesis"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // System sounds, as an app imports them (AVFoundation's players underneath).
        .target(name: "AudioToolbox", dependencies: ["AVFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The audio player, recorder and session, as an app imports them on their own.
        .target(name: "AVFAudio", dependencies: ["AVFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The player view controller with iOS's playback controls.
        .target(name: "AVKit", dependencies: ["AVFoundation", "UIModel"], swiftSettings: mainActorByDefault),
        // The demo app: an app like any user's, on the public API only.
        .target(
            name: "Demos", dependencies: ["UIModel", "MapKit", "CoreData", "WebKit", "AVKit", "SimulatorCore"],
            resources: [.process("Storyboard/Garden.storyboard"), .process("Notes/Notes.xcdatamodeld"), .copy("Web/Pages"), .copy("Media/Clips")],
            swiftSettings: mainActorByDefault
        ),
        .executableTarget(name: "Simulator", dependencies: ["Demos", "SimulatorKit"], swiftSettings: mainActorByDefault),
        // `make fuzz`: seeded random scripts through the test driver, failures shrunk.
        .executableTarget(
            name: "SimulatorFuzz",
            dependencies: [
                "SimulatorKit", "Demos", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The porter: swift-syntax rewrites of target-action, Interface Builder attributes, literals.
        .target(
            name: "UIModelPort",
            dependencies: [
                "InterfaceBuilderFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            // UIModel's public names, which `--report` compares an app's code with.
            resources: [.copy("Resources/UIModelSurface.txt")]
        ),
        .executableTarget(
            name: "UIModelPortCommand",
            dependencies: ["UIModelPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "UIModelFoundationTests", dependencies: ["UIModelFoundation"]),
        // Core Data on its SQLite store, with the models in its resources as an app declares them.
        .testTarget(
            name: "CoreDataTests", dependencies: ["CoreData", "UIModel", "UIModelTesting"],
            resources: [.copy("Models")], swiftSettings: mainActorByDefault
        ),
        // Web views on WebKitGTK: loads, scripts, messages, panels, input and scrolling.
        .testTarget(name: "WebKitTests", dependencies: ["WebKit", "UIModel", "UIModelTesting"], swiftSettings: mainActorByDefault),
        // Players, assets and sounds on FFmpeg, on the app's clock; media files as an app bundles them.
        .testTarget(
            name: "AVFoundationTests", dependencies: ["AVFoundation", "AVFAudio", "AVKit", "AudioToolbox", "UIModel", "UIModelTesting"],
            resources: [.copy("Media")], swiftSettings: mainActorByDefault
        ),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "UIModel", "UIModelTesting"], swiftSettings: mainActorByDefault),
        // The frameworks beside UIKit in an app's use: Safari, the composers, ...
        .testTarget(
            name: "FrameworkTests",
            dependencies: ["SafariServices", "WebKit", "MessageUI", "UserNotifications", "CoreLocation", "PhotosUI", "UniformTypeIdentifiers", "MapKit", "ImageIO",
                           "UIModel", "UIModelTesting"],
            swiftSettings: mainActorByDefault
        ),
        // The porter on UIKit-style fixtures (never compiled as they are), against its committed output.
        // Also writes UIModel's UIKit coverage article from its sources (swift-syntax).
        // Also checks UIModel's declarations against the iOS SDK's (its built module, read with
        // swift-api-digester, against the table in SDK/).
        .testTarget(
            name: "UIModelPortTests",
            dependencies: [
                "UIModelPort", "UIModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures", "SDK"]
        ),
        // The porter's output for those fixtures, compiled against UIModel, and its behaviour.
        .testTarget(name: "PortedFixtureTests", dependencies: ["UIModel", "UIModelTesting"], swiftSettings: mainActorByDefault),
        // The porter's output for an XCTest suite written before `@MainActor` (Fixtures/XCTest),
        // in Swift 5 mode as its author wrote it: it runs under Linux's XCTest.
        .testTarget(name: "PortedXCTestFixtures", dependencies: ["UIModel"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Its storyboards and xibs are its resources, as an app's are (`Bundle.module`).
        .testTarget(
            name: "UIModelTests", dependencies: ["UIModel", "UIModelTesting", "InterfaceBuilderFiles"],
            resources: [.copy("InterfaceBuilder")], swiftSettings: mainActorByDefault
        ),
        // UIKit's classes subclassed as an app's module does (no @testable): UIKit's open members.
        .testTarget(name: "UserModuleTests", dependencies: ["UIModel", "UIModelTesting"], swiftSettings: mainActorByDefault),
        // The Swift Testing trait that runs each of the model's tests in a fresh UIModelRuntime.
        .target(name: "UIModelTesting", dependencies: ["UIModel"], swiftSettings: mainActorByDefault),
        .testTarget(
            name: "SimulatorTests",
            dependencies: [
                "SimulatorKit", "UIModel", "Demos", "UIModelSnapshotTesting", "ImageIO", "MapKit", "WebKit", "AVKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "iOSReferences"],
            swiftSettings: mainActorByDefault
        ),
    ]
)
