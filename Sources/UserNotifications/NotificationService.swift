import Dispatch
import Foundation
import UIModel

/// One app's notifications: the permission, the pending requests on the app's clock, the
/// delivered notifications, and the banners.
@MainActor final class NotificationService {
    nonisolated deinit {}
    private(set) lazy var center = UNUserNotificationCenter(service: self)
    private(set) var status: UNAuthorizationStatus = .notDetermined
    private(set) var options: UNAuthorizationOptions = []
    /// Requests waiting for the user's answer to the permission alert.
    private var waitingForAnswer: [(Bool) -> Void] = []
    /// Pending requests, oldest first, with the work that fires each.
    private var pending: [(request: UNNotificationRequest, fire: DispatchWorkItem)] = []
    var delivered: [UNNotification] = []
    var categories: Set<UNNotificationCategory> = []
    private lazy var banners = NotificationBannerPresenter()

    var pendingRequests: [UNNotificationRequest] { pending.map(\.request) }

    var badgeCount: Int {
        get { UIApplication.shared.applicationIconBadgeNumber }
        set { UIApplication.shared.applicationIconBadgeNumber = newValue }
    }

    private var isAllowed: Bool { status == .authorized || status == .provisional || status == .ephemeral }

    // MARK: Permission

    func requestAuthorization(options requested: UNAuthorizationOptions, answered: @escaping (Bool) -> Void) {
        switch status {
        case .notDetermined where requested.contains(.provisional):
            // Provisional permission is granted without asking: notifications go quietly to the list.
            status = .provisional
            options = requested
            answered(true)
        case .notDetermined:
            waitingForAnswer.append(answered)
            guard waitingForAnswer.count == 1 else { return }
            SystemAlert.present(
                title: "“\(SystemAlert.appName)” Would Like to Send You Notifications",
                message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                buttons: ["Don’t Allow", "Allow"], preferred: 1
            ) { [self] index in
                status = index == 1 ? .authorized : .denied
                options = requested
                let waiting = waitingForAnswer
                waitingForAnswer = []
                for answer in waiting { answer(isAllowed) }
            }
        default:
            answered(isAllowed)
        }
    }

    // MARK: Requests

    func schedule(_ request: UNNotificationRequest) {
        removePending([request.identifier])
        let fire = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.fire(request.identifier) } }
        pending.append((request, fire))
        guard let trigger = request.trigger else {
            UIModelRuntime.async(on: .main, execute: fire)
            return
        }
        guard let delay = trigger.delay(from: Date()) else { return }
        UIModelRuntime.asyncAfter(on: .main, deadline: .now() + delay, execute: fire)
    }

    func removePending(_ identifiers: [String]?) {
        for entry in pending where identifiers?.contains(entry.request.identifier) ?? true { entry.fire.cancel() }
        pending.removeAll { identifiers?.contains($0.request.identifier) ?? true }
    }

    private func fire(_ identifier: String) {
        guard let index = pending.firstIndex(where: { $0.request.identifier == identifier }) else { return }
        let request = pending[index].request
        if request.trigger?.repeats == true {
            schedule(request)
        } else {
            pending.remove(at: index)
        }
        deliver(request)
    }

    /// Delivers a notification whose time has come: as the delegate asks while the app is in
    /// front (nothing without a delegate), and not at all without the user's permission.
    private func deliver(_ request: UNNotificationRequest) {
        guard isAllowed else { return }
        let notification = UNNotification(date: Date(), request: request)
        guard let delegate = center.delegate else { return }
        delegate.userNotificationCenter(center, willPresent: notification) { [weak self] presentation in
            // Answered at once on the main actor, shown at once; answered elsewhere, on it next.
            if UIModelRuntime.isOnMainActor {
                MainActor.assumeIsolated { self?.present(notification, presentation) }
            } else {
                Task { @MainActor in self?.present(notification, presentation) }
            }
        }
    }

    private func present(_ notification: UNNotification, _ presentation: UNNotificationPresentationOptions) {
        let banner = presentation.contains(.banner) || presentation.contains(.legacyAlert)
        if banner || presentation.contains(.list) { delivered.append(notification) }
        if presentation.contains(.badge), options.contains(.badge), let badge = notification.request.content.badge {
            badgeCount = badge.intValue
        }
        guard banner, status != .provisional else { return }
        banners.show(notification) { [weak self] in self?.respond(to: notification, action: UNNotificationDefaultActionIdentifier) }
    }

    /// The user tapped the notification: the delegate hears it; it leaves the list.
    private func respond(to notification: UNNotification, action: String) {
        delivered.removeAll { $0 === notification }
        guard let delegate = center.delegate else { return }
        let response = UNNotificationResponse(notification: notification, actionIdentifier: action)
        delegate.userNotificationCenter(center, didReceive: response) {}
    }
}
