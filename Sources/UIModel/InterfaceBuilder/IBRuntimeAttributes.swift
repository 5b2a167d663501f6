import Foundation
import InterfaceBuilderFiles

/// `<userDefinedRuntimeAttributes>`: values set by key path after the connections, as UIKit
/// sets them with key-value coding. The layer's and view's own key paths UIKit apps use
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.masksToBounds`, …) are set here; any other
/// goes to the app's generated `UIModelInterfaceBuilder` (its `@IBInspectable` properties).
enum IBRuntimeAttributes {
    static func apply(_ element: IBElement, to object: AnyObject, in context: IBInstantiation) {
        for e in element.contents(of: "userDefinedRuntimeAttributes") {
            guard let keyPath = e["keyPath"] else { continue }
            let value = self.value(e, in: context)
            if let done = setUIKitValue(value, forKeyPath: keyPath, of: object, at: e, in: context) {
                if !done { context.warn(e, "the runtime attribute '\(keyPath)' of \(type(of: object)) cannot take this value; it is left out") }
                continue
            }
            switch InterfaceBuilderBindings.setValue(value, forKeyPath: keyPath, of: object) {
            case true?: break
            case false?: context.warn(e, "the runtime attribute '\(keyPath)' of \(type(of: object)) cannot take this value; it is left out")
            case nil:
                context.warn(e, "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath). "
                             + "(Run uimodel-port on the app to write its inspectable properties.)")
            }
        }
    }

    /// The attribute's value: a number, Boolean, string, colour, image, point, size or rect.
    static func value(_ e: IBElement, in context: IBInstantiation) -> Any? {
        let child = e.child(forKey: "value")
        switch e["type"] {
        case "boolean"?: return e.flag("value") ?? child?.flag("value") ?? false
        case "number"?: return child.flatMap { $0.number("value") }.map(Double.init) ?? e.number("value").map(Double.init)
        case "string"?, "localizedString"?: return e["value"] ?? child?.text
        case "color"?:
            guard let child, case .color(let c)? = IBValues.color(child, in: context.document) else { return nil }
            return c
        case "image"?:
            let name = e["value"] ?? child?["image"]
            return name.flatMap { context.image(named: $0, system: child?["catalog"] == "system", at: e) }
        case "point"?: return child.flatMap(IBValues.point)
        case "size"?: return child.flatMap(IBValues.size)
        case "rect"?: return child.flatMap(IBValues.rect)
        default: return nil
        }
    }

    /// The key paths of UIKit's own properties: true when set, false for a value of the wrong
    /// type, nil when the key path is not one of them.
    static func setUIKitValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject, at e: IBElement,
                              in context: IBInstantiation) -> Bool? {
        guard IBUIKitNames.keyPaths.contains(keyPath) else { return nil }
        let number = InterfaceBuilderValue.convert(value, to: CGFloat.self)
        let layer: CALayer? = (object as? UIView)?.layer ?? (object as? CALayer)
        switch keyPath {
        case "layer.cornerRadius":
            guard let layer, let number else { return false }
            layer.cornerRadius = number
        case "layer.borderWidth":
            guard let layer, let number else { return false }
            layer.borderWidth = number
        case "layer.masksToBounds":
            guard let layer, let flag = InterfaceBuilderValue.convert(value, to: Bool.self) else { return false }
            layer.masksToBounds = flag
        case "layer.shadowOpacity":
            guard let layer, let number else { return false }
            layer.shadowOpacity = Float(number)
        case "layer.shadowRadius":
            guard let layer, let number else { return false }
            layer.shadowRadius = number
        case "layer.shadowOffset":
            guard let layer, let size = value as? CGSize else { return false }
            layer.shadowOffset = size
        case "layer.borderColor", "layer.shadowColor":
            // Key-value coding stores the UIColor where the layer expects a CGColor: on iOS the
            // colour does not show. The same here, said once.
            context.warnOnce(e, "'\(keyPath)' takes a CGColor: a Color runtime attribute (a UIColor) does not set it on iOS either; "
                             + "set it in code or through an @IBInspectable property")
        case "clipsToBounds":
            guard let view = object as? UIView, let flag = InterfaceBuilderValue.convert(value, to: Bool.self) else { return false }
            view.clipsToBounds = flag
        case "accessibilityIdentifier":
            guard let view = object as? UIView else { return nil }
            view.accessibilityIdentifier = value as? String
        default:
            return nil
        }
        return true
    }
}
