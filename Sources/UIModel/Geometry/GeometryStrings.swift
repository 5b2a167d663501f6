import Foundation

// UIKit's string forms of geometry, as `NSStringFromCGPoint` writes them ("{1, 2}",
// "{{0, 0}, {10, 20}}") and the `…FromString` functions read them back. A string that does not
// hold the numbers reads as zero, as in UIKit.

nonisolated public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(GeometryStrings.number(point.x)), \(GeometryStrings.number(point.y))}" }
nonisolated public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(GeometryStrings.number(size.width)), \(GeometryStrings.number(size.height))}" }
nonisolated public func NSStringFromCGRect(_ rect: CGRect) -> String { "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}" }
nonisolated public func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(GeometryStrings.number(vector.dx)), \(GeometryStrings.number(vector.dy))}" }
nonisolated public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{" + [insets.top, insets.left, insets.bottom, insets.right].map(GeometryStrings.number).joined(separator: ", ") + "}"
}
nonisolated public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(GeometryStrings.number).joined(separator: ", ") + "]"
}

nonisolated public func CGPointFromString(_ string: String) -> CGPoint {
    let n = GeometryStrings.numbers(string, 2)
    return CGPoint(x: n[0], y: n[1])
}
nonisolated public func CGSizeFromString(_ string: String) -> CGSize {
    let n = GeometryStrings.numbers(string, 2)
    return CGSize(width: n[0], height: n[1])
}
nonisolated public func CGRectFromString(_ string: String) -> CGRect {
    let n = GeometryStrings.numbers(string, 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
nonisolated public func CGVectorFromString(_ string: String) -> CGVector {
    let n = GeometryStrings.numbers(string, 2)
    return CGVector(dx: n[0], dy: n[1])
}
nonisolated public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = GeometryStrings.numbers(string, 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
nonisolated public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let n = GeometryStrings.numbers(string, 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}

nonisolated enum GeometryStrings {
    /// A number as UIKit writes it: no decimals when whole ("10", "2.5").
    static func number(_ v: CGFloat) -> String {
        v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
    }

    /// The first `count` numbers in `string` (braces, brackets and commas between them), zeros
    /// for those missing or when the string holds fewer.
    static func numbers(_ string: String, _ count: Int) -> [CGFloat] {
        let parts = string.split { "{}[], \t\n".contains($0) }.map { Double($0) }
        guard parts.count >= count, parts.prefix(count).allSatisfy({ $0 != nil }) else { return Array(repeating: 0, count: count) }
        return parts.prefix(count).map { CGFloat($0!) }
    }
}
