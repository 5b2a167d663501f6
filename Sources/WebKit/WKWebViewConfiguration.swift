import Foundation
import UIModel

/// How a web view is made: its scripts and message handlers, preferences and data store.
/// A web view keeps a copy; changing the configuration afterwards does not change the view
/// (its `userContentController` is shared, as on iOS).
open class WKWebViewConfiguration: NSObject, NSCopying {
    nonisolated deinit {}
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    open var processPool = WKProcessPool()
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// Appended to the user agent (ignored when the web view has a `customUserAgent`).
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    /// Whether videos play in the page rather than full screen. Kept; pages here play no media.
    open var allowsInlineMediaPlayback = false
    /// Which media need a tap to play. Kept; pages here play no media.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Which data become links (phone numbers, addresses). Kept; no data detection runs here.
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// Whether the page shows only once loaded whole: always so here, where a page is
    /// painted when its load ends.
    open var suppressesIncrementalRendering = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false

    public override init() { super.init() }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: WKWebViewConfiguration = withMainActorState {
            let c = WKWebViewConfiguration()
            c.userContentController = userContentController
            c.preferences = preferences
            c.defaultWebpagePreferences = defaultWebpagePreferences
            c.processPool = processPool
            c.websiteDataStore = websiteDataStore
            c.applicationNameForUserAgent = applicationNameForUserAgent
            c.allowsInlineMediaPlayback = allowsInlineMediaPlayback
            c.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
            c.dataDetectorTypes = dataDetectorTypes
            c.suppressesIncrementalRendering = suppressesIncrementalRendering
            c.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
            c.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
            c.ignoresViewportScaleLimits = ignoresViewportScaleLimits
            c.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
            return c
        }
        return copy
    }
}

/// A web view's preferences.
open class WKPreferences: NSObject {
    nonisolated deinit {}
    /// The smallest font size pages get, in points.
    open var minimumFontSize: CGFloat = 0
    /// Whether scripts may open windows without a tap (no window opens here either way).
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the page warns of fraudulent sites (needs Apple's servers: nothing is checked).
    open var isFraudulentWebsiteWarningEnabled = true
    open var isElementFullscreenEnabled = false
    /// Whether pages run JavaScript (deprecated on iOS 14 for `WKWebpagePreferences`).
    open var javaScriptEnabled = true
    public override init() { super.init() }
}

/// Preferences for each page loaded.
open class WKWebpagePreferences: NSObject {
    nonisolated deinit {}
    /// Which kind of site a page is laid out as.
    nonisolated public enum ContentMode: Int, Sendable { case recommended = 0, mobile = 1, desktop = 2 }
    open var preferredContentMode: ContentMode = .recommended
    open var allowsContentJavaScript = true
    public override init() { super.init() }
}

/// Web views that share page processes. Kept for the app; each page here has its own.
open class WKProcessPool: NSObject {
    nonisolated deinit {}
    public override init() { super.init() }
}

/// Where web views keep cookies, caches and storage. Every store here is in memory and
/// ends with the process, as `nonPersistent()`'s on iOS.
open class WKWebsiteDataStore: NSObject {
    nonisolated deinit {}
    open private(set) var isPersistent: Bool
    private init(persistent: Bool) { isPersistent = persistent }
    private static let shared = WKWebsiteDataStore(persistent: true)
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}

/// Kinds of media a page plays.
nonisolated public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// Kinds of data a page's text turns into links.
nonisolated public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}
