// As on iOS, importing WebKit imports UIKit (here UIModel) and Foundation, whose URL requests
// Linux keeps in FoundationNetworking.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import UIModel
