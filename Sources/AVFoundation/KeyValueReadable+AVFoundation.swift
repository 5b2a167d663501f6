import Foundation
import UIModel

// The observable keys of the players and items, read as Objective-C hands them to
// `observeValue(forKeyPath:of:change:context:)`: enumerations and numbers as `NSNumber`, times
// as `NSValue`, sizes as their values. Both the property's Swift name and its Objective-C key
// (`playbackLikelyToKeepUp`) are read.

extension AVPlayer: KeyValueReadable {
    public func value(forKey key: String) -> Any? {
        switch key {
        case "status": return NSNumber(value: status.rawValue)
        case "rate": return NSNumber(value: rate)
        case "timeControlStatus": return NSNumber(value: timeControlStatus.rawValue)
        case "reasonForWaitingToPlay": return reasonForWaitingToPlay?.rawValue
        case "currentItem": return currentItem
        case "error": return error
        case "volume": return NSNumber(value: volume)
        case "muted", "isMuted": return NSNumber(value: isMuted)
        default: return nil
        }
    }
}

extension AVPlayerItem: KeyValueReadable {
    public func value(forKey key: String) -> Any? {
        switch key {
        case "status": return NSNumber(value: status.rawValue)
        case "duration": return NSValue(time: duration)
        case "error": return error
        case "presentationSize": return presentationSize
        case "playbackLikelyToKeepUp", "isPlaybackLikelyToKeepUp": return NSNumber(value: isPlaybackLikelyToKeepUp)
        case "playbackBufferEmpty", "isPlaybackBufferEmpty": return NSNumber(value: isPlaybackBufferEmpty)
        case "playbackBufferFull", "isPlaybackBufferFull": return NSNumber(value: isPlaybackBufferFull)
        case "asset": return asset
        default: return nil
        }
    }
}
