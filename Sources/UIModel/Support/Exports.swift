// `import UIKit` brings Foundation with it (CGFloat, NSObject, DispatchQueue, IndexPath, ...);
// so does `import UIModel`.
@_exported import Foundation
