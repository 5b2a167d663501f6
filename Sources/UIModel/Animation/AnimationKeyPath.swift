import Foundation

/// A key path an explicit animation names: the layer property and which of its numbers the
/// path covers (`position.x`: the first of the position's two), with the values it takes.
nonisolated struct AnimationKeyPath {
    /// How an animation value maps to the components.
    enum Value {
        /// The property's own type (a point, a rect, a transform, a colour, a number).
        case whole
        /// One number for each component of the mask (the same number for all of them:
        /// `transform.scale` scales x, y and z).
        case number
        /// A CGPoint for two components.
        case point
        /// A CGSize for two components.
        case size
    }

    let key: AnimatableKey
    /// The components it sets (bit i: component i); `.max`: all.
    let components: UInt16
    let value: Value
    /// A `transform` animation's value function: its values are numbers made into transforms.
    var function: CAValueFunction?

    private static func bits(_ indices: Int...) -> UInt16 { indices.reduce(0) { $0 | 1 << $1 } }

    /// Every key path this simulator animates. Never changed after it is made, so any thread
    /// may read it (its value functions are immutable too).
    nonisolated(unsafe) static let table: [String: AnimationKeyPath] = {
        var t: [String: AnimationKeyPath] = [:]
        for key in AnimatableKey.allCases { t[key.keyPath] = AnimationKeyPath(key: key, components: .max, value: .whole) }
        func part(_ path: String, _ key: AnimatableKey, _ mask: UInt16, _ value: Value) {
            t[path] = AnimationKeyPath(key: key, components: mask, value: value)
        }
        part("position.x", .position, bits(0), .number)
        part("position.y", .position, bits(1), .number)
        part("anchorPoint.x", .anchorPoint, bits(0), .number)
        part("anchorPoint.y", .anchorPoint, bits(1), .number)
        part("bounds.origin", .bounds, bits(0, 1), .point)
        part("bounds.origin.x", .bounds, bits(0), .number)
        part("bounds.origin.y", .bounds, bits(1), .number)
        part("bounds.size", .bounds, bits(2, 3), .size)
        part("bounds.size.width", .bounds, bits(2), .number)
        part("bounds.size.height", .bounds, bits(3), .number)
        part("shadowOffset.width", .shadowOffset, bits(0), .number)
        part("shadowOffset.height", .shadowOffset, bits(1), .number)
        let tr = DecomposedTransform.translation, sc = DecomposedTransform.scale, rot = DecomposedTransform.rotation
        part("transform.translation", .transform, bits(tr, tr + 1), .size)
        part("transform.translation.x", .transform, bits(tr), .number)
        part("transform.translation.y", .transform, bits(tr + 1), .number)
        part("transform.translation.z", .transform, bits(tr + 2), .number)
        part("transform.scale", .transform, bits(sc, sc + 1, sc + 2), .number)
        part("transform.scale.x", .transform, bits(sc), .number)
        part("transform.scale.y", .transform, bits(sc + 1), .number)
        part("transform.scale.z", .transform, bits(sc + 2), .number)
        part("transform.rotation", .transform, bits(rot + 2), .number)
        part("transform.rotation.x", .transform, bits(rot), .number)
        part("transform.rotation.y", .transform, bits(rot + 1), .number)
        part("transform.rotation.z", .transform, bits(rot + 2), .number)
        return t
    }()

    static func named(_ path: String?) -> AnimationKeyPath? { path.flatMap { table[$0] } }

    /// `value` as the property's numbers: the components it covers set, the others from
    /// `base`. Nil when the value is of the wrong type.
    func vector(_ value: Any?, base: AnimatableVector) -> AnimatableVector? {
        guard let value else { return nil }
        if let function { return function.vector(value) }
        switch self.value {
        case .whole:
            return Self.wholeVector(value, for: key)
        case .number:
            guard let n = Self.number(value) else { return nil }
            var v = base
            for i in 0..<v.count where components & (1 << i) != 0 { v[i] = n }
            return v
        case .point, .size:
            let pair: (CGFloat, CGFloat)
            if let p = value as? CGPoint { pair = (p.x, p.y) } else if let s = value as? CGSize { pair = (s.width, s.height) } else { return nil }
            var v = base, first = true
            for i in 0..<v.count where components & (1 << i) != 0 { v[i] = first ? pair.0 : pair.1; first = false }
            return v
        }
    }

    /// A key path's value as Core Animation hands it out (the inverse of a whole vector).
    static func value(_ v: AnimatableVector, for key: AnimatableKey) -> Any {
        switch key {
        case .position, .anchorPoint, .startPoint, .endPoint: return CGPoint(x: v[0], y: v[1])
        case .bounds, .contentsRect: return CALayer.rect(v)
        case .transform: return DecomposedTransform.transform(v)
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor:
            return CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        case .path, .colors, .locations, .contents: return v[0]
        case .shadowOffset: return CGSize(width: v[0], height: v[1])
        case .opacity, .shadowOpacity: return Float(v[0])
        case .cornerRadius, .borderWidth, .strokeStart, .strokeEnd, .zPosition, .shadowRadius, .lineWidth: return v[0]
        }
    }

    static func number(_ n: Any) -> CGFloat? {
        if let d = n as? CGFloat { return d }
        if let d = n as? Double { return CGFloat(d) }
        if let f = n as? Float { return CGFloat(f) }
        if let i = n as? Int { return CGFloat(i) }
        if let n = n as? NSNumber { return CGFloat(n.doubleValue) }
        return nil
    }

    private static func wholeVector(_ value: Any, for key: AnimatableKey) -> AnimatableVector? {
        switch key {
        case .position, .anchorPoint, .startPoint, .endPoint:
            guard let p = value as? CGPoint else { return nil }
            return AnimatableVector(p.x, p.y)
        case .shadowOffset:
            guard let s = value as? CGSize else { return nil }
            return AnimatableVector(s.width, s.height)
        case .bounds, .contentsRect:
            guard let r = value as? CGRect else { return nil }
            return CALayer.vector(r)
        case .transform:
            if let t = value as? CATransform3D { return DecomposedTransform.vector(t) }
            if let t = value as? CGAffineTransform { return DecomposedTransform.vector(t) }
            return nil
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor:
            if let c = value as? CGColor { return CALayer.vector(c) }
            return nil
        case .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .strokeStart, .strokeEnd, .zPosition, .shadowRadius, .lineWidth:
            return number(value).map { AnimatableVector($0) }
        case .path, .colors, .locations, .contents:
            return nil
        }
    }
}
