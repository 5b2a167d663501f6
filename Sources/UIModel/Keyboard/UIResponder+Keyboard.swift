import Foundation

/// The software keyboard's notifications, posted on `NotificationCenter.default` as it shows,
/// changes and hides, in iOS's order (will change frame, will show or hide; then did change
/// frame, did show or hide), with its frames in screen coordinates (`NSValue`), the animation's
/// duration and curve (`NSNumber`) and whether the keyboard belongs to this app.
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's `NSValue` conveniences for geometry, as keyboard notifications carry their frames.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }
}
