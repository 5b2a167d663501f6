import Foundation
import UIModel

/// What a notification says: its title, subtitle and body, badge, sound and user info.
nonisolated open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    /// The number the app's icon shows once delivered (nil: unchanged; 0: none).
    open internal(set) var badge: NSNumber?
    /// The sound it plays (none is played here: the simulator has no sound output for alerts).
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category whose actions the notification offers.
    open internal(set) var categoryIdentifier = ""
    /// The thread notifications are grouped by.
    open internal(set) var threadIdentifier = ""
    /// The name of the image a launch from the notification shows (kept, not shown here).
    open internal(set) var launchImageName = ""
    /// Files shown with the notification (kept, not drawn in the banner here).
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { copied(as: UNNotificationContent()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copied(as: UNMutableNotificationContent()) }

    func copied<T: UNNotificationContent>(as copy: T) -> T {
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.userInfo = userInfo
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.launchImageName = launchImageName
        copy.attachments = attachments
        copy.targetContentIdentifier = targetContentIdentifier
        copy.interruptionLevel = interruptionLevel
        copy.relevanceScore = relevanceScore
        return copy
    }
}

/// Content an app fills in for a request.
nonisolated open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    open override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
}

/// How insistently a notification asks for attention.
nonisolated public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active, timeSensitive, critical
}

/// A notification's sound. Kept with the notification; the simulator plays no alert sounds.
nonisolated open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's file name (nil: the system's default sound).
    let name: String?
    init(name: String?) { self.name = name }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    /// A sound file of the app's.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// The name of a sound file in the app's bundle.
nonisolated public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A file shown with a notification: kept with it (the banner here shows text only).
nonisolated open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    init(identifier: String, url: URL, type: String) {
        self.identifier = identifier
        self.url = url
        self.type = type
    }

    /// An attachment of the file at `URL`, which must exist (iOS's error otherwise).
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.init(identifier: identifier, url: URL, type: URL.pathExtension)
    }
}
