@_exported import Photos
import Foundation
import UIModel

/// Which kinds of item a picker offers.
nonisolated public struct PHPickerFilter: Equatable, Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case images, videos, livePhotos, screenshots, panoramas, bursts, depthEffectPhotos, slomoVideos, timelapseVideos
        case any([Kind]), all([Kind]), not(Kind)
    }
    let kind: Kind

    public static let images = PHPickerFilter(kind: .images)
    public static let videos = PHPickerFilter(kind: .videos)
    public static let livePhotos = PHPickerFilter(kind: .livePhotos)
    public static let screenshots = PHPickerFilter(kind: .screenshots)
    public static let panoramas = PHPickerFilter(kind: .panoramas)
    public static let bursts = PHPickerFilter(kind: .bursts)
    public static let depthEffectPhotos = PHPickerFilter(kind: .depthEffectPhotos)
    public static let slomoVideos = PHPickerFilter(kind: .slomoVideos)
    public static let timelapseVideos = PHPickerFilter(kind: .timelapseVideos)

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: .any(subfilters.map(\.kind))) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: .all(subfilters.map(\.kind))) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(kind: .not(filter.kind)) }

    /// Whether a still photo (every item of the simulator's library is one) passes.
    var takesStillPhotos: Bool { Self.takesStill(kind) }

    private static func takesStill(_ kind: Kind) -> Bool {
        switch kind {
        case .images: true
        case .any(let kinds): kinds.contains { takesStill($0) }
        case .all(let kinds): kinds.allSatisfy { takesStill($0) }
        case .not(let kind): !takesStill(kind)
        default: false
        }
    }
}

/// How a picker is set up.
nonisolated public struct PHPickerConfiguration: Equatable, Sendable {
    /// How picked items are handed over (kept; items are handed as they are).
    nonisolated public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current, compatible }
    /// Whether picked items keep the order they were picked in.
    nonisolated public enum Selection: Int, Sendable { case `default` = 0, ordered, continuous, continuousAndOrdered }

    /// What the picker offers (nil: everything).
    public var filter: PHPickerFilter?
    /// How many items may be picked: 1 by default, 0 for any number.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    /// The items shown as picked when it opens (with a photo library).
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results carry asset identifiers: made with a photo library.
    let identifiesAssets: Bool

    public init() { identifiesAssets = false }
    public init(photoLibrary: PHPhotoLibrary) { identifiesAssets = true }
}

/// A picked item: its data, and its identifier in the library (with a photo library's
/// configuration).
nonisolated public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

/// Told what the user picked (nothing: cancelled). The app dismisses the picker, as on iOS.
@preconcurrency @MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
