// `import UIKit` brings Foundation with it (CGFloat, NSObject, DispatchQueue, IndexPath, ...);
// so does `import UIModel`.
@_exported import Foundation
// Foundation's predicate format language and key-based sort descriptors, which Linux's
// Foundation lacks.
@_exported import UIModelFoundation
