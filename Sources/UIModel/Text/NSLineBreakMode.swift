import Foundation

/// How a label wraps and truncates its lines (UIKit's `NSLineBreakMode`).
nonisolated public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal alignment of text (UIKit's `NSTextAlignment`).
nonisolated public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
