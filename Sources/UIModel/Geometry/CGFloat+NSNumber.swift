import Foundation

extension CGFloat {
    /// The number's value as a `CGFloat` (Foundation's on Apple platforms; Linux's lacks it).
    nonisolated public init(truncating number: NSNumber) {
        self.init(number.doubleValue)
    }
}
