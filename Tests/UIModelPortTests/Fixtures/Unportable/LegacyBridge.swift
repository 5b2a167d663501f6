import UIKit

@objc protocol LegacyBridgeDelegate: AnyObject {
    @objc optional var bridgeTitle: String { get }
}

/// What only the Objective-C runtime can do: each of these is reported and left as it was.
class LegacyBridge: NSObject {
    weak var delegate: LegacyBridgeDelegate?
    @objc dynamic var progress: Double = 0

    func start(on button: UIButton) {
        let name = "finish"
        button.addTarget(self, action: NSSelectorFromString(name), for: .touchUpInside)
        button.addTarget(nil, action: #selector(finish), for: .touchUpInside)  // sent by name, up the responder chain
        if delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) == true {
            print("delegate listens")
        }
        addObserver(self, forKeyPath: #keyPath(progress), options: [.new], context: nil)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(finish), userInfo: ["step": 1], repeats: false)
        NotificationCenter.default.addObserver(self, selector: #selector(finish), name: .NSSystemClockDidChange, object: nil)
        NotificationCenter.default.removeObserver(self)
    }

    @objc func finish() {}
}
