import Dispatch
import Foundation
import UIModel

/// The app's notification center: the user's permission (asked with the system's alert),
/// requests scheduled on the simulated app's clock, the notifications delivered, and the
/// banners shown while the app is in front. Local notifications only: remote ones need Apple's
/// push service, which the simulator cannot reach (`registerForRemoteNotifications` never
/// delivers a device token).
///
/// Its methods may be called from any thread; the work and every completion handler run on
/// the main actor (iOS calls the handlers on a queue of its own).
nonisolated open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// The current app's center. Off the main actor: the center the main actor last used.
    open class func current() -> UNUserNotificationCenter {
        guard UIModelRuntime.isOnMainActor else {
            return lastUsed.withLock { $0 } ?? UNUserNotificationCenter(service: nil)
        }
        let center = MainActor.assumeIsolated { UIModelRuntime.current.frameworkState { NotificationService() }.center }
        lastUsed.withLock { $0 = center }
        return center
    }

    private static let lastUsed = LockedBox<UNUserNotificationCenter?>(nil)

    /// The app's state, on the main actor (nil for a center made off it with no app yet).
    nonisolated(unsafe) weak var service: NotificationService?

    init(service: NotificationService?) {
        self.service = service
        super.init()
    }

    /// Told of notifications while the app is in front, and of taps on them.
    open weak var delegate: UNUserNotificationCenterDelegate? {
        get { delegateBox.withLock { $0.value } }
        set { delegateBox.withLock { $0.value = newValue } }
    }
    private let delegateBox = LockedBox(WeakDelegate())

    /// Whether the device takes content extensions' notifications (it does).
    open var supportsContentExtensions: Bool { true }

    /// Runs `body` with the app's state on the main actor: now when called there, else in a
    /// task on it.
    private func onMain(_ body: @escaping @MainActor @Sendable (NotificationService?) -> Void) {
        if UIModelRuntime.isOnMainActor {
            MainActor.assumeIsolated { body(service) }
        } else {
            Task { @MainActor [weak self] in body(self?.service) }
        }
    }

    // MARK: Permission

    /// Asks the user, with the system's alert, the first time; afterwards answers what the user
    /// chose. `granted` is whether notifications are allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, Error?) -> Void) {
        onMain { service in
            guard let service else { return completionHandler(false, UNError(.notificationsNotAllowed)) }
            service.requestAuthorization(options: options) { completionHandler($0, nil) }
        }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAuthorization(options: options) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        onMain { service in
            completionHandler(UNNotificationSettings(status: service?.status ?? .notDetermined, options: service?.options ?? []))
        }
    }

    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in getNotificationSettings { continuation.resume(returning: $0) } }
    }

    // MARK: Requests

    /// Schedules `request` (replacing a pending one with its identifier). The handler gets
    /// `UNError` for a trigger that never fires, or content with nothing to show.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        onMain { service in
            let error = request.trigger?.invalidity
            if error == nil { service?.schedule(request) }
            completionHandler?(error)
        }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            add(request) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        onMain { completionHandler($0?.pendingRequests ?? []) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { continuation in getPendingNotificationRequests { continuation.resume(returning: $0) } }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        onMain { $0?.removePending(identifiers) }
    }

    open func removeAllPendingNotificationRequests() {
        onMain { $0?.removePending(nil) }
    }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        onMain { completionHandler($0?.delivered ?? []) }
    }

    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { continuation in getDeliveredNotifications { continuation.resume(returning: $0) } }
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        onMain { service in service?.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() {
        onMain { $0?.delivered.removeAll() }
    }

    // MARK: Categories and badges

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        onMain { $0?.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        onMain { completionHandler($0?.categories ?? []) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await withCheckedContinuation { continuation in getNotificationCategories { continuation.resume(returning: $0) } }
    }

    /// Sets the number on the app's icon (`UIApplication.applicationIconBadgeNumber`).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        onMain { service in
            guard newBadgeCount >= 0 else { completionHandler?(UNError(.badgeInputInvalid)); return }
            service?.badgeCount = newBadgeCount
            completionHandler?(nil)
        }
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            setBadgeCount(newBadgeCount) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}

/// A weak reference to a delegate, behind a lock.
nonisolated struct WeakDelegate {
    weak var value: UNUserNotificationCenterDelegate?
}

/// A value shared between threads, behind a lock.
nonisolated final class LockedBox<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
