/// Objective-C's integer types, as Foundation on Apple platforms exports them to Swift (apps
/// still write `NSInteger` in code that came from Objective-C); Foundation on Linux has neither.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
