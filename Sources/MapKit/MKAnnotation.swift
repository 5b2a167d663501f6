import Foundation

/// Something with a place on the map: a coordinate, and the title and subtitle its callout and
/// marker show. `title` and `subtitle` are optional requirements in MapKit; here they default to
/// nil. Not isolated, as in MapKit: model objects conform to it.
nonisolated public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

nonisolated extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation that is a shape on the map: the base of points, lines and polygons.
nonisolated open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    /// The shape's centre (a subclass says where that is).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    public override init() { super.init() }
}

/// An annotation at a point, with a title and subtitle.
nonisolated open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }
    public override init() { super.init() }
    public init(coordinate: CLLocationCoordinate2D) {
        point = coordinate
        super.init()
    }
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// The annotations that stand for several which would overlap on the map, grouped by their
/// views' `clusteringIdentifier`. Its coordinate is the middle of its members'.
nonisolated open class MKClusterAnnotation: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    public let memberAnnotations: [MKAnnotation]
    public var coordinate: CLLocationCoordinate2D {
        guard !memberAnnotations.isEmpty else { return CLLocationCoordinate2D() }
        let sum = memberAnnotations.reduce((0.0, 0.0)) { ($0.0 + $1.coordinate.latitude, $0.1 + $1.coordinate.longitude) }
        return CLLocationCoordinate2D(latitude: sum.0 / Double(memberAnnotations.count), longitude: sum.1 / Double(memberAnnotations.count))
    }
    public init(memberAnnotations: [MKAnnotation]) {
        self.memberAnnotations = memberAnnotations
        super.init()
    }
}
