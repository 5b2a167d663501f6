import Foundation

extension Array {
    /// The array sorted by `descriptors` (stable; see ``KeyedSorting/sorted(_:using:)``), as
    /// `(array as NSArray).sortedArray(using:)` does on Apple platforms.
    public func sorted(using descriptors: [NSSortDescriptor]) -> [Element] {
        KeyedSorting.sorted(self, using: descriptors)
    }
}
