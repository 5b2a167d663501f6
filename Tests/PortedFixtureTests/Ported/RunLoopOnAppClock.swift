// Written by uimodel-port. Timers and Dispatch work items the app makes on the main actor run
// on the simulated app's clock (in headless runs and tests too), in the order UIKit's run
// loop runs them. Declared in the app's own module, these take the place of Foundation's and
// Dispatch's; elsewhere (other threads, no simulator running) they do what those do.
import Foundation
import UIModel

extension Timer {
    @discardableResult
    nonisolated class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                          block: @escaping @Sendable (Timer) -> Void) -> Timer {
        UIModelRuntime.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}

extension RunLoop {
    nonisolated func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        UIModelRuntime.add(timer, to: self, forMode: mode)
    }
}

extension DispatchQueue {
    nonisolated func async(execute workItem: DispatchWorkItem) {
        UIModelRuntime.async(on: self, execute: workItem)
    }

    nonisolated func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        UIModelRuntime.asyncAfter(on: self, deadline: deadline, execute: workItem)
    }
}
