import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What a `CMTime` is besides its number: valid, rounded, infinite or indefinite.
public struct CMTimeFlags: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 2)
    public static let positiveInfinity = CMTimeFlags(rawValue: 4)
    public static let negativeInfinity = CMTimeFlags(rawValue: 8)
    public static let indefinite = CMTimeFlags(rawValue: 16)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a time is rounded to a new timescale.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardPositiveInfinity, roundTowardNegativeInfinity
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// The largest timescale Core Media uses when two times' common timescale would overflow.
public let kCMTimeMaxTimescale: Int32 = 0x7fff_ffff

/// A time as a rational number, `value` / `timescale` seconds, as Core Media keeps media times
/// exact: frame times, durations, a player's current time.
public struct CMTime: Hashable, Sendable, Codable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    /// The invalid time.
    public init() { value = 0; timescale = 0; flags = []; epoch = 0 }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value; self.timescale = timescale; self.flags = flags; self.epoch = epoch
    }

    /// `value` / `timescale` seconds; invalid when `timescale` is not positive.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` at `preferredTimescale` (rounded to it, flagged when that changed it); an
    /// infinite or NaN number gives the matching infinite or invalid time.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        let scaled = (seconds * Double(preferredTimescale)).rounded()
        guard abs(scaled) < 9.2e18 else { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        self.init(value: CMTimeValue(scaled), timescale: preferredTimescale)
        if scaled != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid and a number (neither infinite nor indefinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN when invalid or indefinite, ±infinity when infinite.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The time at `newTimescale`, rounded by `method`.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return isNumeric ? .invalid : self }
        if newTimescale == timescale { return self }
        // Past 2^63 the number is no longer a time value: an infinity, as Core Media overflows.
        guard abs(Double(value) * Double(newTimescale) / Double(timescale)) < 9.2e18 else {
            return value > 0 ? .positiveInfinity : .negativeInfinity
        }
        let divisor = CMTimeValue(timescale)
        let (q, r) = divisor.dividingFullWidth(value.multipliedFullWidth(by: CMTimeValue(newTimescale)))
        var result = q
        if r != 0 {
            let negative = (value < 0)
            switch method {
            case .roundTowardZero: break
            case .roundAwayFromZero: result += negative ? -1 : 1
            case .roundTowardPositiveInfinity: if !negative { result += 1 }
            case .roundTowardNegativeInfinity: if negative { result -= 1 }
            case .roundHalfAwayFromZero, .quickTime:
                if abs(r) * 2 >= divisor { result += negative ? -1 : 1 }
            }
        }
        var time = CMTime(value: result, timescale: newTimescale, flags: .valid, epoch: epoch)
        if r != 0 || flags.contains(.hasBeenRounded) { time.flags.insert(.hasBeenRounded) }
        return time
    }
}

extension CMTime: Comparable {
    /// Times compare by their numbers across timescales, exactly; invalid times are less than
    /// every valid one, negative infinity least of the valid and indefinite greatest.
    public static func < (l: CMTime, r: CMTime) -> Bool { CMTimeCompare(l, r) < 0 }
    public static func == (l: CMTime, r: CMTime) -> Bool { CMTimeCompare(l, r) == 0 }
    public func hash(into hasher: inout Hasher) {
        if isNumeric {
            let g = gcd(abs(value), CMTimeValue(timescale))
            hasher.combine(value / max(g, 1)); hasher.combine(CMTimeValue(timescale) / max(g, 1))
        } else {
            hasher.combine(flags.intersection([.valid, .positiveInfinity, .negativeInfinity, .indefinite]).rawValue)
        }
        hasher.combine(epoch)
    }
}

extension CMTime: CustomStringConvertible {
    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }
}

func gcd(_ a: CMTimeValue, _ b: CMTimeValue) -> CMTimeValue {
    var a = a, b = b
    while b != 0 { (a, b) = (b, a % b) }
    return a
}

/// The rank of a time that is not a number, for comparing: invalid, -infinity, numbers,
/// +infinity, indefinite.
private func rank(_ t: CMTime) -> Int {
    if !t.isValid { return 0 }
    if t.isNegativeInfinity { return 1 }
    if t.isIndefinite { return 4 }
    if t.isPositiveInfinity { return 3 }
    return 2
}

/// -1, 0 or 1 as `time1` is less than, equal to or greater than `time2`.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let r1 = rank(time1), r2 = rank(time2)
    if r1 != r2 || r1 != 2 { return r1 < r2 ? -1 : r1 > r2 ? 1 : 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    let a = time1.value.multipliedFullWidth(by: CMTimeValue(time2.timescale))
    let b = time2.value.multipliedFullWidth(by: CMTimeValue(time1.timescale))
    if a.high != b.high { return a.high < b.high ? -1 : 1 }
    if a.low != b.low { return a.low < b.low ? -1 : 1 }
    return 0
}

/// The sum of two times, exact at their common timescale (rounded to the larger when that would
/// overflow); infinities and invalid times combine as Core Media's do.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    combine(lhs, rhs, negatingRight: false)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    combine(lhs, rhs, negatingRight: true)
}

private func combine(_ l: CMTime, _ r: CMTime, negatingRight: Bool) -> CMTime {
    guard l.isValid, r.isValid else { return .invalid }
    if l.isIndefinite || r.isIndefinite { return .indefinite }
    let rPos = negatingRight ? r.isNegativeInfinity : r.isPositiveInfinity
    let rNeg = negatingRight ? r.isPositiveInfinity : r.isNegativeInfinity
    if (l.isPositiveInfinity && rNeg) || (l.isNegativeInfinity && rPos) { return .invalid }
    if l.isPositiveInfinity || rPos { return .positiveInfinity }
    if l.isNegativeInfinity || rNeg { return .negativeInfinity }
    let g = gcd(CMTimeValue(l.timescale), CMTimeValue(r.timescale))
    let lcm = CMTimeValue(l.timescale) / g * CMTimeValue(r.timescale)
    let scale = lcm <= CMTimeValue(kCMTimeMaxTimescale) ? CMTimeScale(lcm) : max(l.timescale, r.timescale)
    let a = l.convertScale(scale, method: .default), b = r.convertScale(scale, method: .default)
    guard a.isNumeric, b.isNumeric else { return a.isNumeric ? b : a }
    let (sum, overflow) = negatingRight ? a.value.subtractingReportingOverflow(b.value) : a.value.addingReportingOverflow(b.value)
    if overflow { return (negatingRight ? a.value > b.value : a.value > 0) ? .positiveInfinity : .negativeInfinity }
    var t = CMTime(value: sum, timescale: scale, flags: .valid, epoch: l.epoch)
    if a.hasBeenRounded || b.hasBeenRounded { t.flags.insert(.hasBeenRounded) }
    return t
}

public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return multiplier < 0 && time.isPositiveInfinity ? .negativeInfinity
                                      : multiplier < 0 && time.isNegativeInfinity ? .positiveInfinity : time }
    let (v, overflow) = time.value.multipliedReportingOverflow(by: CMTimeValue(multiplier))
    if overflow { return (time.value > 0) == (multiplier > 0) ? .positiveInfinity : .negativeInfinity }
    return CMTime(value: v, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    // The product keeps the time's timescale, rounded to it.
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard divisor != 0 else { return .invalid }
    return CMTimeMultiplyByFloat64(time, multiplier: Double(multiplier) / Double(divisor))
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: epoch)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    guard time1.isValid, time2.isValid else { return .invalid }
    return CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    guard time1.isValid, time2.isValid else { return .invalid }
    return CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    return CMTime(value: -time.value, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// The old spellings of the constant times.
@available(swift, deprecated: 4.2, renamed: "CMTime.zero")
public let kCMTimeZero = CMTime.zero
@available(swift, deprecated: 4.2, renamed: "CMTime.invalid")
public let kCMTimeInvalid = CMTime.invalid
@available(swift, deprecated: 4.2, renamed: "CMTime.indefinite")
public let kCMTimeIndefinite = CMTime.indefinite
@available(swift, deprecated: 4.2, renamed: "CMTime.positiveInfinity")
public let kCMTimePositiveInfinity = CMTime.positiveInfinity

extension CMTime {
    public static func + (l: CMTime, r: CMTime) -> CMTime { CMTimeAdd(l, r) }
    public static func - (l: CMTime, r: CMTime) -> CMTime { CMTimeSubtract(l, r) }
    public static func += (l: inout CMTime, r: CMTime) { l = CMTimeAdd(l, r) }
    public static func -= (l: inout CMTime, r: CMTime) { l = CMTimeSubtract(l, r) }
    public static func * (l: CMTime, r: Int32) -> CMTime { CMTimeMultiply(l, multiplier: r) }
    public static func * (l: Int32, r: CMTime) -> CMTime { CMTimeMultiply(r, multiplier: l) }
    public static func * (l: CMTime, r: Double) -> CMTime { CMTimeMultiplyByFloat64(l, multiplier: r) }
    public static func * (l: Double, r: CMTime) -> CMTime { CMTimeMultiplyByFloat64(r, multiplier: l) }
    public static func *= (l: inout CMTime, r: Int32) { l = CMTimeMultiply(l, multiplier: r) }
    public static func *= (l: inout CMTime, r: Double) { l = CMTimeMultiplyByFloat64(l, multiplier: r) }
    public static prefix func - (t: CMTime) -> CMTime { CMTimeMultiply(t, multiplier: -1) }
}

/// A result code of Apple's C frameworks: 0 for success.
public typealias OSStatus = Int32
