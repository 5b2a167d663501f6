import Foundation

/// Where `NSPredicate(format:)` reports a format string it cannot parse.
///
/// On Apple platforms a malformed format raises an Objective-C exception
/// (`NSInvalidArgumentException`, reason `Unable to parse the format string "..."`). Swift on
/// Linux cannot raise it, so the initializer returns a predicate that always evaluates to
/// `false`, records the error in `formatError`, and calls the handler set here. The default
/// handler prints `*** -[NSPredicate initWithFormat:] Unable to parse the format string "..."`
/// to standard error. Any thread may set the handler or trigger it.
public enum PredicateFormatFailures {
    private static let handler = LockedValue<(@Sendable (PredicateFormatError) -> Void)?>(nil)

    /// Replaces the handler called for every unparsable format string; `nil` restores the
    /// default handler, which prints to standard error.
    public static func setHandler(_ handler: (@Sendable (PredicateFormatError) -> Void)?) {
        self.handler.withLock { $0 = handler }
    }

    /// Reports `error` to the current handler.
    static func report(_ error: PredicateFormatError) {
        let current = handler.withLock { $0 }
        if let current {
            current(error)
        } else {
            FileHandle.standardError.write(Data("*** -[NSPredicate initWithFormat:] \(error.description)\n".utf8))
        }
    }
}
