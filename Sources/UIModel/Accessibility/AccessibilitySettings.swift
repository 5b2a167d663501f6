import Foundation

/// The accessibility values an app set on a view (nil: the view's default).
nonisolated struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
}
