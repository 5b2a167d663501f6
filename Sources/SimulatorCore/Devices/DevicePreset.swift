import Foundation
import UIModel
import SimulatorRendering

/// A simulated device: its portrait screen size in points, pixel scale and idiom, in an orientation.
nonisolated public struct DevicePreset: Equatable, Sendable {
    nonisolated public enum Idiom: String, Sendable { case phone, pad }
    /// What sits around the screen: a home button (status bar only), a Dynamic Island with a
    /// home indicator, an iPad's bezel with a home indicator, or given insets per orientation
    /// (a notch of another size, an iPad with a home button, a snapshot configuration's).
    nonisolated public enum Hardware: Equatable, Sendable {
        case homeButton, dynamicIsland, padBezel
        case custom(portrait: DeviceInsets, landscape: DeviceInsets)
    }

    public let name: String
    public let displayName: String
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let idiom: Idiom
    public var isLandscape: Bool
    public let hardware: Hardware

    /// The presets, with Apple's published screen sizes in points and scale factors.
    public static let all: [DevicePreset] = simulatorPresets + UpstreamDevices.presets

    /// The simulator's own devices (the window's keys 1 to 9 pick the first nine), without the
    /// older ones swift-snapshot-testing's presets describe.
    public static let simulatorPresets: [DevicePreset] = [
        DevicePreset(name: "iphone-se", displayName: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
                     hardware: .homeButton),
        DevicePreset(name: "iphone-15", displayName: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3, idiom: .phone),
        DevicePreset(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3, idiom: .phone),
        DevicePreset(name: "ipad-mini", displayName: "iPad mini", portraitSize: CGSize(width: 744, height: 1133), scale: 2, idiom: .pad),
        DevicePreset(name: "ipad-pro-11", displayName: "iPad Pro 11\"", portraitSize: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad),
        DevicePreset(name: "ipad-pro-12-9", displayName: "iPad Pro 12.9\"", portraitSize: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad),
        // iPad multitasking windows, as the app sees them in a landscape iPad Pro 11" (834 pt tall).
        DevicePreset(name: "ipad-slide-over", displayName: "iPad Slide Over", portraitSize: CGSize(width: 320, height: 834), scale: 2, idiom: .pad),
        DevicePreset(name: "ipad-split-third", displayName: "iPad 1/3 split", portraitSize: CGSize(width: 375, height: 834), scale: 2, idiom: .pad),
        DevicePreset(name: "ipad-split-half", displayName: "iPad 1/2 split", portraitSize: CGSize(width: 592, height: 834), scale: 2, idiom: .pad),
        DevicePreset(name: "ipad-split-two-thirds", displayName: "iPad 2/3 split", portraitSize: CGSize(width: 790, height: 834), scale: 2, idiom: .pad),
        // The 1/2 split of the 12.9" iPad Pro in landscape (1366 / 2 − the divider).
        DevicePreset(name: "ipad-pro-12-9-split-half", displayName: "iPad Pro 12.9\" 1/2 split", portraitSize: CGSize(width: 678, height: 1024), scale: 2, idiom: .pad),
    ]

    public static let defaultName = "iphone-15"

    // The presets by name, for Swift callers (tests, the driver, snapshot configs).
    public static var iPhoneSE: DevicePreset { named("iphone-se")! }
    public static var iPhone15: DevicePreset { named("iphone-15")! }
    public static var iPhone15ProMax: DevicePreset { named("iphone-15-pro-max")! }
    public static var iPadMini: DevicePreset { named("ipad-mini")! }
    public static var iPadPro11: DevicePreset { named("ipad-pro-11")! }
    public static var iPadPro12_9: DevicePreset { named("ipad-pro-12-9")! }

    /// This device turned to landscape (itself when it already is).
    public var landscape: DevicePreset {
        var p = self
        p.isLandscape = true
        return p
    }
    public static let landscapeSuffix = "-landscape"

    public init(name: String, displayName: String, portraitSize: CGSize, scale: CGFloat, idiom: Idiom, hardware: Hardware? = nil,
                isLandscape: Bool = false) {
        self.name = name; self.displayName = displayName; self.portraitSize = portraitSize
        self.scale = scale; self.idiom = idiom; self.isLandscape = isLandscape
        self.hardware = hardware ?? (idiom == .pad ? .padBezel : .dynamicIsland)
    }

    /// Every accepted name: each preset, and each with "-landscape".
    public static var validNames: [String] { names(of: all) }
    /// The simulator's own devices' names, each also with "-landscape".
    public static var simulatorNames: [String] { names(of: simulatorPresets) }
    private static func names(of presets: [DevicePreset]) -> [String] { presets.flatMap { [$0.name, $0.name + landscapeSuffix] } }

    public static func named(_ name: String) -> DevicePreset? {
        var base = name.lowercased()
        var landscape = false
        if base.hasSuffix(landscapeSuffix) { base.removeLast(landscapeSuffix.count); landscape = true }
        guard var p = all.first(where: { $0.name == base }) else { return nil }
        p.isLandscape = landscape
        return p
    }

    /// What the hardware and system bars cover in the current orientation, as Apple's devices
    /// report their safe areas (their safeAreaInsets in Apple's Simulator, iOS 17): the iPhone 15
    /// class has a Dynamic Island (59 pt at the top in portrait, 59 pt at the sides in landscape,
    /// where iPhones show no status bar) and a home indicator (34 pt, 21 pt in landscape); the
    /// iPhone SE a 20 pt status bar in portrait only; iPads a 24 pt status bar and a 20 pt home
    /// indicator in both orientations (their multitasking windows as well).
    public var deviceInsets: DeviceInsets {
        switch (hardware, isLandscape) {
        case (.custom(let portrait, let landscape), _):
            return isLandscape ? landscape : portrait
        case (.padBezel, _):
            return DeviceInsets(hardware: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
                                statusBarInset: 24, hasHomeIndicator: true)
        case (.homeButton, false):
            return DeviceInsets(hardware: .zero, statusBarHeight: 20, statusBarInset: 20, hasHomeIndicator: false)
        case (.homeButton, true):
            return .none
        case (.dynamicIsland, false):
            return DeviceInsets(hardware: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54,
                                statusBarInset: 59, hasHomeIndicator: true)
        case (.dynamicIsland, true):
            return DeviceInsets(hardware: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 0,
                                statusBarInset: 0, hasHomeIndicator: true)
        }
    }

    /// The screen size in points in the current orientation.
    public var size: CGSize {
        isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The full name, with "-landscape" when rotated.
    public var fullName: String { isLandscape ? name + Self.landscapeSuffix : name }

    public func rotated() -> DevicePreset {
        var p = self
        p.isLandscape.toggle()
        return p
    }
}
