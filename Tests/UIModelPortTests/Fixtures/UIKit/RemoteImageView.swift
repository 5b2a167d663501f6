// A small image-loading library in the style apps pull in: written for several Apple platforms,
// it picks UIKit or AppKit with conditional compilation, and loads through URLSession.
#if os(iOS) || os(tvOS)
import UIKit
public typealias PlatformImage = UIImage
public typealias PlatformImageView = UIImageView
#elseif os(macOS)
import AppKit
public typealias PlatformImage = NSImage
public typealias PlatformImageView = NSImageView
#endif

/// Builds the requests and decodes the images of one remote image view.
public final class RemoteImageLoader {
    public let session: URLSession
    public var timeout: TimeInterval = 15

    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// A request that skips the cache, as the library asks for a reload.
    public func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        return request
    }

    public func image(from data: Data) -> PlatformImage? {
        PlatformImage(data: data)
    }
}

#if canImport(UIKit) && !targetEnvironment(macCatalyst)
extension PlatformImageView {
    /// Shows the image `data` holds, or `placeholder` when it holds none.
    public func setImage(with data: Data, placeholder: PlatformImage? = nil, loader: RemoteImageLoader = RemoteImageLoader()) {
        image = loader.image(from: data) ?? placeholder
    }
}
#else
#error("RemoteImageView needs UIKit")
#endif
