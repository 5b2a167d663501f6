import Foundation

/// How a layer's old drawing gives way to its new one in a `CATransition`.
nonisolated public struct CATransitionType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old drawing fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new drawing slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new drawing pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old drawing slides out, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a moving transition comes from.
nonisolated public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation adds transitions under.
public let kCATransition = "transition"

/// An animation of a layer's whole drawing: added to a layer, it keeps a picture of what the
/// layer draws then, and whatever the layer draws afterwards (new text, sublayers, contents)
/// comes in by `type` from `subtype`'s side, over `duration`.
nonisolated open class CATransition: CAAnimation {
    nonisolated deinit {}
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// The part of the transition shown: from `startProgress` to `endProgress` (0…1).
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let t = other as? CATransition else { return }
        type = t.type; subtype = t.subtype; startProgress = t.startProgress; endProgress = t.endProgress
    }
}
