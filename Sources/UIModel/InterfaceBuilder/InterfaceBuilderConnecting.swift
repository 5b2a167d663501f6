import Foundation

/// An app's outlets, actions and inspectable properties by the names its storyboards and xibs
/// use. On iOS the Objective-C runtime finds them by name (key-value coding sets an outlet, a
/// selector names an action); Linux has no such runtime, so `uimodel-port` writes one enum
/// named `UIModelInterfaceBuilder` adopting this protocol into each module whose classes an
/// Interface Builder file connects, from the files and the module's Swift sources. Loading a
/// file finds it by the module of each object's class.
///
/// You do not write it yourself; port again after changing an outlet, action or file.
public protocol InterfaceBuilderConnecting {
    /// Sets outlet `name` of `object` to `value` (an array for an outlet collection): true when
    /// set, false when the value is not of the outlet's type, nil when `object` has no such
    /// outlet in this module.
    static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool?
    /// The action method `selector` (`"save:"`, `"unwindToList:"`) of `target`, called with the
    /// sender (or the segue of an unwind); nil when `target` has no such method in this module.
    static func action(_ selector: String, of target: AnyObject) -> ((Any?) -> Void)?
    /// Sets the property at `keyPath` (an `@IBInspectable` property, or one a user-defined
    /// runtime attribute names) of `object`: true when set, false for a value of another type,
    /// nil when there is no such property in this module.
    static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) -> Bool?
}

/// The conversions the generated `UIModelInterfaceBuilder` classes use to store a file's values.
public enum InterfaceBuilderValue {
    /// Stores `value` in an optional slot (an outlet); false when it is not a `T`.
    public static func assign<T>(_ value: Any?, to slot: inout T?) -> Bool {
        if value == nil {
            slot = nil
            return true
        }
        guard let v = convert(value, to: T.self) else { return false }
        slot = v
        return true
    }

    /// Stores `value` in a slot that is not optional (an inspectable number or colour).
    public static func assign<T>(_ value: Any?, to slot: inout T) -> Bool {
        guard let v = convert(value, to: T.self) else { return false }
        slot = v
        return true
    }

    /// Stores an outlet collection's objects; false when one is not a `T`.
    public static func assign<T>(_ value: Any?, to slot: inout [T]?) -> Bool {
        guard let all = value as? [Any] else { return false }
        let typed = all.compactMap { $0 as? T }
        guard typed.count == all.count else { return false }
        slot = typed
        return true
    }

    public static func assign<T>(_ value: Any?, to slot: inout [T]) -> Bool {
        var optional: [T]? = slot
        guard assign(value, to: &optional), let typed = optional else { return false }
        slot = typed
        return true
    }

    /// An action's sender as the method's parameter type (`UIButton`, `Any`, `UIStoryboardSegue`).
    public static func sender<T>(_ value: Any?, as type: T.Type) -> T? { convert(value, to: type) }

    /// `value` as a `T`, numbers converting between `CGFloat`, `Double`, `Float`, `Int` and
    /// `Bool` as key-value coding converts an `NSNumber`.
    static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
        if let v = value as? T { return v }
        guard let value else { return nil }
        let number: Double?
        switch value {
        case let d as Double: number = d
        case let c as CGFloat: number = Double(c)
        case let f as Float: number = Double(f)
        case let i as Int: number = Double(i)
        case let b as Bool: number = b ? 1 : 0
        default: number = nil
        }
        guard let n = number else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(n) as? T
        case is Double.Type: return n as? T
        case is Float.Type: return Float(n) as? T
        case is Int.Type: return Int(n) as? T
        case is Bool.Type: return (n != 0) as? T
        default: return nil
        }
    }
}

/// Finds the generated `UIModelInterfaceBuilder` classes by the modules of an object's classes.
enum InterfaceBuilderBindings {
    /// The classes of the modules of `object`'s class and its superclasses, most derived first.
    static func tables(for object: AnyObject) -> [InterfaceBuilderConnecting.Type] {
        var result: [InterfaceBuilderConnecting.Type] = []
        var seen: Set<String> = []
        var current: AnyClass? = type(of: object)
        while let c = current {
            let name = _typeName(c, qualified: true)
            if let module = name.split(separator: ".").first.map(String.init), module != "UIModel", seen.insert(module).inserted,
               let table = _typeByName("\(module).UIModelInterfaceBuilder") as? InterfaceBuilderConnecting.Type {
                result.append(table)
            }
            current = _getSuperclass(c)
        }
        return result
    }

    static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool? {
        for t in tables(for: object) { if let done = t.setOutlet(name, of: object, to: value) { return done } }
        return nil
    }

    static func action(_ selector: String, of target: AnyObject) -> ((Any?) -> Void)? {
        for t in tables(for: target) { if let call = t.action(selector, of: target) { return call } }
        return nil
    }

    static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) -> Bool? {
        for t in tables(for: object) { if let done = t.setValue(value, forKeyPath: keyPath, of: object) { return done } }
        return nil
    }
}
