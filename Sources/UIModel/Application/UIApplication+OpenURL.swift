import Foundation

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The schemes another app on a fresh iOS Simulator opens: Safari's and Settings'. (Mail,
    /// Phone and Messages are not on the simulator, so `mailto:`, `tel:` and `sms:` cannot be
    /// opened there either.)
    nonisolated static let openableSchemes: Set<String> = ["http", "https", "app-settings"]

    /// Whether an app on the simulator handles `url`: web pages and the Settings page, as on a
    /// fresh iOS Simulator.
    nonisolated public func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map { Self.openableSchemes.contains($0.lowercased()) } ?? false
    }

    /// Asks the system to open `url` in the app that handles it. No other app runs in the
    /// simulator: a URL it could open (`canOpenURL(_:)`) is added to
    /// `UIModelRuntime.openedURLs` (scripts and tests read it) and noted once in the warnings,
    /// and the app stays in the foreground. With `.universalLinksOnly`, nothing opens, as no
    /// installed app claims the link. `completion` gets whether it opened, on the main actor
    /// after the call returns, as UIKit calls it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? ((options[.universalLinksOnly] as? NSNumber)?.boolValue ?? false)
        let opened = canOpenURL(url) && !universalOnly
        if opened {
            UIModelRuntime.current.openedURLs.append(url)
            UIKitWarning.logOnce("UIApplication.open(\(url.absoluteString)): no other app runs in the simulator; recorded in openedURLs")
        }
        guard let completion else { return }
        DispatchQueue.main.async(execute: { @MainActor @Sendable in completion(opened) })
    }
}
