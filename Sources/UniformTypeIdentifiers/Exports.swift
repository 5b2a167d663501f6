// As on iOS, importing the framework imports Foundation.
@_exported import Foundation
