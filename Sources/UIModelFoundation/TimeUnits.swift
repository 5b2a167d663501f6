/// Nanoseconds, microseconds and milliseconds in their larger units, as Darwin's headers give
/// them (apps write `CMTimeScale(NSEC_PER_SEC)` for a nanosecond timescale).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
