import Foundation

/// The error of a predicate format string that cannot be parsed.
///
/// Its `description` is exactly the text Foundation puts in the exception it raises,
/// `Unable to parse the format string "<format>"`; ``reason`` says what went wrong and where
/// (an offset in Unicode scalars from the start of the format string).
public struct PredicateFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The format string that failed to parse.
    public var format: String
    /// What went wrong and where, e.g. `unexpected end of input at offset 7`.
    public var reason: String

    /// Creates an error for `format` with a human-readable `reason`.
    public init(format: String, reason: String) {
        self.format = format
        self.reason = reason
    }

    /// `Unable to parse the format string "<format>"`, Foundation's exact text.
    public var description: String {
        "Unable to parse the format string \"\(format)\""
    }
}
