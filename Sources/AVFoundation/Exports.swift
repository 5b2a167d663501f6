// An app that imports AVFoundation has Foundation, Core Media's times and the layer classes
// (QuartzCore, through UIModel) with it, as on iOS.
@_exported import CoreMedia
@_exported import Foundation
@_exported import UIModel
