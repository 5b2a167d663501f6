import Foundation
import OpenCombine

// Foundation's coders as Combine's `encode(encoder:)` and `decode(type:decoder:)` take them.
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
