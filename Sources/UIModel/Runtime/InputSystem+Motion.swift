import Foundation

extension InputSystem {
    /// A shake of the device, as the iOS Simulator's Device › Shake sends it: `motionBegan` then
    /// `motionEnded` with `.motionShake` to the first responder (else the key window's front
    /// controller), each passing up the responder chain until a responder handles it.
    func shake(timestamp: TimeInterval) {
        bringClockUp(toEventTime: timestamp)
        guard let target = firstResponder ?? runtime.windowSystem.keyWindow.map(frontResponder(in:)) else { return }
        let event = MotionEvent()
        event.timestamp = timestamp
        target.motionBegan(.motionShake, with: event)
        target.motionEnded(.motionShake, with: event)
    }
}
