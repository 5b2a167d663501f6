import Foundation

nonisolated extension CGRect {
    /// NaN and infinite components become 0 so bad input cannot poison layout.
    var sanitized: CGRect {
        guard !(origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite) else { return self }
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: f(origin.x), y: f(origin.y), width: f(size.width), height: f(size.height))
    }
}

nonisolated extension CGPoint {
    var sanitized: CGPoint {
        CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}
