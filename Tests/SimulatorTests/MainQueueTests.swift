import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// A screen that fills itself later, each way apps write it; `log` says when each ran (app time).
final class LaterViewController: UIViewController {
    enum Way { case mainAsync, asyncAfter(Double), polling(Double), task }
    let way: Way
    let label = UILabel()
    var log: [String] = []
    var polling = true

    init(_ way: Way) {
        self.way = way
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        label.frame = CGRect(x: 20, y: 100, width: 300, height: 40)
        label.text = "loading"
        label.accessibilityIdentifier = "status"
        view.addSubview(label)
        switch way {
        case .mainAsync:
            DispatchQueue.main.async { self.fill("async") }
        case .asyncAfter(let delay):
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.fill("after") }
        case .polling(let interval):
            poll(every: interval)
        case .task:
            Task { @MainActor in self.fill("task") }
        }
    }

    /// Polls every `interval` seconds until told to stop, as apps poll a server.
    func poll(every interval: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
            guard self.polling else { return }
            self.fill("poll")
            self.poll(every: interval)
        }
    }

    func fill(_ what: String) {
        log.append("\(what)@\(String(format: "%.3f", CACurrentMediaTime()))")
        label.text = "\(what) \(log.count)"
    }
}

@MainActor @Suite(.serialized) struct MainQueueTests {
    @Test func mainQueueWorkRunsBeforeTheFirstFrameIsShown() throws {
        let vc = LaterViewController(.mainAsync)
        let app = try SimulatorApp(rootViewController: vc)
        #expect(vc.log == ["async@0.000"])
        #expect(vc.label.text == "async 1")
        _ = app
    }

    @Test func delayedWorkRunsOnTheFirstFrameAtItsDeadline() throws {
        let vc = LaterViewController(.asyncAfter(0.5))
        let app = try SimulatorApp(rootViewController: vc)
        try app.advance(by: 0.45)
        #expect(vc.log.isEmpty)
        try app.advance(by: 0.1)
        #expect(vc.log == ["after@0.500"])
    }

    @Test func delayedWorkRunsByDeadlineThenByOrderQueued() throws {
        var order: [Int] = []
        let app = try SimulatorApp(rootViewController: UIViewController())
        app.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { MainActor.assumeIsolated { order.append(3) } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { MainActor.assumeIsolated { order.append(1) } }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                MainActor.assumeIsolated {
                    order.append(2)
                    // Queued by delayed work: runs in the same turn, before the next timer.
                    DispatchQueue.main.async { MainActor.assumeIsolated { order.append(21) } }
                }
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { order.append(0) } }
        }
        try app.advance(by: 1)
        #expect(order == [0, 1, 2, 21, 3])
    }

    @Test func workThatQueuesItselfAgainRunsOnceATurn() throws {
        let vc = LaterViewController(.polling(0.25))
        let app = try SimulatorApp(rootViewController: vc)
        try app.advance(by: 1.01)
        #expect(vc.log == ["poll@0.250", "poll@0.500", "poll@0.750", "poll@1.000"])
        vc.polling = false
        try app.advance(by: 1)
        #expect(vc.log.count == 4)
    }

    @Test func waitUntilIdleRunsTheClockUntilNothingIsDue() throws {
        let vc = LaterViewController(.asyncAfter(2))
        let app = try SimulatorApp(rootViewController: vc)
        try app.waitUntilIdle()
        #expect(vc.log == ["after@2.000"])
        #expect(abs(app.time - 2) < 0.02)
        // Already idle: the clock does not move.
        try app.waitUntilIdle()
        #expect(abs(app.time - 2) < 0.02)
    }

    @Test func waitUntilIdleSaysWhatKeepsTheAppBusy() throws {
        let app = try SimulatorApp(rootViewController: LaterViewController(.polling(1)))
        // Work due sooner than the timeout, again and again: never idle.
        #expect {
            try app.waitUntilIdle(timeout: 2)
        } throws: { error in
            "\(error)".hasPrefix("still busy after 2 s: work due at")
        }
        #expect(abs(app.time - 2) < 0.02)
        // Due later than the timeout: idle now.
        try app.waitUntilIdle(timeout: 0.5)
        #expect(throws: SimulatorError.self) { try app.waitUntilIdle(timeout: .nan) }
    }

    @Test func aTaskOnTheMainActorRunsWhileAnAsyncTestWaits() async throws {
        let vc = LaterViewController(.task)
        let app = try SimulatorApp(rootViewController: vc)
        try await app.waitUntilIdle()
        #expect(vc.label.text == "task 1")
    }

    @Test func theSameRunGivesTheSameTimes() throws {
        func run() throws -> [String] {
            let vc = LaterViewController(.polling(0.1))
            let app = try SimulatorApp(rootViewController: vc, fps: 24)
            try app.advance(by: 0.5)
            return vc.log
        }
        let first = try run()
        // 24 frames a second; each poll counts from the frame that ran the last.
        #expect(first == ["poll@0.125", "poll@0.250", "poll@0.375", "poll@0.500"])
        #expect(try run() == first)
    }

    @Test func workQueuedOffTheMainActorGoesToDispatch() async throws {
        let app = try SimulatorApp(rootViewController: UIViewController())
        let ran = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.main.async { done.resume(returning: true) }
            }
        }
        #expect(ran)
        #expect(app.run { !UIModelRuntime.current.hasQueuedMainWork })
    }

    @Test func aScreenThatFillsItselfLaterSnapshotsFilled() throws {
        func snapshot(_ vc: UIViewController) -> SnapshotFrame? {
            var frame: SnapshotFrame?
            Snapshotting<UIViewController, SnapshotFrame>.image(on: .iPhoneSE).snapshot(vc).run { frame = $0 }
            return frame
        }
        let filled = LaterViewController(.mainAsync), waiting = LaterViewController(.asyncAfter(10))
        let image = try #require(snapshot(filled)), empty = try #require(snapshot(waiting))
        #expect(filled.label.text == "async 1" && waiting.label.text == "loading")
        #expect(image.digest != empty.digest)
    }
}
