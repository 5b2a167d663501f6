import Foundation
import UIModel

/// A test's app run frame by frame at 60 frames a second, its main queue on the app's clock as
/// the simulator runs it.
protocol AppFrames {
    var time: Double { get set }
}

extension AppFrames {
    var app: UIModelRuntime { .current }

    /// Runs `seconds` of the app.
    mutating func run(_ seconds: Double) {
        app.runsMainQueue = true
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            app.fireDisplayLinks(timestamp: time, duration: 1.0 / 60)
            app.layoutWindows()
        }
    }
}
