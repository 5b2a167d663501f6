import Foundation

/// A media file's type, by its uniform type identifier.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    public static let aifc = AVFileType(rawValue: "public.aifc-audio")
    public static let ac3 = AVFileType(rawValue: "public.ac3-audio")
    public static let amr = AVFileType(rawValue: "org.3gpp.adaptive-multi-rate-audio")
    public static let mobile3GPP = AVFileType(rawValue: "public.3gpp")
}

/// An audio format's four-character code.
public typealias AudioFormatID = UInt32
public var kAudioFormatLinearPCM: AudioFormatID { 0x6C70_636D } // 'lpcm'
public var kAudioFormatMPEG4AAC: AudioFormatID { 0x6161_6320 } // 'aac '
public var kAudioFormatAppleLossless: AudioFormatID { 0x616C_6163 } // 'alac'
public var kAudioFormatMPEGLayer3: AudioFormatID { 0x2E6D_7033 } // '.mp3'
public var kAudioFormatAppleIMA4: AudioFormatID { 0x696D_6134 } // 'ima4'
public var kAudioFormatULaw: AudioFormatID { 0x756C_6177 } // 'ulaw'
public var kAudioFormatALaw: AudioFormatID { 0x616C_6177 } // 'alaw'

/// The quality an encoder aims for.
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Keys of a recorder's settings, beside `AVFormatIDKey`, `AVSampleRateKey` and
/// `AVNumberOfChannelsKey`.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
