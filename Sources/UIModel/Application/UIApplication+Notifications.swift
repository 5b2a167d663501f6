import Foundation

/// The app's and its scenes' life-cycle notifications (UIKit's names), posted on
/// `NotificationCenter.default` right after the matching delegate method, as UIKit posts them:
/// at launch did-finish-launching, then for the scene will-connect, will-enter-foreground and
/// did-activate with the app's did-become-active; when the app quits, will-deactivate and
/// will-resign-active, did-enter-background for the scene and the app, then will-terminate.
/// (The app's will-enter-foreground is posted only on a return from the background, which the
/// simulator has no gesture for.)
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted with `didReceiveMemoryWarning()`; the simulator's memory is never short, so only
    /// an app or test that posts it itself hears it.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Midnight, a time-zone or a daylight-saving change; the simulator's clock makes none.
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// The user took a screenshot; a capture of the simulator's window is not one.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIScene {
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

extension UIResponder {
    /// Posts a life-cycle notification `name` with this app or scene as its object, as UIKit does.
    func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}
