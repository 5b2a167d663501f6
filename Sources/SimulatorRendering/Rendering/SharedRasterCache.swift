import Foundation
import UIModel

/// What a `SharedRasterCache` keeps: pixels, whose bytes bound the cache.
nonisolated protocol SharedRaster {
    var pixels: [UInt32] { get }
}

/// Pixels (0xAARRGGBB) and where they go, relative to what their key describes.
nonisolated struct PlacedRaster: SharedRaster {
    let pixels: [UInt32]
    let x: Int32, y: Int32, width: Int32, height: Int32
}

/// Pixels rasterised on the CPU that depend only on their key (the coverage of a rounded
/// rectangle's corners, a rotated shape, a soft shadow, a line of text), kept for the whole
/// process and shared by every renderer. A renderer's own caches hold textures, which belong to
/// it; every session (every snapshot starts one) makes a new renderer, and finds the shapes and
/// text earlier ones drew here instead of rasterising them again. Bounded by bytes: when full it
/// starts over. Safe to use from any thread.
nonisolated final class SharedRasterCache<Key: Hashable, Raster: SharedRaster>: @unchecked Sendable {
    private let entries = LockedValue<(rasters: [Key: Raster], bytes: Int)>(([:], 0))
    private let byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// The raster for `key`: the cached one, else what `make` rasterises (nil: nothing to cache).
    func raster(for key: Key, make: () -> Raster?) -> Raster? {
        if let cached = entries.withLock({ $0.rasters[key] }) { return cached }
        guard let raster = make() else { return nil }
        let size = raster.pixels.count * MemoryLayout<UInt32>.size
        entries.withLock { entries in
            if entries.bytes + size > byteLimit { entries = ([:], 0) }
            entries.rasters[key] = raster
            entries.bytes += size
        }
        return raster
    }
}
