import Foundation

/// The error a failed load reports, in the domain and code iOS uses for the same failure.
nonisolated enum WebLoadError {
    // WebKitGTK's network error codes (WebKitNetworkError).
    static let webKitCancelled = 302
    static let webKitFileDoesNotExist = 303
    static let webKitUnknownProtocol = 301
    /// WebKit's policy errors, the same codes in iOS's "WebKitErrorDomain".
    static let webKitErrorDomain = "WebKitErrorDomain"

    static func error(url: String, domain: String, code: Int, message: String) -> NSError {
        let scheme = URL(string: url)?.scheme?.lowercased() ?? ""
        var info: [String: Any] = [:]
        if let u = URL(string: url) { info[NSURLErrorFailingURLErrorKey] = u }
        func urlError(_ code: Int, _ description: String) -> NSError {
            info[NSLocalizedDescriptionKey] = description
            return NSError(domain: NSURLErrorDomain, code: code, userInfo: info)
        }
        if domain == "WebKitNetworkError", code == webKitCancelled { return urlError(NSURLErrorCancelled, "cancelled") }
        if domain == "WebKitPolicyError" {
            info[NSLocalizedDescriptionKey] = code == 102 ? "Frame load interrupted" : message
            return NSError(domain: webKitErrorDomain, code: code, userInfo: info)
        }
        // The simulated device has no network: whatever went wrong on the way to a server.
        if scheme == "http" || scheme == "https" {
            return urlError(NSURLErrorNotConnectedToInternet, "The Internet connection appears to be offline.")
        }
        if code == webKitFileDoesNotExist { return urlError(NSURLErrorFileDoesNotExist, "The requested URL was not found on this server.") }
        if code == webKitUnknownProtocol { return urlError(NSURLErrorUnsupportedURL, "unsupported URL") }
        return urlError(NSURLErrorUnknown, message)
    }
}
