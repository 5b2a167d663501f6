import Foundation
import Testing
import UIModel
import UIModelTesting
import UserNotifications

/// Local notifications as an app uses them: the permission alert, requests on the app's clock,
/// the delegate's presentation and the banner, a tap on it, and bad triggers.
@Suite(.serialized, .freshRuntime) struct NotificationTests {
    var app: UIModelRuntime { .current }

    final class Delegate: NSObject, UNUserNotificationCenterDelegate {
        var presented: [String] = []
        var opened: [String] = []
        var options: UNNotificationPresentationOptions = [.banner, .list, .badge]
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
            presented.append(notification.request.identifier)
            completionHandler(options)
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
            opened.append("\(response.notification.request.identifier) \(response.actionIdentifier == UNNotificationDefaultActionIdentifier)")
            completionHandler()
        }
    }

    func showApp() -> UIWindow {
        app.runsMainQueue = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Runs the app's clock from `start` to `end` in 60 Hz frames.
    func run(from start: Double, to end: Double) {
        var t = start
        while t < end - 1e-9 {
            t += 1.0 / 60
            app.fireDisplayLinks(timestamp: t, duration: 1.0 / 60)
        }
    }

    func alertButton(_ title: String) -> UIButton? {
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.accessibilityIdentifier == "alertAction:\(title)" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        return UIApplication.shared.windows.reversed().lazy.compactMap(find).first
    }

    func request(_ id: String, after seconds: TimeInterval, repeats: Bool = false, badge: Int? = nil) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        content.body = "Water the plants (\(id))"
        content.badge = badge.map { NSNumber(value: $0) }
        content.sound = .default
        return UNNotificationRequest(identifier: id, content: content,
                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats))
    }

    @Test func thePermissionAlertAsksOnceAndRemembers() throws {
        let window = showApp()
        let center = UNUserNotificationCenter.current()
        #expect(center === UNUserNotificationCenter.current())
        var answers: [Bool] = []
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in MainActor.assumeIsolated { answers.append(granted) } }
        run(from: 0, to: 0.5)
        let allow = try #require(alertButton("Allow"))
        #expect(alertButton("Don’t Allow") != nil && answers.isEmpty)
        allow.sendActions(for: .touchUpInside)
        run(from: 0.5, to: 1)
        #expect(answers == [true] && UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.count == 1, "the alert's window is gone with it")
        center.requestAuthorization(options: [.alert]) { granted, _ in MainActor.assumeIsolated { answers.append(granted) } }
        #expect(answers == [true, true] && alertButton("Allow") == nil, "answered once, remembered")
        var status: UNAuthorizationStatus?
        center.getNotificationSettings { settings in MainActor.assumeIsolated { status = settings.authorizationStatus } }
        #expect(status == .authorized)
    }

    @Test func aRequestFiresOnTheAppsClockAndItsBannerOpensIt() throws {
        let window = showApp()
        let center = UNUserNotificationCenter.current()
        let delegate = Delegate()
        center.delegate = delegate
        center.requestAuthorization(options: [.alert, .badge]) { _, _ in }
        run(from: 0, to: 0.5)
        try #require(alertButton("Allow")).sendActions(for: .touchUpInside)
        center.add(request("water", after: 3, badge: 2))
        center.add(request("later", after: 60))
        var pending: [String] = []
        center.getPendingNotificationRequests { requests in MainActor.assumeIsolated { pending = requests.map(\.identifier) } }
        #expect(pending == ["water", "later"])
        #expect(app.nextTimerDeadline == 3.5, "three seconds after it was added")
        run(from: 0.5, to: 3.6)
        #expect(delegate.presented == ["water"] && UIApplication.shared.applicationIconBadgeNumber == 2)
        let banner = try #require(UIApplication.shared.windows.first { $0.accessibilityIdentifier == "notificationBanner" })
        #expect(!banner.isHidden && banner.windowLevel > UIWindow.Level.alert)
        let card = try #require(banner.subviews.first)
        #expect(card.accessibilityLabel == "Reminder, Water the plants (water)")
        var delivered: [String] = []
        center.getDeliveredNotifications { list in MainActor.assumeIsolated { delivered = list.map(\.request.identifier) } }
        #expect(delivered == ["water"])
        // A tap on the banner opens the notification.
        let point = banner.convert(CGPoint(x: card.frame.midX, y: card.frame.midY), to: nil)
        run(from: 3.6, to: 4)
        app.handleTouch(.began, at: point, timestamp: 4.1)
        app.handleTouch(.ended, at: point, timestamp: 4.15)
        run(from: 4, to: 4.6)
        #expect(delegate.opened == ["water true"] && banner.isHidden)
        #expect(!UIApplication.shared.windows.contains(banner), "the banner's window is gone with it")
        center.removeAllPendingNotificationRequests()
        run(from: 4.6, to: 61)
        #expect(delegate.presented == ["water"])
        _ = window
    }

    @Test func aBannerLeavesByItselfAndRepeatsFireAgain() throws {
        _ = showApp()
        let center = UNUserNotificationCenter.current()
        let delegate = Delegate()
        center.delegate = delegate
        center.requestAuthorization(options: [.alert]) { _, _ in }
        run(from: 0, to: 0.5)
        try #require(alertButton("Allow")).sendActions(for: .touchUpInside)
        center.add(request("hourly", after: 60, repeats: true))
        run(from: 0.5, to: 60.8)
        let banner = try #require(UIApplication.shared.windows.first { $0.accessibilityIdentifier == "notificationBanner" })
        #expect(!banner.isHidden)
        run(from: 60.8, to: 66.5)
        #expect(banner.isHidden, "gone after five seconds")
        run(from: 66.5, to: 120.8)
        #expect(delegate.presented == ["hourly", "hourly"])
    }

    @Test func withoutPermissionOrDelegateNothingIsShown() throws {
        _ = showApp()
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        run(from: 0, to: 0.5)
        try #require(alertButton("Don’t Allow")).sendActions(for: .touchUpInside)
        let delegate = Delegate()
        center.delegate = delegate
        center.add(request("denied", after: 1))
        run(from: 0.2, to: 2)
        #expect(delegate.presented.isEmpty && !UIApplication.shared.windows.contains { $0.accessibilityIdentifier == "notificationBanner" })
    }

    @Test func badTriggersGetIOSsError() {
        _ = showApp()
        var errors: [Int] = []
        let center = UNUserNotificationCenter.current()
        for trigger in [UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false),
                        UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true),
                        UNTimeIntervalNotificationTrigger(timeInterval: .nan, repeats: false)] {
            let request = UNNotificationRequest(identifier: "bad", content: UNMutableNotificationContent(), trigger: trigger)
            center.add(request) { error in MainActor.assumeIsolated { errors.append((error as? UNError)?.code.rawValue ?? -1) } }
        }
        #expect(errors == [1400, 1400, 1400])
        #expect(UIKitWarning.history.contains { $0.contains("time interval must be at least 60 if repeating") })
        var pending = -1
        center.getPendingNotificationRequests { list in MainActor.assumeIsolated { pending = list.count } }
        #expect(pending == 0)
    }

    @Test func provisionalPermissionNeedsNoAlertAndTheAsyncFormsWork() async throws {
        _ = showApp()
        let center = UNUserNotificationCenter.current()
        let granted = try await center.requestAuthorization(options: [.alert, .provisional])
        #expect(granted && alertButton("Allow") == nil)
        #expect(await center.notificationSettings().authorizationStatus == .provisional)
        try await center.add(request("quiet", after: 100))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["quiet"])
        await #expect(throws: UNError.self) { try await center.setBadgeCount(-1) }
    }
}
