import Foundation

// ImageIO's functions take and return Core Foundation's types, which Linux's Foundation does
// not have. Here they are Foundation's and Swift's own, so that an app's casts
// (`data as CFData`, `options as CFDictionary`, `properties as? [String: Any]`,
// `kCGImagePropertyPixelWidth as String`) compile and mean what they mean on iOS.

/// Core Foundation's string: a Swift `String`.
public typealias CFString = String
/// Core Foundation's data: `Data`.
public typealias CFData = Data
/// Core Foundation's growable data: `NSMutableData`, which an image destination writes into.
public typealias CFMutableData = NSMutableData
/// Core Foundation's dictionary: a dictionary keyed by the property names.
public typealias CFDictionary = [String: Any]
/// Core Foundation's array.
public typealias CFArray = [Any]
/// Core Foundation's URL: a `URL`.
public typealias CFURL = URL
