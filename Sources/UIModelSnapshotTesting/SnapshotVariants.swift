import Foundation
import SimulatorCore
import SnapshotTesting
import UIModel

/// A matrix of snapshot configurations — devices × orientations × light/dark × text sizes ×
/// language directions — for one `assertSnapshots` call that writes one reference per variant,
/// named after it (`iphone-se-portrait-dark-L-ltr`).
nonisolated public struct SnapshotVariants: Sendable {
    public var devices: [DevicePreset]
    public var orientations: [ViewImageConfig.Orientation]
    public var styles: [UIUserInterfaceStyle]
    public var contentSizes: [UIContentSizeCategory]
    public var directions: [UITraitEnvironmentLayoutDirection]

    public init(devices: [DevicePreset] = [.iPhone15], orientations: [ViewImageConfig.Orientation] = [.portrait],
                styles: [UIUserInterfaceStyle] = [.light], contentSizes: [UIContentSizeCategory] = [.large],
                directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight]) {
        self.devices = devices
        self.orientations = orientations
        self.styles = styles
        self.contentSizes = contentSizes
        self.directions = directions
    }

    /// The matrix from names, each of one dimension: device presets (`iphone-se`, `ipad-pro-11`,
    /// …), `portrait` / `landscape`, `light` / `dark`, text sizes (`XS` … `XXXL`, `AX1` … `AX5`),
    /// `ltr` / `rtl`. A dimension no name mentions keeps its default (iPhone 15, portrait, light,
    /// L, left to right). An unknown name is an error that lists the valid ones.
    public init(named names: [String]) throws {
        self.init()
        var devices: [DevicePreset] = [], orientations: [ViewImageConfig.Orientation] = [], styles: [UIUserInterfaceStyle] = []
        var sizes: [UIContentSizeCategory] = [], directions: [UITraitEnvironmentLayoutDirection] = []
        for name in names {
            if let o = Self.orientationNames.first(where: { $0.value == name.lowercased() })?.key { orientations.append(o) }
            else if let s = Self.styleNames.first(where: { $0.value == name.lowercased() })?.key { styles.append(s) }
            else if let d = Self.directionNames.first(where: { $0.value == name.lowercased() })?.key { directions.append(d) }
            else if let c = UIContentSizeCategory(shortName: name) { sizes.append(c) }
            else if !name.lowercased().hasSuffix(DevicePreset.landscapeSuffix), let p = DevicePreset.named(name) { devices.append(p) }
            else { throw SimulatorError.usage("unknown snapshot variant '\(name)'; valid variants: \(Self.validNames.joined(separator: ", "))") }
        }
        if !devices.isEmpty { self.devices = devices }
        if !orientations.isEmpty { self.orientations = orientations }
        if !styles.isEmpty { self.styles = styles }
        if !sizes.isEmpty { self.contentSizes = sizes }
        if !directions.isEmpty { self.directions = directions }
    }

    static let orientationNames: [ViewImageConfig.Orientation: String] = [.portrait: "portrait", .landscape: "landscape"]
    static let styleNames: [UIUserInterfaceStyle: String] = [.light: "light", .dark: "dark", .unspecified: "unspecified"]
    static let directionNames: [UITraitEnvironmentLayoutDirection: String] = [.leftToRight: "ltr", .rightToLeft: "rtl"]

    /// Every name `init(named:)` takes.
    public static var validNames: [String] {
        DevicePreset.all.map(\.name) + ["portrait", "landscape", "light", "dark"] + UIContentSizeCategory.shortNames + ["ltr", "rtl"]
    }

    /// Each variant's name, device configuration and traits, in matrix order.
    public var all: [(name: String, config: ViewImageConfig, traits: UITraitCollection)] {
        var out: [(String, ViewImageConfig, UITraitCollection)] = []
        for device in devices {
            for orientation in orientations {
                for style in styles {
                    for size in contentSizes {
                        for direction in directions {
                            let name = [device.name, Self.orientationNames[orientation]!, Self.styleNames[style] ?? "style",
                                        size.shortName, Self.directionNames[direction] ?? "direction"].joined(separator: "-")
                            let traits = UITraitCollection(traitsFrom: [
                                UITraitCollection(userInterfaceStyle: style), UITraitCollection(preferredContentSizeCategory: size),
                                UITraitCollection(layoutDirection: direction),
                            ])
                            out.append((name, ViewImageConfig(device: orientation == .landscape ? device.landscape : device), traits))
                        }
                    }
                }
            }
        }
        return out
    }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, SnapshotFrame> {
    /// One `.image(on:traits:)` strategy per variant of the matrix, keyed by the variant's name:
    /// `assertSnapshots(of: vc, as: .variants(SnapshotVariants(devices: [.iPhoneSE, .iPadPro11], styles: [.light, .dark])))`
    /// writes `test.iphone-se-portrait-light-L-ltr.png` and the rest.
    public static func variants(_ matrix: SnapshotVariants, precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        var out: Self = [:]
        for v in matrix.all {
            out[v.name] = .image(on: v.config, precision: precision, perceptualPrecision: perceptualPrecision, traits: v.traits)
        }
        return out
    }

    /// The matrix from variant names (`["iphone-se", "ipad-pro-11", "dark", "light", "AX1"]`);
    /// an unknown name throws, listing the valid ones.
    public static func variants(named names: [String], precision: Float = 1, perceptualPrecision: Float = 1) throws -> Self {
        variants(try SnapshotVariants(named: names), precision: precision, perceptualPrecision: perceptualPrecision)
    }
}
