import Foundation

/// Told when a notification arrives while the app is in front, and when the user taps one. Its
/// methods run on the main actor here (the app delegate usually adopts it); a `nonisolated`
/// implementation, as Swift 6 code for iOS writes one, fits too.
@preconcurrency @MainActor public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// How to show `notification` while the app is in front; without this method nothing is shown.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The user tapped the notification (or one of its actions).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked for the app's notification settings from the system's.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

// The completion-handler forms call the `async` ones, so an app implements either, as on iOS.
// They start at once on the main actor (`Task.immediate`): an `async` answer that does not wait
// is given in the same turn, as a completion handler's is, in the window and in a test's frames.
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        Task.immediate { @MainActor in completionHandler(await self.userNotificationCenter(center, willPresent: notification)) }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        []
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        Task.immediate { @MainActor in
            await self.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
