// ImageIO works with Core Graphics' images, which are UIModel's here: importing it imports
// UIModel (for `CGImage`, `CGSize`) and Foundation.
@_exported import Foundation
@_exported import UIModel
