import Foundation

extension NSSortDescriptor {
    /// A descriptor ordering by an optional property (`\Item.title` where `title` is `String?`,
    /// as Core Data's generated properties are), which Linux's Foundation accepts only for
    /// non-optional values: nil first when ascending, as Core Data orders them.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { a, b in
            let x = a as? Value, y = b as? Value
            switch (x, y) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (x?, y?): return x < y ? .orderedAscending : (y < x ? .orderedDescending : .orderedSame)
            }
        }
    }
}
