import Foundation
import SimulatorCore
import UIModel

/// The screen a view controller is snapshotted on, as swift-snapshot-testing's UIKit
/// `ViewImageConfig`: its safe area, its size and the traits on top of the device's. Upstream's
/// presets are here with upstream's geometry (`.iPhoneSe`, `.iPhoneX`, `.iPhone13Pro(.landscape)`,
/// `.iPadPro11(.landscape(splitView: .oneThird))`, ...), `init(safeArea:size:traits:)` builds any
/// other, and this project's own devices keep their names (`.iPhoneSE` is the 375 × 667 iPhone SE,
/// `.iPhone15`, `.iPhone15ProMax`, `.iPadMini6`, `.iPad13`).
nonisolated public struct ViewImageConfig: Sendable {
    nonisolated public enum Orientation: Sendable { case landscape, portrait }
    /// An iPad's orientation and the part of the screen the app has in Split View.
    nonisolated public enum TabletOrientation: Sendable {
        nonisolated public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
        nonisolated public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The screen's size in points (nil: an iPhone 15's).
    public var size: CGSize?
    public var traits: UITraitCollection
    /// A preset of this project's the configuration was made from (its name shows in the window).
    private var preset: DevicePreset?

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// One of this project's devices (`DevicePreset`), with traits on top.
    public init(device: DevicePreset, traits: UITraitCollection = UITraitCollection()) {
        safeArea = device.deviceInsets.safeAreaInsets(statusBarHidden: false)
        size = device.size
        self.traits = traits
        preset = device
    }

    /// The simulated device the snapshot runs on: the preset it was made from (while its size and
    /// safe area are unchanged), else a screen of `size` with `safeArea` (the top as a status
    /// bar, a bottom as a home indicator), an iPad's when the traits say so, at the traits'
    /// display scale (the recording simulator's when they give none: `SnapshotHostScale`).
    public var device: DevicePreset {
        let size = self.size ?? DevicePreset.iPhone15.size
        if let preset, preset.size == size, preset.deviceInsets.safeAreaInsets(statusBarHidden: false) == safeArea { return preset }
        let landscape = size.width > size.height
        let insets = DeviceInsets(hardware: safeArea, statusBarHeight: safeArea.top, statusBarInset: safeArea.top,
                                  hasHomeIndicator: safeArea.bottom > 0)
        return DevicePreset(name: "snapshot-config", displayName: "\(Int(size.width)) × \(Int(size.height)) pt",
                            portraitSize: landscape ? CGSize(width: size.height, height: size.width) : size,
                            scale: traits.displayScale > 0 ? traits.displayScale : (try? SnapshotHostScale.current()) ?? SnapshotHostScale.standard,
                            idiom: traits.userInterfaceIdiom == .pad ? .pad : .phone,
                            hardware: .custom(portrait: insets, landscape: insets), isLandscape: landscape)
    }

    /// The screen swift-snapshot-testing's window gives `controller` on this configuration (one
    /// of upstream's or made with `init(safeArea:size:traits:)`; this project's devices keep
    /// theirs). Upstream's window drops a navigation controller's top safe area and is that much
    /// shorter; a tab bar controller's bottom one, and its top one too when its selected tab is a
    /// navigation controller; and a 20 pt status bar's when the controller hides the status bar.
    func upstreamWindow(for controller: UIViewController) -> ViewImageConfig {
        guard preset == nil else { return self }
        var config = self
        var size = config.size ?? DevicePreset.iPhone15.size
        func dropTop() { size.height -= config.safeArea.top; config.safeArea.top = 0 }
        if controller is UINavigationController {
            dropTop()
        } else if let tabs = controller as? UITabBarController {
            size.height -= config.safeArea.bottom
            config.safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController { dropTop() }
        }
        if config.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), controller.prefersStatusBarHidden {
            config.safeArea = .zero
        }
        config.size = size
        return config
    }

    /// The pixel scale of a snapshot on this configuration with `traits` on top: the traits'
    /// display scale, else the configuration's, else one of this project's devices' own, else
    /// the recording simulator's.
    func renderScale(traits extra: UITraitCollection) throws -> CGFloat {
        if extra.displayScale > 0 { return extra.displayScale }
        if traits.displayScale <= 0, let preset { return preset.scale }
        return try SnapshotHostScale.scale(for: traits)
    }

    // MARK: This project's devices

    static func on(_ device: DevicePreset, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: orientation == .landscape ? device.landscape : device)
    }

    /// The 375 × 667 pt iPhone SE (2nd and 3rd generation); upstream's `.iPhoneSe` is the 1st.
    public static let iPhoneSE = ViewImageConfig.iPhoneSE(.portrait)
    public static func iPhoneSE(_ orientation: Orientation) -> ViewImageConfig { on(.iPhoneSE, orientation) }
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { on(.iPhone15, orientation) }
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { on(.iPhone15ProMax, orientation) }
    /// The 744 × 1133 pt iPad mini (6th generation); upstream's `.iPadMini` is the 768 × 1024 one.
    public static let iPadMini6 = ViewImageConfig.iPadMini6(.portrait)
    public static func iPadMini6(_ orientation: Orientation) -> ViewImageConfig { on(.iPadMini, orientation) }
    /// The 1024 × 1366 pt iPad Pro 12.9" with a home indicator; upstream's `.iPadPro12_9` is the
    /// model with a home button.
    public static let iPad13 = ViewImageConfig.iPad13(.portrait)
    public static func iPad13(_ orientation: Orientation) -> ViewImageConfig { on(.iPadPro12_9, orientation) }
}
