import UIKit

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
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        displayLink?.add(to: .main, forMode: .common)
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        perform(#selector(hideBanner), with: nil, afterDelay: 2)
        perform(#selector(announce(_:)), with: "Started")
        NotificationCenter.default.addObserver(self, selector: #selector(tickerDidReset(_:)),
                                               name: .tickerDidReset, object: nil)
    }

    @objc func step(_ link: CADisplayLink) {
        frames.append(link.timestamp)
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
    }

    @objc func hideBanner() {
        bannerHidden = true
    }

    @objc func announce(_ message: String) {
        announced = message
    }

    @objc private func tickerDidReset(_ notification: Notification) {
        resets.append(notification.name)
    }
}
