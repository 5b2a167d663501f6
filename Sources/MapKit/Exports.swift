// As on iOS, importing MapKit imports CoreLocation, UIKit (here UIModel) and Foundation.
@_exported import CoreLocation
@_exported import Foundation
@_exported import UIModel
