import Foundation

/// A number of any Swift or Foundation numeric type (booleans included, as `0` / `1`), so that
/// values compare numerically across types as `NSNumber` does.
enum NumericValue {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case decimal(Decimal)

    init?(_ value: Any) {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            if let decimal = number as? NSDecimalNumber { self = .decimal(decimal.decimalValue); return }
            switch String(cString: number.objCType) {
            case "d", "f": self = .double(number.doubleValue)
            case "Q", "L", "I", "S", "C": self = .uint(number.uint64Value)
            default: self = .int(number.int64Value)
            }
            return
        }
        switch value {
        case let v as Bool: self = .int(v ? 1 : 0)
        case let v as Int: self = .int(Int64(v))
        case let v as Int8: self = .int(Int64(v))
        case let v as Int16: self = .int(Int64(v))
        case let v as Int32: self = .int(Int64(v))
        case let v as Int64: self = .int(v)
        case let v as UInt: self = .uint(UInt64(v))
        case let v as UInt8: self = .uint(UInt64(v))
        case let v as UInt16: self = .uint(UInt64(v))
        case let v as UInt32: self = .uint(UInt64(v))
        case let v as UInt64: self = .uint(v)
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as CGFloat: self = .double(Double(v))
        case let v as Decimal: self = .decimal(v)
        default: return nil
        }
    }

    var doubleValue: Double {
        switch self {
        case .int(let v): return Double(v)
        case .uint(let v): return Double(v)
        case .double(let v): return v
        case .decimal(let v): return NSDecimalNumber(decimal: v).doubleValue
        }
    }

    var decimalValue: Decimal {
        switch self {
        case .int(let v): return Decimal(v)
        case .uint(let v): return Decimal(v)
        case .double(let v): return Decimal(v)
        case .decimal(let v): return v
        }
    }

    /// The number as a Swift value (`Int`, `UInt64`, `Double` or `Decimal`).
    var value: Any {
        switch self {
        case .int(let v): return Int(exactly: v) ?? v
        case .uint(let v): return Int(exactly: v).map { $0 as Any } ?? v
        case .double(let v): return v
        case .decimal(let v): return v
        }
    }

    /// Numeric ordering; `nil` when either side is NaN.
    static func compare(_ a: NumericValue, _ b: NumericValue) -> ComparisonResult? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return order(x, y)
        case (.uint(let x), .uint(let y)): return order(x, y)
        case (.int(let x), .uint(let y)): return x < 0 ? .orderedAscending : order(UInt64(x), y)
        case (.uint(let x), .int(let y)): return y < 0 ? .orderedDescending : order(x, UInt64(y))
        case (.decimal, _), (_, .decimal):
            let x = a.decimalValue, y = b.decimalValue
            if x.isNaN || y.isNaN { return nil }
            return order(x, y)
        default:
            let x = a.doubleValue, y = b.doubleValue
            if x.isNaN || y.isNaN { return nil }
            return order(x, y)
        }
    }

    static func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
        x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
    }

    /// The number as the predicate format language writes it.
    var format: String {
        switch self {
        case .int(let v): return String(v)
        case .uint(let v): return String(v)
        case .decimal(let v): return v.description
        case .double(let v):
            if v.rounded() == v, abs(v) < 1e15 { return String(Int64(v)) }
            return v.isFinite ? "\(v)" : (v.isNaN ? "CAST(\"nan\", \"NSNumber\")"
                : (v > 0 ? "CAST(\"inf\", \"NSNumber\")" : "CAST(\"-inf\", \"NSNumber\")"))
        }
    }
}
