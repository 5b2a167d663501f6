import Foundation

extension NSSortDescriptor {
    /// A descriptor comparing the values of `key` with the string comparison `selector` names:
    /// `compare:`, `caseInsensitiveCompare:`, `localizedCompare:`,
    /// `localizedCaseInsensitiveCompare:` or `localizedStandardCompare:` (Finder's order).
    nonisolated public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending, comparisonName: selector?.name)
    }

    /// The comparison's selector, when the descriptor was made with one.
    nonisolated public var selector: Selector? { comparisonName.map { Selector($0) } }
}
