import Foundation

/// An alert the system shows over the app, as iOS asks for a permission ("“App” Would Like to
/// Send You Notifications"): in a window of its own above the app's windows, so the app's
/// presentations are untouched. The app's key window is key again once it is answered. Tests and
/// scripts answer it as any alert: its buttons are `alertAction:<title>`.
@MainActor package enum SystemAlert {
    /// The level of the system's alert windows: above the app's alert windows.
    static let windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)

    /// Shows the alert in the main run loop's next turn, as iOS shows it once the app's own
    /// launch work is done (an app asking in `didFinishLaunching` has its window up behind it);
    /// `answered` gets the index of the button tapped.
    package static func present(title: String, message: String?, buttons: [String], preferred: Int? = nil,
                                answered: @escaping @MainActor (Int) -> Void) {
        nonisolated(unsafe) let answered = answered
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem {
            MainActor.assumeIsolated { show(title: title, message: message, buttons: buttons, preferred: preferred, answered: answered) }
        })
    }

    private static func show(title: String, message: String?, buttons: [String], preferred: Int?,
                             answered: @escaping @MainActor (Int) -> Void) {
        let previousKey = UIApplication.shared.keyWindow
        let scene = previousKey?.windowScene ?? UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = windowLevel
        let host = UIViewController()
        host.view.backgroundColor = .clear
        window.rootViewController = host
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for (index, button) in buttons.enumerated() {
            let action = UIAlertAction(title: button, style: .default) { _ in
                // The alert has gone: its window goes too, and the app's key window is key again.
                window.isHidden = true
                window.rootViewController = nil
                UIModelRuntime.current.windowSystem.unregister(window)
                previousKey?.makeKey()
                answered(index)
            }
            alert.addAction(action)
            if index == preferred { alert.preferredAction = action }
        }
        host.present(alert, animated: true)
    }

    /// Takes away a system window once hidden (a banner's): it is no longer among the app's windows.
    package static func discard(_ window: UIWindow) {
        window.isHidden = true
        UIModelRuntime.current.windowSystem.unregister(window)
    }

    /// The app's name as the system's alerts quote it: the bundle's display name, else its name,
    /// else the process's (a test bundle's without ".xctest").
    package static var appName: String {
        let info = Bundle.main.infoDictionary
        let name = info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
        return name.hasSuffix(".xctest") ? String(name.dropLast(".xctest".count)) : name
    }
}
