import Foundation
import UIModel

/// Writes images to data or a file: PNG and JPEG, encoded by the simulator's encoder (without
/// one, as in a test with no renderer, `CGImageDestinationFinalize` fails). Other types (GIF,
/// HEIC, TIFF) are not written here: creating a destination for one answers nil, with a warning.
nonisolated public final class CGImageDestination: @unchecked Sendable {
    private struct State {
        var images: [(image: UIImage, properties: [String: Any])] = []
        var properties: [String: Any] = [:]
        var finalized = false
    }
    let type: String
    let capacity: Int
    private let data: NSMutableData?
    private let url: URL?
    private let state = LockedValue(State())

    /// The types destinations write.
    static let writableTypes = ["public.png", "public.jpeg"]

    init?(type: String, capacity: Int, data: NSMutableData?, url: URL?) {
        guard Self.writableTypes.contains(type) else {
            UIKitWarning.log("CGImageDestination: writing \(type) is not supported (PNG and JPEG are); no destination")
            return nil
        }
        guard capacity >= 1 else { return nil }
        self.type = type
        self.capacity = capacity
        self.data = data
        self.url = url
    }

    func add(_ image: UIImage, _ properties: [String: Any]) {
        state.withLock { s in
            guard !s.finalized else { return }
            if s.images.count >= capacity {
                UIKitWarning.log("CGImageDestinationAddImage: image destination cannot hold more than \(capacity) images")
                return
            }
            s.images.append((image, properties))
        }
    }

    func set(_ properties: [String: Any]) { state.withLock { $0.properties.merge(properties) { $1 } } }

    func finalize() -> Bool {
        let (images, properties, done) = state.withLock { s -> ([(image: UIImage, properties: [String: Any])], [String: Any], Bool) in
            let was = s.finalized
            s.finalized = true
            return (s.images, s.properties, was)
        }
        guard !done, let first = images.first else { return false }
        if images.count > 1 { UIKitWarning.log("CGImageDestination: \(type) holds one image; the first of \(images.count) is written") }
        let options = properties.merging(first.properties) { $1 }
        let encoded: Data?
        if type == "public.jpeg" {
            let quality = (options[kCGImageDestinationLossyCompressionQuality] as? NSNumber)?.doubleValue
                ?? (options[kCGImageDestinationLossyCompressionQuality] as? Double) ?? 1
            encoded = first.image.jpegData(compressionQuality: CGFloat(quality))
        } else {
            encoded = first.image.pngData()
        }
        guard let encoded else { return false }
        if let data { data.setData(encoded) }
        if let url {
            do { try encoded.write(to: url, options: .atomic) } catch { return false }
        }
        return true
    }
}

/// A destination writing `count` images of `type` into `data`; nil for a type not written here.
nonisolated public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                                         _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(type: type, capacity: count, data: data, url: nil)
}

/// A destination writing `count` images of `type` to the file at `url`.
nonisolated public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int,
                                                        _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(type: type, capacity: count, data: nil, url: url)
}

nonisolated public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(UIImage(cgImage: image), properties ?? [:])
}

nonisolated public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int,
                                                             _ properties: CFDictionary?) {
    guard let image = isrc.image(at: index) else { return }
    idst.add(image, properties ?? [:])
}

nonisolated public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.set(properties ?? [:])
}

/// Writes the images; false when there are none, when it was finalized before, or when they
/// cannot be encoded.
nonisolated public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }

/// The types destinations write: PNG and JPEG.
nonisolated public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { CGImageDestination.writableTypes }
