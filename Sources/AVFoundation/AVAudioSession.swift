import Foundation
import UIModel

/// How the app's sound goes with the system's: its category, mode and whether it is active. The
/// simulator plays every category to its speaker; there is no microphone, and no other app
/// plays sound.
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0, longFormAudio, independent, longFormVideo
    }

    public enum InterruptionType: UInt, Sendable {
        case began = 1, ended = 0
    }

    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep, noSuitableRouteForCategory, routeConfigurationChange
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948 // 'undt'
        case denied = 1684369017 // 'deny'
        case granted = 1735552628 // 'grnt'
    }

    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 1936747378 // 'spkr'
    }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    private static let shared = AVAudioSession()

    /// The app's one audio session.
    open class func sharedInstance() -> AVAudioSession { shared }

    private let lock = NSLock()
    private var state: (category: Category, mode: Mode, options: CategoryOptions, active: Bool, permission: RecordPermission)
        = (.soloAmbient, .default, [], false, .undetermined)

    private override init() { super.init() }

    open var category: Category { lock.withLock { state.category } }
    open var mode: Mode { lock.withLock { state.mode } }
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether `setActive(true)` was called last (the simulator's sound plays either way).
    var isActive: Bool { lock.withLock { state.active } }

    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: []) }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws { try setCategory(category, mode: mode, options: options) }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state.category = category; state.mode = mode; state.options = options }
    }
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }
    open func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { lock.withLock { state.active = active } }

    /// No other app plays sound in the simulator.
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The system volume: full.
    open var outputVolume: Float { 1 }
    open var sampleRate: Double { Double(MediaClock.speaker?.sampleRate ?? 44_100) }
    open var preferredSampleRate: Double { 0 }
    open func setPreferredSampleRate(_ sampleRate: Double) throws {}
    open var ioBufferDuration: TimeInterval { 1024 / sampleRate }
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {}
    open var outputLatency: TimeInterval { 0 }
    open var inputLatency: TimeInterval { 0 }
    open var outputNumberOfChannels: Int { 2 }
    open var inputNumberOfChannels: Int { 0 }
    /// There is no microphone in the simulator.
    open var isInputAvailable: Bool { false }
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// Whether the app may record: undetermined until asked, then denied (the simulator has no
    /// microphone to record from).
    open var recordPermission: RecordPermission { lock.withLock { state.permission } }

    /// Asks to record: answered no in the app's next turn, as there is no microphone.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        lock.withLock { state.permission = .denied }
        MediaClock.onMain { response(false) }
    }
}

/// Keys of the session's notifications' user info.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
