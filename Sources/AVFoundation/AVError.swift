import Foundation

/// AVFoundation's error domain.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// AVFoundation's errors, with their codes.
public struct AVError: Error, CustomNSError, Hashable, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unknown = -11800
        case outOfMemory = -11801
        case sessionNotRunning = -11803
        case deviceNotConnected = -11814
        case mediaServicesWereReset = -11819
        case noDataCaptured = -11805
        case decodeFailed = -11821
        case fileFormatNotRecognized = -11828
        case fileFailedToParse = -11829
        case contentIsNotAuthorized = -11835
        case decoderNotFound = -11833
        case operationNotAllowed = -11862
        case noImageAtTime = -11832
        case failedToLoadMediaData = -11849
        case contentIsUnavailable = -11863
    }

    public let code: Code
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    public static var errorDomain: String { AVFoundationErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var localizedDescription: String { (errorUserInfo[NSLocalizedDescriptionKey] as? String) ?? "The operation could not be completed" }

    public static func == (l: AVError, r: AVError) -> Bool { l.code == r.code }
    public func hash(into h: inout Hasher) { h.combine(code) }

    public static var unknown: Code { .unknown }
    public static var fileFormatNotRecognized: Code { .fileFormatNotRecognized }
    public static var decoderNotFound: Code { .decoderNotFound }
}

extension MediaFile.OpenFailure {
    /// The error AVFoundation reports for a file that did not open: its format not recognized,
    /// its data not parsed, or no decoder for it, with iOS's description and FFmpeg's reason.
    var avError: NSError {
        let code: AVError.Code, description: String, why: String
        switch reason {
        case .unreadable, .notMedia:
            (code, description, why) = (.fileFormatNotRecognized, "Cannot Open", "This media format is not supported.")
        case .noStream:
            (code, description, why) = (.fileFailedToParse, "Cannot Open", "This media may be damaged.")
        case .noDecoder:
            (code, description, why) = (.decoderNotFound, "Cannot Decode", "The decoder required for this media is not available.")
        }
        return NSError(domain: AVFoundationErrorDomain, code: code.rawValue, userInfo: [
            NSLocalizedDescriptionKey: description, NSLocalizedFailureReasonErrorKey: why,
            NSDebugDescriptionErrorKey: message])
    }
}
