import Foundation

/// The file `uimodel-port` writes into an app that uses timers or Dispatch work items:
/// declarations in the app's own module, which Swift prefers to Foundation's and Dispatch's
/// (however the app's files import them), forwarding to UIModel so those run on the simulated
/// app's clock in headless runs and tests, as its `DispatchQueue.main.async` work does.
enum RunLoopOnAppClock {
    static let fileName = "RunLoopOnAppClock.swift"

    /// Whether ported code creates timers or work items (the file is written only then).
    static func isNeeded(by source: String) -> Bool {
        source.range(of: #"\bTimer\b|\bDispatchWorkItem\b"#, options: .regularExpression) != nil
    }

    static let source = """
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

        """
}
