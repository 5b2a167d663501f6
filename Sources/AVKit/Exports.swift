// AVKit's player view controller comes with AVFoundation, as on iOS.
@_exported import AVFoundation
@_exported import UIModel
