import Foundation
import UIModel

/// The app's clock, as media plays by it: Core Animation's current time (the simulator's frame
/// clock or a headless run's virtual clock), work on the main queue in the app's turns, and
/// the host's speaker. Players are used from the main thread, as on iOS.
enum MediaClock {
    /// Now, in seconds on the app's clock.
    static var now: Double { withMainActorState { CACurrentMediaTime() } }

    /// The speaker the host installed, if any (none headless).
    static var speaker: AudioOutput? { withMainActorState { UIModelRuntime.current.audioOutput } }

    /// A voice made at the speaker's rate by `make`, mixed in from now on; nil headless (no
    /// speaker) or when `make` makes none.
    static func addVoice<Voice: AudioVoice>(_ make: (_ sampleRate: Int) -> Voice?) -> Voice? {
        guard let speaker, let voice = make(speaker.sampleRate) else { return nil }
        speaker.add(voice)
        return voice
    }

    /// Takes `voice` off the speaker.
    static func removeVoice(_ voice: AudioVoice?) {
        guard let voice else { return }
        speaker?.remove(voice)
    }

    /// Runs `body` on the main queue in the app's next turn.
    static func onMain(_ body: @escaping () -> Void) {
        nonisolated(unsafe) let body = body
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem { body() })
    }

    /// Runs `body` on the main queue `delay` seconds from now on the app's clock; cancel the
    /// returned item to stop it.
    @discardableResult
    static func after(_ delay: Double, _ body: @escaping () -> Void) -> DispatchWorkItem {
        nonisolated(unsafe) let body = body
        let item = DispatchWorkItem { body() }
        UIModelRuntime.asyncAfter(on: .main, deadline: .now() + max(delay, 0), execute: item)
        return item
    }

    /// A display link calling `tick` every frame until invalidated.
    static func frames(_ tick: @escaping () -> Void) -> CADisplayLink {
        nonisolated(unsafe) let tick = tick
        return withMainActorState { () -> CADisplayLink in
            let link = CADisplayLink { _ in tick() }
            link.add(to: .main, forMode: .common)
            return link
        }
    }

    static func stop(_ link: CADisplayLink?) {
        guard let link else { return }
        withMainActorState { link.invalidate() }
    }
}
