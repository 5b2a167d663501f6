import Foundation
import ImageIO
import UIModel

/// How an image request fits the photo to the size asked for.
nonisolated public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// The size that asks for a photo at its own size.
nonisolated public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Keys of an image request's info dictionary.
nonisolated public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
nonisolated public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
nonisolated public let PHImageCancelledKey = "PHImageCancelledKey"
nonisolated public let PHImageErrorKey = "PHImageErrorKey"
nonisolated public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// An image request's number, to cancel it by.
public typealias PHImageRequestID = Int32
nonisolated public let PHInvalidImageRequestID: PHImageRequestID = 0

/// How an image request is answered.
nonisolated open class PHImageRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    nonisolated public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat, fastFormat }
    nonisolated public enum ResizeMode: Int, Sendable { case none = 0, fast, exact }
    nonisolated public enum Version: Int, Sendable { case current = 0, unadjusted, original }

    /// Answer before the request returns (else in the main run loop's next turn).
    open var isSynchronous = false
    /// Every mode gets one answer here, at full quality: the library is on the device.
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var version: Version = .current
    /// The library is on the device: nothing is downloaded.
    open var isNetworkAccessAllowed = false
    open var normalizedCropRect = CGRect.zero
    open var progressHandler: ((Double, Error?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?

    public override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHImageRequestOptions()
        copy.isSynchronous = isSynchronous; copy.deliveryMode = deliveryMode; copy.resizeMode = resizeMode
        copy.version = version; copy.isNetworkAccessAllowed = isNetworkAccessAllowed; copy.normalizedCropRect = normalizedCropRect
        return copy
    }
}

/// Images of the library's photos at the sizes an app shows them.
nonisolated open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private let state = LockedValue((next: PHImageRequestID(1), cancelled: Set<PHImageRequestID>()))

    public override init() { super.init() }

    open class func `default`() -> PHImageManager { shared }

    /// The photo scaled to `targetSize` (pixels) by `contentMode`, never larger than the photo
    /// (`PHImageManagerMaximumSize`: the photo's own size). The handler is called once, on the
    /// main actor: before this returns when `options.isSynchronous`, else in the next turn; a
    /// cancelled request is not answered.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = state.withLock { s -> PHImageRequestID in
            defer { s.next += 1 }
            return s.next
        }
        let answer = { [self] in
            guard !state.withLock({ $0.cancelled.remove(id) != nil }) else { return }
            let image = Self.image(of: asset, fitting: targetSize, contentMode: contentMode)
            var info: [AnyHashable: Any] = [PHImageResultIsDegradedKey: NSNumber(value: false), PHImageResultRequestIDKey: NSNumber(value: id)]
            if image == nil { info[PHImageErrorKey] = NSError(domain: "PHPhotosErrorDomain", code: 3201) }
            resultHandler(image, info)
        }
        if options?.isSynchronous == true {
            answer()
        } else {
            nonisolated(unsafe) let later = answer
            UIModelRuntime.async(on: .main, execute: DispatchWorkItem { later() })
        }
        return id
    }

    /// The photo's data as an image file (PNG) with its type and orientation.
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void)
        -> PHImageRequestID {
        requestImage(for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: options) { image, info in
            let data = image?.pngData()
            resultHandler(data, data == nil ? nil : "public.png", .up, info)
        }
    }

    /// Stops a request not yet answered: its handler is not called.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
        _ = state.withLock { $0.cancelled.insert(requestID) }
    }

    /// The library photo scaled to fit or fill `target` pixels.
    static func image(of asset: PHAsset, fitting target: CGSize, contentMode: PHImageContentMode) -> UIImage? {
        guard let photo = withMainActorImage(named: asset.localIdentifier) else { return nil }
        let pixels = CGSize(width: photo.size.width * photo.scale, height: photo.size.height * photo.scale)
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        if target.width <= 0 || target.height <= 0 || !target.width.isFinite || !target.height.isFinite { return photo }
        let fit = min(target.width / pixels.width, target.height / pixels.height)
        let fill = max(target.width / pixels.width, target.height / pixels.height)
        let factor = min(contentMode == .aspectFill ? fill : fit, 1)
        guard factor < 1 else { return photo }
        let size = CGSize(width: max(1, (pixels.width * factor).rounded()), height: max(1, (pixels.height * factor).rounded()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in photo.draw(in: CGRect(origin: .zero, size: size)) }
    }

    private static func withMainActorImage(named name: String) -> UIImage? { UIImage(named: name) }
}

/// An image manager that prepares images ahead of showing them. Images are made on request
/// here, quickly enough not to need it: caching is kept as asked and has no effect.
nonisolated open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}
