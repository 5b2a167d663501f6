import Foundation
import UIModel

/// `--location`: where the simulated device is from launch, as the iOS Simulator's Features ›
/// Location menu sets it: `LAT,LON` in degrees, a GPX file of waypoints played from launch on
/// the app's clock, or `none`. Without it the device is at Apple Park, as a new Simulator's.
public enum LocationOption: Equatable, Sendable {
    case point(SimulatedLocation.Fix)
    case route(SimulatedLocation.Route)
    case none

    /// Parses the option's value; a bad one is a usage error naming what is wrong (a GPX file's
    /// line and column).
    public static func parse(_ text: String) throws -> LocationOption {
        if text == "none" { return .none }
        if text.lowercased().hasSuffix(".gpx") {
            guard let data = FileManager.default.contents(atPath: text) else { throw SimulatorError.usage("--location: cannot read \(text)") }
            do {
                return .route(try SimulatedLocation.Route(gpx: data, name: text))
            } catch let error as SimulatedLocation.RouteError {
                throw SimulatorError.usage("--location: \(error.message)")
            }
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let lat = parts[0], let lon = parts[1] else {
            throw SimulatorError.usage("--location must be LAT,LON in degrees (37.3346,-122.0090), a .gpx file or none, not '\(text)'")
        }
        let fix = SimulatedLocation.Fix(latitude: lat, longitude: lon)
        guard fix.isValid else {
            throw SimulatorError.usage("--location: latitude must be from -90 to 90 and longitude from -180 to 180, not \(lat),\(lon)")
        }
        return .point(fix)
    }

    /// Puts the app's simulated device there (a route starts playing now).
    @MainActor public func apply(to location: SimulatedLocation) {
        switch self {
        case .point(let fix): location.set(fix)
        case .route(let route): location.play(route)
        case .none: location.set(nil)
        }
    }
}
