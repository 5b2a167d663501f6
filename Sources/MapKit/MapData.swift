import Foundation
import UIModel

/// The world map MapKit draws: GSHHG's shorelines (land, lakes, islands in lakes, ponds),
/// rivers and political borders, as the basemap project packages them, at three resolutions.
/// `scripts/ensure-map-data.sh` installs them (pinned by hash) into
/// `/usr/local/share/uimodel/map-data`, or the folder `UIMODEL_MAP_DATA` names.
///
/// Each file pair is a text index (`…meta_R.dat`: a line per polygon or line: level, area, point
/// count, south, north, byte offset, byte count) and the points (`…_R.dat`: longitude and
/// latitude pairs as little-endian 32-bit floats). The files are read once per process and
/// kept, projected to map points, as immutable data every runtime shares.
nonisolated struct MapData: Sendable {
    /// GSHHG's resolutions: crude (about 25 km between points), low (5 km), intermediate (1 km),
    /// high (200 m).
    enum Resolution: String, CaseIterable, Sendable {
        case crude = "c", low = "l", intermediate = "i", high = "h"

        /// The resolution that draws a map showing `metersPerPoint` metres in a point: the
        /// coarsest whose spacing is a few points at most.
        static func forScale(metersPerPoint: Double) -> Resolution {
            metersPerPoint > 6_000 ? .crude : metersPerPoint > 800 ? .low : metersPerPoint > 150 ? .intermediate : .high
        }
    }

    /// GSHHG's levels: what a shoreline encloses.
    enum Level: Int, Sendable {
        case land = 1, lake = 2, islandInLake = 3, pondInIsland = 4, antarctica = 5, antarcticGroundingLine = 6
        /// How deep the shoreline nests: 0 for land (Antarctica's ice and ground included), 1 for
        /// a lake on it, 2 for an island in a lake, 3 for a pond on that island.
        var depth: Int {
            switch self {
            case .land, .antarctica, .antarcticGroundingLine: 0
            case .lake: 1
            case .islandInLake: 2
            case .pondInIsland: 3
            }
        }
    }

    /// A closed shoreline or an open border line, in map points, with its bounds and the
    /// bounds of each run of `chunkSize` points (and the point after it), so that drawing can
    /// pass over the runs far off screen.
    struct Shape: Sendable {
        var level: Level?
        var bounds: MKMapRect
        var points: [MKMapPoint]
        var chunks: [MKMapRect]

        static let chunkSize = 64

        init(level: Level?, points: [MKMapPoint]) {
            self.level = level
            self.points = points
            chunks = stride(from: 0, to: points.count, by: Self.chunkSize).map { start in
                Self.bounds(of: points[start...min(start + Self.chunkSize, points.count - 1)])
            }
            bounds = chunks.reduce(MKMapRect.null) { $0.union($1) }
        }

        static func bounds(of points: ArraySlice<MKMapPoint>) -> MKMapRect {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for p in points {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The shorelines, in the order they nest (land, then lakes on it, then islands in those).
    let shorelines: [Shape]
    /// Borders between countries.
    let countryBorders: [Shape]
    /// Borders between states and provinces (the United States, Canada, Australia, Brazil, ...).
    let stateBorders: [Shape]
    /// Rivers, as lines (WDBII's, which GSHHG carries).
    let rivers: [Shape]

    /// The folder the data is in, when it is installed.
    static var directory: URL? {
        let path = ProcessInfo.processInfo.environment["UIMODEL_MAP_DATA"] ?? "/usr/local/share/uimodel/map-data"
        let url = URL(fileURLWithPath: path, isDirectory: true)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("gshhsmeta_c.dat").path) ? url : nil
    }

    private static let loaded = LockedValue<[Resolution: Result<MapData, MapDataError>]>([:])

    /// The data at a resolution (read the first time it is asked for), or why it cannot be read.
    static func at(_ resolution: Resolution) -> Result<MapData, MapDataError> {
        loaded.withLock { cache in
            if let known = cache[resolution] { return known }
            let result: Result<MapData, MapDataError>
            if let directory {
                result = Result { try MapData(directory: directory, resolution: resolution) }
                    .mapError { $0 as? MapDataError ?? .unreadable(String(describing: $0)) }
            } else {
                result = .failure(.notInstalled)
            }
            cache[resolution] = result
            return result
        }
    }

    init(directory: URL, resolution r: Resolution) throws {
        shorelines = try Self.read("gshhs", r, in: directory, levels: true)
        countryBorders = try Self.read("countries", r, in: directory, levels: false)
        stateBorders = try Self.read("states", r, in: directory, levels: false)
        rivers = try Self.read("rivers", r, in: directory, levels: false)
    }

    /// The shapes of one file pair; a line of the index that does not parse, or points outside
    /// the file, is an error naming the file and line.
    static func read(_ name: String, _ r: Resolution, in directory: URL, levels: Bool) throws -> [Shape] {
        let metaURL = directory.appendingPathComponent("\(name)meta_\(r.rawValue).dat")
        let dataURL = directory.appendingPathComponent("\(name)_\(r.rawValue).dat")
        guard let meta = try? String(contentsOf: metaURL, encoding: .utf8), let data = try? Data(contentsOf: dataURL) else {
            throw MapDataError.unreadable("\(metaURL.lastPathComponent) or \(dataURL.lastPathComponent) cannot be read")
        }
        var shapes: [Shape] = []
        for (index, line) in meta.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 7, let count = Int(fields[2]), let offset = Int(fields[5]), let bytes = Int(fields[6]),
                  count > 0, bytes == count * 8, offset >= 0, offset + bytes <= data.count else {
                throw MapDataError.unreadable("\(metaURL.lastPathComponent):\(index + 1): not a polygon entry")
            }
            let level = levels ? Int(fields[0]).flatMap(Level.init(rawValue:)) : nil
            if levels && level == nil { continue }
            var points: [MKMapPoint] = []
            points.reserveCapacity(count)
            data.withUnsafeBytes { raw in
                for i in 0..<count {
                    let base = offset + i * 8
                    let lon = Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: base, as: UInt32.self))))
                    let lat = Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self))))
                    guard lon.isFinite, lat.isFinite else { return }
                    points.append(MapProjection.point(latitude: lat, longitude: lon))
                }
            }
            guard points.count == count else {
                throw MapDataError.unreadable("\(dataURL.lastPathComponent): polygon \(index + 1) has a point that is not a number")
            }
            shapes.append(Shape(level: level, points: points))
        }
        return shapes
    }
}

/// Why the map data cannot be drawn.
nonisolated enum MapDataError: Error, Sendable, CustomStringConvertible {
    case notInstalled
    case unreadable(String)

    var description: String {
        switch self {
        case .notInstalled:
            "the map data is not installed: run scripts/ensure-map-data.sh (or set UIMODEL_MAP_DATA to its folder)"
        case .unreadable(let why): "the map data cannot be read: \(why)"
        }
    }
}
