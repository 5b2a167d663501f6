import Foundation

/// A span of media time: where it starts and how long it lasts.
public struct CMTimeRange: Hashable, Sendable, Codable {
    public var start: CMTime
    public var duration: CMTime

    public init() { start = .invalid; duration = .invalid }
    public init(start: CMTime, duration: CMTime) { self.start = start; self.duration = duration }
    public init(start: CMTime, end: CMTime) { self.start = start; duration = CMTimeSubtract(end, start) }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange()

    public var end: CMTime { CMTimeAdd(start, duration) }
    /// Valid times, and a duration that is not negative.
    public var isValid: Bool { start.isValid && duration.isValid && duration.epoch == 0 && !(duration < .zero) }
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }
    public var isEmpty: Bool { isValid && duration == .zero }

    /// Whether `time` is in the range: at or after its start and before its end.
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time.isValid && !(time < start) && time < end
    }
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && !(range.start < start) && !(end < range.end)
    }
    /// The span both ranges cover (empty at the later start when they do not meet).
    public func intersection(_ other: CMTimeRange) -> CMTimeRange {
        let s = CMTimeMaximum(start, other.start), e = CMTimeMinimum(end, other.end)
        return e < s ? CMTimeRange(start: s, duration: .zero) : CMTimeRange(start: s, end: e)
    }
    public func union(_ other: CMTimeRange) -> CMTimeRange {
        CMTimeRange(start: CMTimeMinimum(start, other.start), end: CMTimeMaximum(end, other.end))
    }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }
public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange { range.intersection(otherRange) }
public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange { range.union(otherRange) }
