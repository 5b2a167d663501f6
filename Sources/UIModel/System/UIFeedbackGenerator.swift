import Foundation

/// Haptic feedback. The simulator has no Taptic Engine, as the iOS Simulator has none: the
/// generators exist so that apps run, and every call is honestly a no-op on Linux.
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// Readies the engine for feedback soon (no-op: there is no engine).
    open func prepare() {}
}

/// A physical impact: a tap of `style` (no-op on Linux, as every haptic is).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    nonisolated public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact (no-op on Linux).
    open func impactOccurred() {}
    /// Plays the impact at an intensity from 0 to 1 (no-op on Linux).
    open func impactOccurred(intensity: CGFloat) {}
}

/// The tick of a changing selection, as a picker wheel plays (no-op on Linux).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick (no-op on Linux).
    open func selectionChanged() {}
}

/// Success, warning and error feedback (no-op on Linux).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    nonisolated public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the notification of `notificationType` (no-op on Linux).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
