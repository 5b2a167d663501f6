import Foundation

/// MapKit's error domain.
nonisolated public let MKErrorDomain = "MKErrorDomain"

/// MapKit's errors: what a search, directions or a snapshot that needs Apple's servers fails
/// with (here always `serverFailure`, as iOS fails with no network).
nonisolated public struct MKError: CustomNSError, Hashable, Sendable {
    nonisolated public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }

    public let code: Code
    private let description: String?

    public init(_ code: Code) { self.code = code; description = nil }
    init(_ code: Code, description: String) { self.code = code; self.description = description }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [:]
        if let description { info[NSLocalizedDescriptionKey] = description }
        if code == .serverFailure {
            // The network error underneath, as iOS reports a request that could not go out.
            info[NSUnderlyingErrorKey] = NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                                                 userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
        }
        return info
    }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

    public static func == (l: MKError, r: MKError) -> Bool { l.code == r.code }
    public func hash(into h: inout Hasher) { h.combine(code) }
}
