import Foundation
import FoundationNetworking
import OpenCombine

extension URLSession {
    /// A publisher that loads `url` with a data task when subscribed.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that loads `request` with a data task when subscribed.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Combine's data-task publisher: one data and response, or the task's `URLError`, sent on
    /// the session's delegate queue. Cancelling the subscription cancels the task.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(subscriber, request: request, session: session))
        }
    }
}

/// One subscriber's data task, started at its first demand.
private final class DataTaskSubscription<S: Subscriber>: Subscription
where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError {
    private let lock = NSLock()
    private var subscriber: S?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession

    init(_ subscriber: S, request: URLRequest, session: URLSession) {
        self.subscriber = subscriber
        self.request = request
        self.session = session
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard subscriber != nil, task == nil else { return lock.unlock() }
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            self?.finish(data: data, response: response, error: error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(data: Data?, response: URLResponse?, error: Error?) {
        lock.lock()
        guard let subscriber else { return lock.unlock() }
        self.subscriber = nil
        task = nil
        lock.unlock()
        if let response, error == nil {
            _ = subscriber.receive((data ?? Data(), response))
            subscriber.receive(completion: .finished)
        } else {
            let failure = error as? URLError ?? URLError(.unknown, userInfo: (error as NSError?)?.userInfo ?? [:])
            subscriber.receive(completion: .failure(failure))
        }
    }

    func cancel() {
        lock.lock()
        let task = self.task
        subscriber = nil
        self.task = nil
        lock.unlock()
        task?.cancel()
    }
}
