import UIModel

/// A search of Apple's places. It needs Apple's servers: with none, as on the iOS Simulator with
/// no network, every search fails with `MKError.serverFailure`.
nonisolated open class MKLocalSearch: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = @MainActor @Sendable (MKLocalSearch.Response?, Error?) -> Void

    /// What to search for and where.
    nonisolated open class Request: NSObject, NSCopying, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() { super.init() }
        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
            super.init()
        }
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }
        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.naturalLanguageQuery = naturalLanguageQuery
            copy.region = region
            copy.resultTypes = resultTypes
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    nonisolated public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// A search's results (a search here never has any: it fails offline).
    nonisolated open class Response: NSObject, @unchecked Sendable {
        open private(set) var mapItems: [MKMapItem] = []
        open private(set) var boundingRegion = MKCoordinateRegion()
        override init() { super.init() }
    }

    private let request: OfflineRequest = OfflineRequest()
    public let searchRequest: Request?

    public init(request: Request) {
        searchRequest = request.copy() as? Request
        super.init()
    }

    public init(request: MKLocalPointsOfInterestRequest) {
        searchRequest = nil
        super.init()
    }

    open var isSearching: Bool { request.isRunning }

    open func start(completionHandler: @escaping CompletionHandler) {
        request.start { completionHandler(nil, OfflineRequest.error()) }
    }

    open func start() async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            start { _, error in continuation.resume(throwing: error ?? OfflineRequest.error()) }
        }
    }

    open func cancel() { request.cancel() }
}

/// Points of interest of some categories near a coordinate or in a region.
nonisolated open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public let region: MKCoordinateRegion
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate
        self.radius = radius
        region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
        super.init()
    }
    public init(coordinateRegion region: MKCoordinateRegion) {
        coordinate = region.center
        radius = 0
        self.region = region
        super.init()
    }
}

/// Which categories of places a map or search includes.
nonisolated public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory("MKPOICategoryAirport")
    public static let cafe = MKPointOfInterestCategory("MKPOICategoryCafe")
    public static let hospital = MKPointOfInterestCategory("MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory("MKPOICategoryHotel")
    public static let museum = MKPointOfInterestCategory("MKPOICategoryMuseum")
    public static let park = MKPointOfInterestCategory("MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory("MKPOICategoryParking")
    public static let publicTransport = MKPointOfInterestCategory("MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory("MKPOICategoryRestaurant")
    public static let store = MKPointOfInterestCategory("MKPOICategoryStore")
}

nonisolated open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    private let included: Set<MKPointOfInterestCategory>?
    private let excluded: Set<MKPointOfInterestCategory>
    public init(including categories: [MKPointOfInterestCategory]) { included = Set(categories); excluded = []; super.init() }
    public init(excluding categories: [MKPointOfInterestCategory]) { included = nil; excluded = Set(categories); super.init() }
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    open func includes(_ category: MKPointOfInterestCategory) -> Bool { included.map { $0.contains(category) } ?? !excluded.contains(category) }
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
