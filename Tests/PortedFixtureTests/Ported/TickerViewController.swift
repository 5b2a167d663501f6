import UIModel

extension Notification.Name {
    static let tickerDidReset = Notification.Name("TickerDidReset")
}

/// A screen that ticks: a display link, a timer, a delayed perform and an observer.
final class TickerViewController: UIViewController {
    private(set) var frames: [CFTimeInterval] = []
    private(set) var ticks = 0
    private(set) var bannerHidden = false
    private(set) var resets: [Notification.Name] = []
    private(set) var announced: String?
    var displayLink: CADisplayLink?
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        displayLink = CADisplayLink(handler: { [self] link in self.step(link) })
        displayLink?.add(to: .main, forMode: .common)
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [self] timer in nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { self.tick(timer) } }
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [self] _ in MainActor.assumeIsolated { self.hideBanner() } }
        self.announce("Started")
        _ = NotificationCenter.default.addObserver(forName: .tickerDidReset, object: nil, queue: nil) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.tickerDidReset(notification) } }
    }

    func step(_ link: CADisplayLink) {
        frames.append(link.timestamp)
    }

    func tick(_ timer: Timer) {
        ticks += 1
    }

    func hideBanner() {
        bannerHidden = true
    }

    func announce(_ message: String) {
        announced = message
    }

    private func tickerDidReset(_ notification: Notification) {
        resets.append(notification.name)
    }
}
