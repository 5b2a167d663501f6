import Foundation

/// The names of Core Animation's value functions.
nonisolated public struct CAValueFunctionName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three numbers: x, y and z scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three numbers: x, y and z translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns an animation's numbers into a transform: a `transform` animation whose values are
/// angles (`rotateZ`: a turn past 2π animates as a turn past 2π), scales or translations.
nonisolated open class CAValueFunction: NSObject {
    nonisolated deinit {}
    open private(set) var name: CAValueFunctionName = .rotateZ

    /// An unknown name gives nil, as Core Animation's does. A convenience, as Core Animation's
    /// (its `+functionWithName:`).
    public convenience init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.init()
        self.name = name
    }

    /// The components of a transform's decomposition the function's numbers set (the others
    /// are the identity's).
    nonisolated var components: [Int] {
        let r = DecomposedTransform.rotation, s = DecomposedTransform.scale, t = DecomposedTransform.translation
        switch name {
        case .rotateX: return [r]
        case .rotateY: return [r + 1]
        case .rotateZ: return [r + 2]
        case .scale: return [s, s + 1, s + 2]
        case .scaleX: return [s]
        case .scaleY: return [s + 1]
        case .scaleZ: return [s + 2]
        case .translate: return [t, t + 1, t + 2]
        case .translateX: return [t]
        case .translateY: return [t + 1]
        default: return [t + 2]
        }
    }

    /// A value (a number, or an array of numbers for `scale` / `translate`) as the transform's
    /// numbers; nil when it is of the wrong type.
    nonisolated func vector(_ value: Any?) -> AnimatableVector? {
        guard let value else { return nil }
        var v = DecomposedTransform.vector(CATransform3D.identity)
        let numbers: [CGFloat]
        if let list = value as? [Any] { numbers = list.compactMap(AnimationKeyPath.number) } else { numbers = AnimationKeyPath.number(value).map { [$0] } ?? [] }
        let slots = components
        guard numbers.count == slots.count || (numbers.count == 1 && slots.count == 3) else { return nil }
        for (i, slot) in slots.enumerated() { v[slot] = numbers.count == 1 ? numbers[0] : numbers[i] }
        return v
    }
}
