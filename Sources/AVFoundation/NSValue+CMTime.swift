import Foundation

/// Times and time ranges boxed in `NSValue`s, as the boundary observers and image generators
/// take them. Linux's `NSValue` boxes no structures of an app's, so the box holds a range whose
/// location numbers the value in a table here and whose length says which table (an app boxes a
/// handful of times; each distinct value is kept once).
extension NSValue {
    public convenience init(time: CMTime) {
        self.init(range: timeTable.box(time))
    }

    public convenience init(timeRange: CMTimeRange) {
        self.init(range: rangeTable.box(timeRange))
    }

    /// The boxed time; invalid when the value holds something else.
    public var timeValue: CMTime { timeTable.value(in: self) ?? .invalid }
    public var timeRangeValue: CMTimeRange { rangeTable.value(in: self) ?? .invalid }
}

/// The values `NSValue(time:)` and `NSValue(timeRange:)` stand for, each distinct value once.
final class BoxedValues<Value: Hashable>: @unchecked Sendable {
    /// The range length that marks a box of this table's ("CMT" and "CMR" in ASCII).
    private let tag: Int
    private let lock = NSLock()
    private var numbers: [Value: Int] = [:]
    private var values: [Value] = []

    init(tag: Int) { self.tag = tag }

    func box(_ value: Value) -> NSRange {
        lock.withLock {
            if let n = numbers[value] { return NSRange(location: n, length: tag) }
            values.append(value)
            numbers[value] = values.count - 1
            return NSRange(location: values.count - 1, length: tag)
        }
    }

    func value(in box: NSValue) -> Value? {
        guard String(cString: box.objCType) == String(cString: NSValue(range: NSRange()).objCType) else { return nil }
        let range = box.rangeValue
        guard range.length == tag else { return nil }
        return lock.withLock { values.indices.contains(range.location) ? values[range.location] : nil }
    }
}

private let timeTable = BoxedValues<CMTime>(tag: 0x434D54)
private let rangeTable = BoxedValues<CMTimeRange>(tag: 0x434D52)
