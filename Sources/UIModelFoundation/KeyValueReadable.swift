import Foundation

/// An object that answers key-value coding reads itself, as `NSObject`'s `value(forKey:)` does
/// on Apple platforms (swift-corelibs-foundation has no key-value coding).
///
/// ``KeyValueReading`` asks conforming objects first, before dictionaries, collections and
/// `Mirror` reflection; Core Data's managed objects conform so that predicates and sort
/// descriptors read their attributes and relationships.
public protocol KeyValueReadable: AnyObject {
    /// The value for one key (never a dotted path), or `nil` when the key has no value.
    func value(forKey key: String) -> Any?
}
