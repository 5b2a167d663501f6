import Foundation

/// How the device is held (UIKit's `UIDeviceOrientation`). Landscape left is the device turned
/// with its top to the left (the home button or indicator on the right).
nonisolated public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// How the interface is drawn (UIKit's `UIInterfaceOrientation`). The device's landscape left is
/// the interface's landscape right, as in UIKit: the content turns the other way.
nonisolated public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation of a device held in `orientation` (nil: face up or down, unknown).
    init?(_ orientation: UIDeviceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: return nil
        }
    }
}

extension UIScreen {
    /// How the interface is drawn on this screen: the device's orientation while it is a valid
    /// interface orientation matching the screen's shape, else portrait or landscape by the shape
    /// (what a window scene and the status bar report).
    var interfaceOrientation: UIInterfaceOrientation {
        let landscape = bounds.width > bounds.height
        if let held = UIInterfaceOrientation(UIDevice.current.orientation), held.isLandscape == landscape { return held }
        return landscape ? .landscapeRight : .portrait
    }
}

/// The interface orientations a controller supports (UIKit's `UIInterfaceOrientationMask`).
nonisolated public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
