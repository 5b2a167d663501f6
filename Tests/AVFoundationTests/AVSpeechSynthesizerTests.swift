import AVFoundation
import Foundation
import Testing
import UIModel
import UIModelTesting

/// Speech by eSpeak NG on the app's clock: an utterance starts in the next turn, its words are
/// announced as the sound reaches them, it finishes when its sound has played; pausing,
/// continuing and stopping as AVFoundation's.
@Suite(.serialized, .freshRuntime) struct AVSpeechSynthesizerTests: AppFrames {
    var time = 0.0

    init() { UIModelRuntime.current.runsMainQueue = true }

    final class Listener: NSObject, AVSpeechSynthesizerDelegate {
        var events: [String] = []
        var words: [String] = []
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { events.append("start") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { events.append("finish") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) { events.append("pause") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) { events.append("continue") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) { events.append("cancel") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                               utterance: AVSpeechUtterance) {
            words.append((utterance.speechString as NSString).substring(with: characterRange))
        }
    }

    @Test mutating func anUtteranceIsSpokenWordByWordOnTheAppsClock() throws {
        let synthesizer = AVSpeechSynthesizer()
        let listener = Listener()
        synthesizer.delegate = listener
        let utterance = AVSpeechUtterance(string: "Water the basil every morning.")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        #expect(utterance.voice?.language == "en-US")
        synthesizer.speak(utterance)
        #expect(synthesizer.isSpeaking)
        run(1.0 / 60)
        #expect(listener.events == ["start"])
        run(0.3)
        #expect(!listener.words.isEmpty && listener.words.count < 5)
        run(4)
        #expect(listener.events == ["start", "finish"])
        #expect(listener.words == ["Water", "the", "basil", "every", "morning"])
        #expect(!synthesizer.isSpeaking)
    }

    @Test mutating func pausingHoldsTheWordsAndStoppingCancels() {
        let synthesizer = AVSpeechSynthesizer()
        let listener = Listener()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "One two three four five six seven eight."))
        synthesizer.speak(AVSpeechUtterance(string: "Never spoken."))
        run(0.4)
        #expect(synthesizer.pauseSpeaking(at: .immediate))
        let heard = listener.words.count
        run(2)
        #expect(listener.words.count == heard && synthesizer.isPaused)
        #expect(synthesizer.continueSpeaking())
        run(0.5)
        #expect(listener.words.count > heard)
        #expect(synthesizer.stopSpeaking(at: .immediate))
        run(3)
        #expect(listener.events == ["start", "pause", "continue", "cancel"])
        #expect(!listener.words.contains("Never"))
    }

    @Test func voicesAreEspeaksLanguages() {
        let voices = AVSpeechSynthesisVoice.speechVoices()
        #expect(voices.count > 50)
        #expect(AVSpeechSynthesisVoice(language: "fr-FR") != nil)
        #expect(AVSpeechSynthesisVoice(language: "xx-YY") == nil)
        #expect(AVSpeechSynthesisVoice(identifier: AVSpeechSynthesisVoiceIdentifierAlex) == nil)
    }
}
