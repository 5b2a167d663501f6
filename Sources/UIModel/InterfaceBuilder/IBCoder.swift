import Foundation
import InterfaceBuilderFiles

/// The `NSCoder` an object from an Interface Builder file is made with: its element and the
/// instantiation it belongs to. An app's `init?(coder:)` that calls `super.init(coder:)` gets a
/// working coder: UIKit's classes take the file's values from it inside their `init(coder:)`
/// (see the `IBCoder+…` files), and the keyed decoding calls read the element's attributes and
/// `string` values by key, as a coder of a compiled nib reads its keys (keys the file does not
/// have decode as zero, false or nil).
nonisolated final class IBCoder: NSCoder {
    let element: IBElement
    /// The objects made so far from the same file, and what is left to connect.
    let context: IBInstantiation
    /// The keyed child elements the decoders read; the others are reported as unsupported.
    var readKeys: Set<String> = []
    /// Set when a size class's values are applied again to an object made already: the
    /// decoders then set values only, and make nothing.
    var isVariation = false

    init(element: IBElement, context: IBInstantiation) {
        self.element = element
        self.context = context
        super.init()
    }

    var document: IBDocument { context.document }

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

    // MARK: Reading values

    /// The child holding `key`'s value, noted as read.
    func value(_ key: String) -> IBElement? {
        readKeys.insert(key)
        return element.child(forKey: key)
    }

    /// Notes keyed children a decoder handles elsewhere (or that are the file's, not UIKit's).
    func skip(_ keys: String...) { readKeys.formUnion(keys) }

    func number(_ attribute: String) -> CGFloat? { element.number(attribute) }
    func flag(_ attribute: String) -> Bool? { element.flag(attribute) }
    func string(_ attribute: String) -> String? { element[attribute] }

    /// An attribute spelled as one of `names`; a spelling the table lacks is reported once.
    @MainActor
    func choice<T>(_ attribute: String, _ names: [String: T]) -> T? {
        guard let written = element[attribute] else { return nil }
        if let value = names[written] { return value }
        context.warn(element, "\(attribute)=\"\(written)\" is not supported; UIKit's default is used")
        return nil
    }

    /// A colour value by key: `.some(nil)` for `<nil key=…>`; an unreadable colour is reported.
    @MainActor
    func color(_ key: String) -> UIColor?? {
        guard let e = value(key) else { return nil }
        switch IBValues.color(e, in: document) {
        case .color(let c)?: return .some(c)
        case .none?: return .some(nil)
        case nil:
            context.warn(e, "the colour of '\(key)' cannot be read (\(e.attributes["name"] ?? e.attributes["systemColor"] ?? e.name)); UIKit's default is used")
            return nil
        }
    }

    /// The `fontDescription` child, if any.
    @MainActor
    func font(_ key: String = "fontDescription") -> UIFont? { value(key).flatMap(IBValues.font) }

    /// An image by name (`image="photo"`, or `<imageReference key=… image= catalog="system">`):
    /// the app's catalog image or an SF Symbol, as the file's resources say which it is.
    @MainActor
    func image(attribute: String? = nil, key: String? = nil) -> UIImage? {
        if let key, let ref = value(key), ref.name == "imageReference", let name = ref["image"] {
            return context.image(named: name, system: ref["catalog"] == "system", at: ref)
        }
        guard let attribute, let name = element[attribute] else { return nil }
        return context.image(named: name, system: nil, at: element)
    }
}
