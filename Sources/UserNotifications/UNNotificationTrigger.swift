import Foundation
import UIModel

/// What makes a request's notification fire.
nonisolated open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether it fires again after firing.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The problem with the trigger, as `add(_:)` reports it (nil: none).
    var invalidity: UNError? { nil }

    /// Seconds from `now` to the next fire, nil when it never fires.
    func delay(from now: Date) -> TimeInterval? { nil }
}

/// Fires `timeInterval` seconds after the request is added (and every `timeInterval` seconds
/// when it repeats), on the simulated app's clock: a test or headless run waits for it with the
/// clock, not the wall clock.
nonisolated open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The shortest interval iOS repeats a notification at.
    static let shortestRepeatInterval: TimeInterval = 60

    public let timeInterval: TimeInterval
    private let added = Date()

    /// A trigger `timeInterval` seconds out. iOS stops the app for an interval that is not more
    /// than 0, or under 60 s when it repeats; here `add(_:)` fails with `UNError` and a warning
    /// says why.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
        if let invalidity {
            UIKitWarning.log("UNTimeIntervalNotificationTrigger(timeInterval: \(timeInterval), repeats: \(repeats)): "
                + (repeats ? "time interval must be at least 60 if repeating" : "time interval must be greater than 0")
                + "; adding a request with it fails (\(invalidity.code))")
        }
    }

    override var invalidity: UNError? {
        let valid = timeInterval.isFinite && timeInterval > 0 && (!repeats || timeInterval >= Self.shortestRepeatInterval)
        return valid ? nil : UNError(.notificationInvalidNoDate)
    }

    override func delay(from now: Date) -> TimeInterval? { invalidity == nil ? timeInterval : nil }

    /// When it fires next, counted from when it was made.
    public func nextTriggerDate() -> Date? { invalidity == nil ? added.addingTimeInterval(timeInterval) : nil }
}

/// Fires at the next date matching `dateComponents` (every such date when it repeats). The delay
/// to that date is measured once, when it is added, and then waited on the app's clock.
nonisolated open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components (nil when none ever does).
    public func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    func nextDate(after date: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }

    override var invalidity: UNError? { nextDate(after: Date()) == nil ? UNError(.notificationInvalidNoDate) : nil }

    override func delay(from now: Date) -> TimeInterval? { nextDate(after: now).map { max($0.timeIntervalSince(now), 0) } }
}

/// A remote notification's trigger: remote notifications need Apple's push service, which the
/// simulator cannot reach, so none arrives.
nonisolated open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
