import Foundation
import SimulatorKit
import UIModel

/// The device a view controller is snapshotted on, and traits on top of the device's (as
/// swift-snapshot-testing's UIKit `ViewImageConfig`): `.iPhone15`, `.iPhone15(.landscape)`, `.iPadPro11`.
nonisolated public struct ViewImageConfig: Sendable {
    nonisolated public enum Orientation: Sendable { case landscape, portrait }

    public var device: DevicePreset
    public var traits: UITraitCollection

    public init(device: DevicePreset, traits: UITraitCollection = UITraitCollection()) {
        self.device = device
        self.traits = traits
    }

    static func on(_ device: DevicePreset, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: orientation == .landscape ? device.landscape : device)
    }

    public static let iPhoneSE = ViewImageConfig.iPhoneSE(.portrait)
    public static func iPhoneSE(_ orientation: Orientation) -> ViewImageConfig { on(.iPhoneSE, orientation) }
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { on(.iPhone15, orientation) }
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { on(.iPhone15ProMax, orientation) }
    public static let iPadMini = ViewImageConfig.iPadMini(.portrait)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { on(.iPadMini, orientation) }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.portrait)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { on(.iPadPro11, orientation) }
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.portrait)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { on(.iPadPro12_9, orientation) }
}
