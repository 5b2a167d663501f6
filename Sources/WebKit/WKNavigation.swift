import Foundation
import UIModel

/// One load of a page, from its request to its end: the object each `WKNavigationDelegate`
/// callback of that load receives.
open class WKNavigation: NSObject {
    nonisolated deinit {}
    /// The preferences the page loads with.
    open internal(set) var effectiveContentMode: WKWebpagePreferences.ContentMode = .mobile
}

/// Why a navigation happens.
nonisolated public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

/// Whether a navigation goes ahead.
nonisolated public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    /// Downloads are not supported here: treated as `.cancel`.
    case download = 2
}

/// A frame of a page: here the main frame (frames inside it are not told apart).
open class WKFrameInfo: NSObject {
    nonisolated deinit {}
    open private(set) var isMainFrame: Bool
    /// The request that loaded the frame.
    open private(set) var request: URLRequest
    /// The web view the frame is in.
    open private(set) weak var webView: WKWebView?

    init(isMainFrame: Bool, request: URLRequest, webView: WKWebView?) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.webView = webView
    }
}

/// What the page or the app asked to load, for `webView(_:decidePolicyFor:decisionHandler:)`.
open class WKNavigationAction: NSObject {
    nonisolated deinit {}
    /// The frame that asked (nil for a load the app started).
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame to load into (nil for a new window).
    open private(set) var targetFrame: WKFrameInfo?
    open private(set) var navigationType: WKNavigationType
    open private(set) var request: URLRequest
    /// Whether the page asked for a download (a link's `download` attribute): never here.
    open private(set) var shouldPerformDownload = false
    /// The mouse button (none: taps come as touches).
    open private(set) var buttonNumber = 0
    /// The keys held (none).
    open private(set) var modifierFlags: UIKeyModifierFlags = []

    init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = frame
        targetFrame = frame
    }
}

/// WebKit's error domain (`WKError`'s).
nonisolated public let WKErrorDomain = "WKErrorDomain"

/// An error WebKit reports for a web view's scripts and processes.
nonisolated public struct WKError: CustomNSError, Hashable, Error, @unchecked Sendable {
    nonisolated public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
    }

    public let code: Code
    public let errorUserInfo: [String: Any]
    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    public static func == (a: WKError, b: WKError) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var unknown: Code { .unknown }
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
}
