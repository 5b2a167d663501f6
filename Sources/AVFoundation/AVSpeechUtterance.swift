import CSpeechSynthesis
import Foundation

/// The slowest, default and fastest speech rates.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Text to speak, with the voice, rate, pitch and volume to speak it in.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    open private(set) var speechString: String
    open private(set) var attributedSpeechString: NSAttributedString
    /// The voice (nil: the current language's).
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// 0.5 (lower) to 2 (higher); 1 is the voice's own pitch.
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
        super.init()
    }
}

/// How natural a voice sounds.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    case `default` = 1, enhanced, premium
}

public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
    case unspecified = 0, male, female
}

/// A voice to speak in: one of eSpeak NG's, by language.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The language, as a BCP 47 tag ("en-US").
    public let language: String
    public let identifier: String
    public let name: String
    open var quality: AVSpeechSynthesisVoiceQuality { .default }
    open var gender: AVSpeechSynthesisVoiceGender { .unspecified }

    private init(language: String, name: String) {
        self.language = language
        self.name = name
        identifier = "org.espeak-ng.voice." + language
        super.init()
    }

    /// The voice of `languageCode` ("en-US", "fr"); the current language's when nil; nil when
    /// there is no voice for it.
    public convenience init?(language languageCode: String?) {
        let wanted = (languageCode ?? Self.currentLanguageCode()).lowercased()
        let voices = Self.speechVoices()
        guard let voice = voices.first(where: { $0.language.lowercased() == wanted })
                ?? voices.first(where: { $0.language.lowercased().hasPrefix(wanted.split(separator: "-").first.map(String.init) ?? wanted) })
        else { return nil }
        self.init(language: voice.language, name: voice.name)
    }

    public convenience init?(identifier: String) {
        guard let voice = Self.speechVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(language: voice.language, name: voice.name)
    }

    /// eSpeak NG's voices, one a language, in its order.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        guard let list = ss_voices() else { return [] }
        defer { ss_free(list) }
        var seen = Set<String>()
        return String(cString: list).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            // eSpeak's tags are lower case ("en-us"); iOS writes the region upper case.
            let pieces = parts[0].split(separator: "-").map(String.init)
            let tag = ([pieces[0]] + pieces.dropFirst().map { $0.count == 2 ? $0.uppercased() : $0 }).joined(separator: "-")
            guard seen.insert(tag).inserted else { return nil }
            return AVSpeechSynthesisVoice(language: tag, name: parts[1])
        }
    }

    /// The device's language: English (United States), as the simulator's locale is.
    open class func currentLanguageCode() -> String { "en-US" }
}

/// The identifier of iOS's Alex voice (not here: its voice gives nil).
public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.voice.Alex"
