import Foundation

/// The kinds of map a map view draws.
nonisolated public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// How a map view follows the user's location.
nonisolated public enum MKUserTrackingMode: Int, Sendable {
    case none = 0, follow, followWithHeading
}

/// Where overlays are drawn among the map's layers (both sit over the map's land and roads and
/// under its annotations here: the packaged map has no roads or labels).
nonisolated public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0, aboveLabels
}

/// Whether a marker's title and subtitle show.
nonisolated public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0, hidden, visible
}

/// The reuse identifiers of the views a map view makes when its delegate makes none.
nonisolated public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
nonisolated public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"
