import Foundation

/// UIKit's accessibility functions.
public struct UIAccessibility {
    /// Whether VoiceOver is on: never in the simulator (its accessibility snapshots read the
    /// hierarchy without it).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: never in the simulator.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Smart or Classic Invert is on: never in the simulator, so views draw their own
    /// colours whatever `accessibilityIgnoresInvertColors` says.
    public static var isInvertColorsEnabled: Bool { false }
    /// Posted when Invert Colors is switched (never in the simulator).
    nonisolated public static let invertColorsStatusDidChangeNotification = Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")

    /// A rectangle in `view`'s coordinates, in screen coordinates (what `accessibilityFrame` holds).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
