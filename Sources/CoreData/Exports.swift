// `import CoreData` brings Foundation with it, and the predicate format language and key-based
// sort descriptors, which Linux's Foundation lacks.
@_exported import Foundation
@_exported import UIModelFoundation
