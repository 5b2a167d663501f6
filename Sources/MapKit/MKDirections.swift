import UIModel

/// The ways a route may be travelled.
nonisolated public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Routes between places. They need Apple's servers: with none, as on the iOS Simulator with no
/// network, every calculation fails with `MKError.serverFailure` ("Directions Not Available").
nonisolated open class MKDirections: NSObject, @unchecked Sendable {
    public typealias DirectionsHandler = @MainActor @Sendable (MKDirections.Response?, Error?) -> Void
    public typealias ETAHandler = @MainActor @Sendable (MKDirections.ETAResponse?, Error?) -> Void

    nonisolated open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        open var tollPreference: RoutePreference = .any
        open var highwayPreference: RoutePreference = .any
        public override init() { super.init() }
        public init(contentsOf url: URL) { super.init() }
        public static func isDirectionsRequest(_ url: URL) -> Bool { false }
    }

    nonisolated public enum RoutePreference: Int, Sendable { case any = 0, avoid }

    /// A calculation's routes (one here never has any: it fails offline).
    nonisolated open class Response: NSObject, @unchecked Sendable {
        open private(set) var source = MKMapItem()
        open private(set) var destination = MKMapItem()
        open private(set) var routes: [MKRoute] = []
        override init() { super.init() }
    }

    nonisolated open class ETAResponse: NSObject, @unchecked Sendable {
        open private(set) var source = MKMapItem()
        open private(set) var destination = MKMapItem()
        open private(set) var expectedTravelTime: TimeInterval = 0
        open private(set) var distance: CLLocationDistance = 0
        open private(set) var expectedArrivalDate = Date(timeIntervalSince1970: 0)
        open private(set) var expectedDepartureDate = Date(timeIntervalSince1970: 0)
        open private(set) var transportType: MKDirectionsTransportType = .automobile
        override init() { super.init() }
    }

    private let request = OfflineRequest()
    public init(request: Request) { super.init() }

    open var isCalculating: Bool { request.isRunning }

    open func calculate(completionHandler: @escaping DirectionsHandler) {
        request.start { completionHandler(nil, OfflineRequest.error("Directions Not Available")) }
    }

    open func calculateETA(completionHandler: @escaping ETAHandler) {
        request.start { completionHandler(nil, OfflineRequest.error("Directions Not Available")) }
    }

    open func calculate() async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            calculate { _, error in continuation.resume(throwing: error ?? OfflineRequest.error()) }
        }
    }

    open func calculateETA() async throws -> ETAResponse {
        try await withCheckedThrowingContinuation { continuation in
            calculateETA { _, error in continuation.resume(throwing: error ?? OfflineRequest.error()) }
        }
    }

    open func cancel() { request.cancel() }
}

/// A route: its line on the map, length, time and steps. Only MapKit's servers make routes.
nonisolated open class MKRoute: NSObject, @unchecked Sendable {
    open private(set) var name = ""
    open private(set) var advisoryNotices: [String] = []
    open private(set) var distance: CLLocationDistance = 0
    open private(set) var expectedTravelTime: TimeInterval = 0
    open private(set) var transportType: MKDirectionsTransportType = .automobile
    open private(set) var polyline = MKPolyline(coordinates: [], count: 0)
    open private(set) var steps: [Step] = []
    override init() { super.init() }

    nonisolated open class Step: NSObject, @unchecked Sendable {
        open private(set) var instructions = ""
        open private(set) var notice: String?
        open private(set) var polyline = MKPolyline(coordinates: [], count: 0)
        open private(set) var distance: CLLocationDistance = 0
        open private(set) var transportType: MKDirectionsTransportType = .automobile
        override init() { super.init() }
    }
}
