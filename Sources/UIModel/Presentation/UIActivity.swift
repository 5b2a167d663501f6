import Foundation

/// A service a share sheet offers: subclass it for the app's own actions (`activityTitle`,
/// `activityImage`, `canPerform(withActivityItems:)`, then `prepare(withActivityItems:)` and
/// `perform()` or an `activityViewController`), and call `activityDidFinish(_:)` when done.
/// Not main-actor isolated, as in the iOS SDK; the share sheet calls it on the main thread.
nonisolated open class UIActivity: NSObject {
    nonisolated deinit {}

    /// Names a service (UIKit's `UIActivity.ActivityType`, with UIKit's raw values).
    nonisolated public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity.\(name)") }
        public static let postToFacebook = system("PostToFacebook")
        public static let postToTwitter = system("PostToTwitter")
        public static let postToWeibo = system("PostToWeibo")
        public static let message = system("Message")
        public static let mail = system("Mail")
        public static let print = system("Print")
        public static let copyToPasteboard = system("CopyToPasteboard")
        public static let assignToContact = system("AssignToContact")
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        public static let addToReadingList = system("AddToReadingList")
        public static let postToFlickr = system("PostToFlickr")
        public static let postToVimeo = system("PostToVimeo")
        public static let postToTencentWeibo = system("TencentWeibo")
        public static let airDrop = system("AirDrop")
        public static let openInIBooks = system("OpenInIBooks")
        public static let markupAsPDF = system("MarkupAsPDF")
        public static let sharePlay = system("SharePlay")
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        public static let addToHomeScreen = system("AddToHomeScreen")
    }

    /// Where the share sheet lists an activity (UIKit's raw values).
    nonisolated public enum Category: Int, Sendable { case action, share }

    /// The activity's section of the share sheet: actions by default.
    open class var activityCategory: Category { .action }
    /// The type the completion handler reports; nil by default.
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows; a subclass returns one.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows beside the title; a subclass returns one.
    open var activityImage: UIImage? { nil }

    public override init() { super.init() }

    /// Whether the activity can act on the items: not by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before the activity runs; does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the share sheet presents in its place to run the activity; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Runs the activity when it has no controller: finishes, not completed, by default.
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity is done: its controller (if any) is dismissed and the
    /// completion handler hears the activity's type and `completed`.
    open func activityDidFinish(_ completed: Bool) {
        let finished = onFinish
        onFinish = nil
        guard let finished else { return }
        withMainActorState { finished(completed) }
    }

    /// Set by the share sheet running the activity.
    var onFinish: (@MainActor @Sendable (Bool) -> Void)?
}

/// An item that says what to share for each activity (UIKit's `UIActivityItemSource`): the share
/// sheet shows the placeholder, and copies what the source gives for copying. Not main-actor
/// isolated, as in the iOS SDK.
nonisolated public protocol UIActivityItemSource: NSObjectProtocol {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
}
