// As on iOS, importing the framework imports UIKit (here UIModel) and Foundation.
@_exported import Foundation
@_exported import UIModel
