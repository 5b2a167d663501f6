import Foundation

// The property and option names ImageIO uses, with Apple's string values (what
// `kCGImagePropertyPixelWidth as String` reads on iOS).

// Image properties.
nonisolated public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
nonisolated public let kCGImagePropertyDepth: CFString = "Depth"
nonisolated public let kCGImagePropertyOrientation: CFString = "Orientation"
nonisolated public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
nonisolated public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
nonisolated public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
nonisolated public let kCGImagePropertyColorModel: CFString = "ColorModel"
nonisolated public let kCGImagePropertyColorModelRGB: CFString = "RGB"
nonisolated public let kCGImagePropertyFileSize: CFString = "FileSize"
nonisolated public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
nonisolated public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
nonisolated public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
nonisolated public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
nonisolated public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
nonisolated public let kCGImagePropertyWebPDictionary: CFString = "{WebP}"
nonisolated public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
nonisolated public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
nonisolated public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"
nonisolated public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"
nonisolated public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"
nonisolated public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"

// Options of image sources.
nonisolated public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
nonisolated public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
nonisolated public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
nonisolated public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
nonisolated public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

// Options of image destinations.
nonisolated public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
nonisolated public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"
nonisolated public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
nonisolated public let kCGImageDestinationEmbedThumbnail: CFString = "kCGImageDestinationEmbedThumbnail"

/// How far an image source has read its data.
nonisolated public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2
    case statusIncomplete = -1, statusComplete = 0
}

/// The EXIF orientations: how an image's pixels are turned to show it upright.
nonisolated public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
