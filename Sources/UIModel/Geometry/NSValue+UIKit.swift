import Foundation

// UIKit's `NSValue` additions for geometry, and the bridging iOS gives geometry in dictionaries:
// a keyboard notification's frame reads as `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as?
// CGRect` and as `(… as? NSValue)?.cgRectValue` alike. Foundation on Linux bridges numbers
// (`NSNumber` and `Double`, `Int`, `UInt`) but not geometry; these conformances make `as?` box and
// unbox rectangles, points, sizes, affine transforms and edge insets as on iOS.

nonisolated extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var value = transform
        self.init(bytes: &value, objCType: NSValue.affineTransformType)
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var value = insets
        self.init(bytes: &value, objCType: NSValue.edgeInsetsType)
    }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgAffineTransformValue: CGAffineTransform { boxed(as: NSValue.affineTransformType) ?? .identity }
    public var uiEdgeInsetsValue: UIEdgeInsets { boxed(as: NSValue.edgeInsetsType) ?? .zero }

    /// The type encodings these structures are boxed with. Foundation on Linux boxes no structure
    /// but its own geometry (it stops the process on `{CGAffineTransform=dddddd}`), so they go in
    /// as the arrays of `CGFloat`s they are laid out as: only `objCType` reads differently from iOS.
    nonisolated static let affineTransformType = "[6d]"
    nonisolated static let edgeInsetsType = "[4d]"

    /// The boxed value, if the box holds a `T` (by its type encoding).
    fileprivate func boxed<T>(as type: String) -> T? {
        guard String(cString: objCType) == type else { return nil }
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { pointer.deallocate() }
        getValue(pointer)
        return pointer.pointee
    }
}

nonisolated extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType).hasPrefix("{CGRect") || String(cString: source.objCType).hasPrefix("{NSRect") else { return false }
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

nonisolated extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.pointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard String(cString: source.objCType).hasPrefix("{CGPoint") || String(cString: source.objCType).hasPrefix("{NSPoint") else { return false }
        result = source.pointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}

nonisolated extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.sizeValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard String(cString: source.objCType).hasPrefix("{CGSize") || String(cString: source.objCType).hasPrefix("{NSSize") else { return false }
        result = source.sizeValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
}

nonisolated extension CGAffineTransform: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.boxed(as: NSValue.affineTransformType)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = source.boxed(as: NSValue.affineTransformType)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.boxed(as: NSValue.affineTransformType) ?? .identity
    }
}

nonisolated extension UIEdgeInsets: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) {
        result = source.boxed(as: NSValue.edgeInsetsType)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        result = source.boxed(as: NSValue.edgeInsetsType)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets {
        source?.boxed(as: NSValue.edgeInsetsType) ?? .zero
    }
}
