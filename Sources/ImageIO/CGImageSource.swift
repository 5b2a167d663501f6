import Foundation
import UIModel

/// Image data read as ImageIO reads it: its type, its images (an animation's frames), their
/// properties, and thumbnails. Pixels come from the simulator's decoder; without one (a test
/// with no renderer) the images have their sizes but draw nothing, as `UIImage(data:)`'s do.
/// Thread-safe, as ImageIO's sources are: image libraries read them on queues of their own.
nonisolated public final class CGImageSource: @unchecked Sendable {
    private struct State {
        var data: Data
        var isFinal: Bool
        var container: ImageContainer
        var frames: [Int: UIImage] = [:]
        var gifFrames: [Data]?
    }
    private let state: LockedValue<State>
    let hint: String?

    init(data: Data, isFinal: Bool, hint: String?) {
        state = LockedValue(State(data: data, isFinal: isFinal, container: ImageContainer(data)))
        self.hint = hint
    }

    var container: ImageContainer { state.withLock { $0.container } }
    var data: Data { state.withLock { $0.data } }
    var isFinal: Bool { state.withLock { $0.isFinal } }

    func update(_ data: Data, final: Bool) {
        state.withLock {
            $0 = State(data: data, isFinal: final, container: ImageContainer(data))
        }
    }

    /// Image `index`, whole (an animation's frame as it shows), made once.
    func image(at index: Int) -> UIImage? {
        if let known = state.withLock({ $0.frames[index] }) { return known }
        let (data, container) = state.withLock { ($0.data, $0.container) }
        guard index >= 0, index < container.count else { return nil }
        var image: UIImage?
        switch container.kind {
        case .gif where container.frames.count > 1:
            let frames = state.withLock { $0.gifFrames } ?? UIImage.animationFrames(ofGIF: data)
            state.withLock { $0.gifFrames = frames }
            if let frames {
                image = index < frames.count ? UIImage(data: frames[index], scale: 1) : nil
            } else {
                // No decoder: every frame has the canvas's size and no pixels.
                image = UIImage(data: data, scale: 1)
            }
        case .png where container.frames.count > 1:
            if index == 0, container.defaultImageIsFirstFrame, container.frames[0].rect.size == container.pixelSize {
                image = UIImage(data: data, scale: 1)
            } else {
                image = AnimationFrames.apngFrame(container, index)
            }
        default:
            image = index == 0 ? UIImage(data: data, scale: 1) : nil
        }
        if let image { state.withLock { $0.frames[index] = image } }
        return image
    }
}

/// A source reading `data`; nil when the data is empty.
nonisolated public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    guard !data.isEmpty else { return nil }
    return CGImageSource(data: data, isFinal: true, hint: options?[kCGImageSourceTypeIdentifierHint] as? String)
}

/// A source reading the file at `url`; nil when it cannot be read.
nonisolated public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
    return CGImageSource(data: data, isFinal: true, hint: options?[kCGImageSourceTypeIdentifierHint] as? String)
}

/// A source fed its data as it arrives (`CGImageSourceUpdateData`).
nonisolated public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(data: Data(), isFinal: false, hint: options?[kCGImageSourceTypeIdentifierHint] as? String)
}

/// Gives an incremental source all the data so far; `final` when there is no more.
nonisolated public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(data, final: final)
}

/// The data's uniform type identifier ("public.png", "com.compuserve.gif", "public.jpeg", ...),
/// nil when it is not an image.
nonisolated public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.container.typeIdentifier ?? isrc.hint
}

/// The types sources read: those the simulator's decoder reads.
nonisolated public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ["public.png", "com.compuserve.gif", "public.jpeg", "org.webmproject.webp", "com.microsoft.bmp", "public.tiff"]
}

/// How many images the source holds: an animation's frames, else one; none for data that is not
/// an image.
nonisolated public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.container.count }

nonisolated public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

nonisolated public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    let container = isrc.container
    if isrc.data.isEmpty { return isrc.isFinal ? .statusInvalidData : .statusReadingHeader }
    if container.typeIdentifier == nil { return .statusUnknownType }
    if container.pixelSize == nil { return isrc.isFinal ? .statusInvalidData : .statusReadingHeader }
    return isrc.isFinal ? .statusComplete : .statusIncomplete
}

nonisolated public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    index >= 0 && index < isrc.container.count ? CGImageSourceGetStatus(isrc) : .statusInvalidData
}

/// The file's properties: its size in bytes, and its animation's loop count.
nonisolated public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    let container = isrc.container
    var properties: [String: Any] = [kCGImagePropertyFileSize: NSNumber(value: isrc.data.count)]
    switch container.kind {
    case .gif:
        var gif: [String: Any] = [kCGImagePropertyGIFHasGlobalColorMap: NSNumber(value: true)]
        if let loops = container.loopCount { gif[kCGImagePropertyGIFLoopCount] = NSNumber(value: loops) }
        properties[kCGImagePropertyGIFDictionary] = gif
    case .png where container.frames.count > 1:
        properties[kCGImagePropertyPNGDictionary] = [kCGImagePropertyAPNGLoopCount: NSNumber(value: container.loopCount ?? 0)]
    default: break
    }
    return properties
}

/// Image `index`'s properties: its pixel size, colour model and alpha, orientation, and an
/// animation frame's delay (`DelayTime` at least 0.1 s, as browsers and ImageIO clamp short
/// ones; `UnclampedDelayTime` as the file says).
nonisolated public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    let container = isrc.container
    guard index >= 0, index < container.count, let size = container.pixelSize else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth: NSNumber(value: Int(size.width)), kCGImagePropertyPixelHeight: NSNumber(value: Int(size.height)),
        kCGImagePropertyColorModel: kCGImagePropertyColorModelRGB, kCGImagePropertyDepth: NSNumber(value: 8),
    ]
    if let alpha = container.hasAlpha { properties[kCGImagePropertyHasAlpha] = NSNumber(value: alpha) }
    if let orientation = container.orientation {
        properties[kCGImagePropertyOrientation] = NSNumber(value: orientation)
        properties[kCGImagePropertyTIFFDictionary] = [kCGImagePropertyTIFFOrientation: NSNumber(value: orientation)]
    }
    let delay = container.frames.indices.contains(index) ? container.frames[index].delay : nil
    switch container.kind {
    case .gif:
        var gif: [String: Any] = [:]
        if let delay {
            gif[kCGImagePropertyGIFUnclampedDelayTime] = NSNumber(value: delay)
            gif[kCGImagePropertyGIFDelayTime] = NSNumber(value: delay < ImageIOTiming.shortestDelay ? ImageIOTiming.clampedDelay : delay)
        }
        properties[kCGImagePropertyGIFDictionary] = gif
    case .png:
        if let delay {
            properties[kCGImagePropertyPNGDictionary] = [
                kCGImagePropertyAPNGUnclampedDelayTime: NSNumber(value: delay),
                kCGImagePropertyAPNGDelayTime: NSNumber(value: delay < ImageIOTiming.shortestDelay ? ImageIOTiming.clampedDelay : delay),
            ]
        } else {
            properties[kCGImagePropertyPNGDictionary] = [String: Any]()
        }
    case .jpeg:
        properties[kCGImagePropertyJFIFDictionary] = [String: Any]()
    case .other: break
    }
    return properties
}

/// Image `index` (an animation's frame, whole); nil past the last.
nonisolated public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    isrc.image(at: index)?.cgImage
}

/// A thumbnail of image `index`, at most `kCGImageSourceThumbnailMaxPixelSize` on its longer
/// side (never larger than the image), made from the image when
/// `kCGImageSourceCreateThumbnailFromImageAlways` or `…IfAbsent` is set; without either, nil,
/// as ImageIO answers for a file with no thumbnail of its own.
nonisolated public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let options = options ?? [:]
    let always = (options[kCGImageSourceCreateThumbnailFromImageAlways] as? Bool) ?? false
    let ifAbsent = (options[kCGImageSourceCreateThumbnailFromImageIfAbsent] as? Bool) ?? false
    guard always || ifAbsent, let image = isrc.image(at: index) else { return nil }
    let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
    guard pixels.width > 0, pixels.height > 0 else { return nil }
    let limit = (options[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue
        ?? (options[kCGImageSourceThumbnailMaxPixelSize] as? Int).map(Double.init)
        ?? Double(max(pixels.width, pixels.height))
    let factor = min(1, max(limit, 1) / Double(max(pixels.width, pixels.height)))
    let size = CGSize(width: max(1, (Double(pixels.width) * factor).rounded()), height: max(1, (Double(pixels.height) * factor).rounded()))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in
        image.draw(in: CGRect(origin: .zero, size: size))
    }.cgImage
}

/// ImageIO's animation timing.
nonisolated enum ImageIOTiming {
    /// Delays shorter than this are read as `clampedDelay` (`DelayTime`), as browsers do.
    static let shortestDelay = 0.011
    static let clampedDelay = 0.1
}
