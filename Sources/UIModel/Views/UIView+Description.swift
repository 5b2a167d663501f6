import Foundation

extension UIView {
    /// What UIKit prints for a view (`description`): `<UIView: 0x…; frame = (0 0; 100 50);
    /// layer = <CALayer: 0x…>>`, with the attributes UIKit adds when they differ from the
    /// defaults (a transform, clipping, hidden, alpha, the label's text, a tag, interaction
    /// disabled).
    var viewDescription: String {
        var parts = ["<\(type(of: self)): \(Self.address(of: self))", "frame = (\(Self.number(frame.minX)) \(Self.number(frame.minY)); \(Self.number(frame.width)) \(Self.number(frame.height)))"]
        if !layer.affine.isIdentity {
            let t = layer.affine
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: ", "))]")
        }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(Self.number(alpha))") }
        if let label = self as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled, !(self is UILabel), !(self is UIImageView) { parts.append("userInteractionEnabled = NO") }
        if let id = accessibilityIdentifier { parts.append("identifier = '\(id)'") }
        parts.append("layer = <\(type(of: layer)): \(Self.address(of: layer))>")
        return parts.joined(separator: "; ") + ">"
    }

    /// An object's address as Objective-C's `%p` prints it.
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number as UIKit prints frames: no decimals when whole, else up to six significant digits.
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }
}
