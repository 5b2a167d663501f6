import Foundation

/// The keys of a change handed to `observeValue(forKeyPath:of:change:context:)`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An object told of changes it observes by string key (`addObserver(_:forKeyPath:options:context:)`),
/// as `NSObject`'s `observeValue(forKeyPath:of:change:context:)` is on Apple platforms. UIKit's
/// responders (views, view controllers) are such objects: an app's controller overrides the
/// method as it does on iOS.
public protocol KeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// Key-value observing by string key, the older form, for the classes that announce their
/// changes and read their values by key (`value(forKey:)`): the key's value is read at each
/// announcement of the object's, and the observer is told when it differs from the last.
/// Values are handed on as Objective-C has them: enumerations and numbers as `NSNumber`, times as
/// `NSValue`. A dotted key path reads through each key.
extension _KeyValueCodingAndObserving where Self: KeyValueReadable {
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        weak var object = self
        weak var receiver = observer
        let read = { object.flatMap { KeyValueReading.value(of: $0, forKeyPath: keyPath) } }
        var last = read()
        func tell(_ change: [NSKeyValueChangeKey: Any]) {
            guard let object, let receiver = receiver as? KeyValueObserver else { return }
            receiver.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        func change(new: Any?, old: Any?) -> [NSKeyValueChangeKey: Any] {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            return change
        }
        let watcher = KeyValueObservers.Watcher(
            observation: ObjectIdentifier(observer), keyPath: nil, key: keyPath, context: context,
            willChange: {},
            didChange: { _ in
                guard receiver != nil else { return }
                let old = last, new = read()
                if KeyValueObservers.equal(old ?? NSNull(), new ?? NSNull()) == true { return }
                last = new
                tell(change(new: new, old: old))
            })
        _ = KeyValueObservers.add(watcher, to: self)
        if options.contains(.initial) { tell(change(new: last, old: nil)) }
    }

    /// Stops telling `observer` of `keyPath` (the registration with `context`, or every one).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.remove(from: self) { $0.observation == ObjectIdentifier(observer) && $0.key == keyPath && $0.context == context }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.remove(from: self) { $0.observation == ObjectIdentifier(observer) && $0.key == keyPath }
    }
}
