import Foundation

/// The `NSCoder` an object from an Interface Builder file is made with: its element and its
/// file. An app's `init?(coder:)` that calls `super.init(coder:)` gets a working coder, and the
/// keyed decoding calls read the element's attributes and `string` values by key, as a coder
/// of a compiled nib reads its keys (keys the file does not have decode as zero, false or nil).
nonisolated final class IBCoder: NSCoder {
    let element: IBElement
    let document: IBDocument

    init(element: IBElement, document: IBDocument) {
        self.element = element
        self.document = document
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(forKey: key) != nil
    }

    /// An attribute's text, or a keyed `string` child's (`<string key="text">…</string>`).
    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        guard let child = element.child(forKey: key) else { return nil }
        return child.name == "string" ? child.text : nil
    }

    override func decodeBool(forKey key: String) -> Bool { element.flag(key) ?? false }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { element.number(key).map(Double.init) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
