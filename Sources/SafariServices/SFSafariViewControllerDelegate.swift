import Foundation
import UIModel

/// What a Safari view controller tells the app (all methods optional).
@preconcurrency @MainActor public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user tapped Done, and the controller has been dismissed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed (here it always fails: there is no network).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected to `URL` (never here: nothing loads).
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The app's activities for the share sheet (none are offered here: there is no page to share).
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
}

extension SFSafariViewController {
    /// How the controller shows its page.
    nonisolated open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Whether Reader opens on pages that have it (no page loads here, so none has it).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls (nothing scrolls on the offline page).
        open var barCollapsingEnabled = true

        public override init() { super.init() }

        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }

    /// The title of the button that closes the controller.
    nonisolated public enum DismissButtonStyle: Int, Sendable {
        case done = 0, close, cancel

        var title: String {
            switch self {
            case .done: "Done"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        }
    }
}
