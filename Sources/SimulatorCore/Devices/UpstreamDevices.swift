import Foundation
import UIModel
import SimulatorRendering

/// The devices swift-snapshot-testing's `ViewImageConfig` presets describe, with the sizes and
/// safe areas that library gives them (the iOS 11 to 15 devices, and iPads with a home
/// button), so a layout seen in a snapshot test opens in the window on the same device.
nonisolated enum UpstreamDevices {
    /// A notched iPhone: `top` at the top in portrait, at the sides in landscape; the home
    /// indicator's 34 pt in portrait and `landscapeBottom` in landscape.
    static func notch(_ top: CGFloat, landscapeBottom: CGFloat) -> DevicePreset.Hardware {
        .custom(portrait: DeviceInsets(hardware: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0), statusBarHeight: top,
                                       statusBarInset: top, hasHomeIndicator: true),
                landscape: DeviceInsets(hardware: UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
                                        statusBarHeight: 0, statusBarInset: 0, hasHomeIndicator: true))
    }

    /// An iPad with a home button: a 20 pt status bar in both orientations, nothing else.
    static let padHomeButton: DevicePreset.Hardware = {
        let insets = DeviceInsets(hardware: .zero, statusBarHeight: 20, statusBarInset: 20, hasHomeIndicator: false)
        return .custom(portrait: insets, landscape: insets)
    }()

    static let presets: [DevicePreset] = {
        func phone(_ name: String, _ display: String, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat,
                   _ hardware: DevicePreset.Hardware) -> DevicePreset {
            DevicePreset(name: name, displayName: display, portraitSize: CGSize(width: w, height: h), scale: scale, idiom: .phone,
                         hardware: hardware)
        }
        func pad(_ name: String, _ display: String, _ w: CGFloat, _ h: CGFloat, _ hardware: DevicePreset.Hardware) -> DevicePreset {
            DevicePreset(name: name, displayName: display, portraitSize: CGSize(width: w, height: h), scale: 2, idiom: .pad,
                         hardware: hardware)
        }
        let x = notch(44, landscapeBottom: 24), twelve = notch(47, landscapeBottom: 21), mini = notch(50, landscapeBottom: 21)
        return [
            phone("iphone-se-1st-gen", "iPhone SE (1st generation)", 320, 568, 2, .homeButton),
            phone("iphone-8", "iPhone 8", 375, 667, 2, .homeButton),
            phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, 3, .homeButton),
            phone("iphone-x", "iPhone X", 375, 812, 3, x),
            phone("iphone-xr", "iPhone XR", 414, 896, 2, x),
            phone("iphone-xs-max", "iPhone XS Max", 414, 896, 3, x),
            phone("iphone-12", "iPhone 12", 390, 844, 3, twelve),
            phone("iphone-12-pro", "iPhone 12 Pro", 390, 844, 3, twelve),
            phone("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, 3, twelve),
            phone("iphone-13", "iPhone 13", 390, 844, 3, twelve),
            phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, mini),
            phone("iphone-13-pro", "iPhone 13 Pro", 390, 844, 3, twelve),
            phone("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, 3, twelve),
            pad("ipad-mini-5th-gen", "iPad mini (5th generation)", 768, 1024, padHomeButton),
            pad("ipad-9-7", "iPad 9.7\"", 768, 1024, padHomeButton),
            pad("ipad-10-2", "iPad 10.2\"", 810, 1080, padHomeButton),
            pad("ipad-pro-10-5", "iPad Pro 10.5\"", 834, 1112, padHomeButton),
            pad("ipad-pro-12-9-2nd-gen", "iPad Pro 12.9\" (2nd generation)", 1024, 1366, padHomeButton),
        ]
    }()
}
