import Foundation
import UIModel

/// A short sound an app registers from a file and plays by its number.
public typealias SystemSoundID = UInt32

/// The vibration "sound": the simulator has no motor, so it plays nothing.
public var kSystemSoundID_Vibrate: SystemSoundID { 0x0000_0FFF }
public var kAudioServicesNoError: OSStatus { 0 }
/// The status of a file that is not a sound, and of a number that was never registered.
public var kAudioServicesSystemSoundUnspecifiedError: OSStatus { -1500 }
public var kAudioServicesBadSpecifierSizeError: OSStatus { 561211770 }

/// The sounds the app registered, by number: their files and lengths.
enum SystemSounds {
    /// The first number given, as iOS numbers an app's sounds.
    static let firstID: SystemSoundID = 4097
    private static let table = LockedSounds()

    final class LockedSounds: @unchecked Sendable {
        let lock = NSLock()
        var sounds: [SystemSoundID: (path: String, duration: Double)] = [:]
        var next = firstID
    }

    static func register(_ url: URL) -> SystemSoundID? {
        guard url.isFileURL, let file = try? MediaFile(path: url.path, kind: .audio) else { return nil }
        return table.lock.withLock {
            let id = table.next
            table.next += 1
            table.sounds[id] = (url.path, file.info.duration)
            return id
        }
    }

    static func dispose(_ id: SystemSoundID) -> Bool { table.lock.withLock { table.sounds.removeValue(forKey: id) != nil } }

    static func sound(_ id: SystemSoundID) -> (path: String, duration: Double)? { table.lock.withLock { table.sounds[id] } }

    /// Plays the sound to the speaker (nothing headless) and calls `completion` on the main queue
    /// when its length has passed on the app's clock. iOS's own numbered sounds (keyboard
    /// clicks, alerts) are not bundled here: they play nothing and complete at once, as does
    /// the vibration.
    static func play(_ id: SystemSoundID, completion: (() -> Void)?) {
        guard let sound = sound(id) else {
            if let completion { MediaClock.onMain(completion) }
            return
        }
        let voice = MediaClock.addVoice { MediaVoice(path: sound.path, rate: $0, volume: 1) }
        voice?.set(playing: true)
        MediaClock.after(sound.duration) {
            MediaClock.removeVoice(voice)
            completion?()
        }
    }
}

/// Registers the sound file at `inFileURL` (apps pass `url as CFURL`; here the URL) and writes
/// its number to `outSystemSoundID`.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard let id = SystemSounds.register(inFileURL) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = id
    return kAudioServicesNoError
}

@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.play(inSystemSoundID, completion: nil)
}

/// A system sound played as an alert (with a vibration on a phone; the simulator has none).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.play(inSystemSoundID, completion: nil)
}

public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    SystemSounds.play(inSystemSoundID, completion: inCompletionBlock)
}

public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    SystemSounds.play(inSystemSoundID, completion: inCompletionBlock)
}
