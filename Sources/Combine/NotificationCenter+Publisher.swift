import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, when given), sent on the
    /// thread that posts them.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Combine's notification publisher. It observes while subscribed; a notification posted while
    /// the subscriber has no demand is dropped, as with Combine's.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name: name, object: object)
        }
    }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription<S: Subscriber>: Subscription where S.Input == Notification, S.Failure == Never {
    private let lock = NSLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var center: NotificationCenter?
    private var token: NSObjectProtocol?

    init(_ subscriber: S) { self.subscriber = subscriber }

    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.deliver(notification)
        }
        lock.lock()
        if subscriber == nil {
            lock.unlock()
            center.removeObserver(token)
            return
        }
        self.center = center
        self.token = token
        lock.unlock()
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let subscriber, demand > 0 else { return lock.unlock() }
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(notification)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let (center, token) = (self.center, self.token)
        subscriber = nil
        self.center = nil
        self.token = nil
        lock.unlock()
        if let center, let token { center.removeObserver(token) }
    }
}
