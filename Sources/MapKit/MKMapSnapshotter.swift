import UIModel

/// An image of a map. Snapshots need Apple's map tiles: with no network, as on the iOS Simulator
/// offline, every snapshot fails with `MKError.serverFailure`.
nonisolated open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = @Sendable (MKMapSnapshotter.Snapshot?, Error?) -> Void

    /// What to snapshot.
    nonisolated open class Options: NSObject, NSCopying, @unchecked Sendable {
        open var camera = MKMapCamera()
        open var mapRect = MKMapRect.world
        open var region = MKCoordinateRegion()
        open var mapType: MKMapType = .standard
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var showsBuildings = true
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 3
        public override init() { super.init() }
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Options()
            copy.camera = camera; copy.mapRect = mapRect; copy.region = region; copy.mapType = mapType
            copy.pointOfInterestFilter = pointOfInterestFilter; copy.showsBuildings = showsBuildings
            copy.size = size; copy.scale = scale
            return copy
        }
    }

    /// A snapshot's image (one here is never made: it fails offline).
    nonisolated open class Snapshot: NSObject, @unchecked Sendable {
        public let image: UIImage
        private let rect: MKMapRect
        init(image: UIImage, rect: MKMapRect) { self.image = image; self.rect = rect; super.init() }
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let p = MKMapPoint(coordinate)
            guard rect.width > 0, rect.height > 0 else { return .zero }
            return CGPoint(x: (p.x - rect.minX) / rect.width * image.size.width, y: (p.y - rect.minY) / rect.height * image.size.height)
        }
    }

    private let request = OfflineRequest()
    public init(options: Options) { super.init() }

    open var isLoading: Bool { request.isRunning }

    /// Calls back on the main queue.
    open func start(completionHandler: @escaping @MainActor @Sendable (MKMapSnapshotter.Snapshot?, Error?) -> Void) {
        request.start { completionHandler(nil, OfflineRequest.error()) }
    }

    /// Calls back on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        request.start {
            if queue.isMainQueue { completionHandler(nil, OfflineRequest.error()) }
            else { queue.async { completionHandler(nil, OfflineRequest.error()) } }
        }
    }

    open func start() async throws -> Snapshot {
        try await withCheckedThrowingContinuation { continuation in
            start { _, error in continuation.resume(throwing: error ?? OfflineRequest.error()) }
        }
    }

    open func cancel() { request.cancel() }
}
