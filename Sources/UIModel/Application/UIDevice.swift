import Foundation

/// The device the app runs on: the simulator's, as the host set it up (idiom, orientation).
/// What a simulator has no hardware for answers as Apple's iOS Simulator does (no battery, no
/// proximity sensor).
@preconcurrency @MainActor open class UIDevice: NSObject {
    nonisolated deinit {}
    /// The iOS version the simulator models (its controls, metrics and defaults are iOS 18's).
    package static let modeledSystemVersion = "18.0"

    /// The device of the current runtime (`UIModelRuntime`).
    open class var current: UIDevice { UIModelRuntime.current.device }

    /// Posted when `orientation` changes while orientation notifications are generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// How the device is held: set by the host when it rotates the screen.
    open internal(set) var orientation: UIDeviceOrientation = .portrait
    private var orientationObservers = 0

    override init() { super.init() }

    /// The device's generic name, as iOS 16 and later return it to apps: "iPhone" or "iPad".
    open var name: String { model }
    /// "iPhone" or "iPad", from the screen's idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { Self.modeledSystemVersion }
    /// The screen's idiom: phone or pad, as the host's device preset.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = UIScreen.main.traitCollection.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }
    open var isMultitaskingSupported: Bool { true }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Starts posting `orientationDidChangeNotification`; balanced by
    /// `endGeneratingDeviceOrientationNotifications()`, as in UIKit.
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationObservers = max(0, orientationObservers - 1) }

    /// Whether the app monitors the battery's level and state.
    ///
    /// Stored, no effect here: the simulator has no battery: the level stays unknown (-1) and the state `.unknown`, as in Apple's simulator.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    /// There is no proximity sensor: enabling monitoring leaves it off, as on devices without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }

    /// The keyboard click of a custom input view: the simulator plays no sound (a no-op).
    open func playInputClick() {}

    nonisolated public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// The host turned the device (`UIModelRuntime.setDeviceOrientation`).
    func setOrientation(_ newValue: UIDeviceOrientation) {
        guard newValue != orientation else { return }
        orientation = newValue
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }
}
