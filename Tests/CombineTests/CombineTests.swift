import Combine
import Foundation
import FoundationNetworking
import Testing
import UIModel
import UIModelTesting

/// Combine as apps use it: `@Published` models, notification and timer publishers, the main
/// queue's and main run loop's schedulers on the app's clock, and data tasks.
@Suite(.serialized, .freshRuntime) struct CombineTests {
    var app: UIModelRuntime { .current }

    /// Runs the app's clock in quarter-second frames up to `end`, recording what `probe` says
    /// at each frame.
    func frames<T>(from start: Double = 0, to end: Double, step: Double = 0.25, _ probe: () -> T) -> [(time: Double, value: T)] {
        var seen: [(Double, T)] = []
        var t = start + step
        while t <= end + 1e-9 {
            app.fireDisplayLinks(timestamp: t, duration: step)
            seen.append((t, probe()))
            t += step
        }
        return seen
    }

    final class ProfileModel: ObservableObject {
        @Published var name = "Ada"
        @Published var query = ""
    }

    @Test func publishedPropertiesAssignAndSink() {
        let model = ProfileModel()
        let label = UILabel()
        var names: [String] = []
        var cancellables = Set<AnyCancellable>()
        model.$name.map { "Hello, \($0)" }.assign(to: \.text, on: label).store(in: &cancellables)
        model.$name.sink { names.append($0) }.store(in: &cancellables)
        var changes = 0
        model.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        model.name = "Grace"
        #expect(label.text == "Hello, Grace" && names == ["Ada", "Grace"] && changes == 1)
        cancellables.removeAll()
        model.name = "Linus"
        #expect(label.text == "Hello, Grace", "a cancelled subscription sends nothing")
    }

    @Test func notificationsArePublishedWhileSubscribed() {
        let name = Notification.Name("ProfileDidChange")
        var received: [String] = []
        let cancellable = NotificationCenter.default.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        NotificationCenter.default.post(name: name, object: "first")
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        cancellable.cancel()
        NotificationCenter.default.post(name: name, object: "after cancel")
        #expect(received == ["first"])
    }

    @Test func aTimerPublisherTicksOnTheAppsClock() {
        app.runsMainQueue = true
        var ticks = 0
        let cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        let seen = frames(to: 3.5) { ticks }
        #expect(seen.first { $0.value == 1 }?.time == 1.0)
        #expect(seen.first { $0.value == 2 }?.time == 2.0)
        #expect(ticks == 3)
        cancellable.cancel()
        _ = frames(from: 3.5, to: 6) { ticks }
        #expect(ticks == 3, "a cancelled timer publisher stops its timer")
    }

    @Test func debounceOnTheMainQueueWaitsForAQuietSpell() {
        app.runsMainQueue = true
        let model = ProfileModel()
        var searches: [String] = []
        let cancellable = model.$query.dropFirst()
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { searches.append($0) }
        model.query = "u"
        model.query = "ui"
        let seen = frames(to: 1.5) { searches }
        #expect(seen.first { !$0.value.isEmpty }?.time == 0.5)
        #expect(searches == ["ui"])
        cancellable.cancel()
    }

    @Test func receiveOnTheMainQueueAndRunLoopRunsInTheNextTurn() throws {
        var order: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let onQueue = subject.receive(on: DispatchQueue.main).sink { order.append("queue \($0)") }
        let onRunLoop = subject.receive(on: RunLoop.main).sink { order.append("run loop \($0)") }
        app.runsMainQueue = true
        subject.send(1)
        #expect(order.isEmpty, "received in the next turn of the main run loop")
        app.fireDisplayLinks(timestamp: 0.016, duration: 0.016)
        #expect(order.sorted() == ["queue 1", "run loop 1"])
        let delayed = Just("late").delay(for: .seconds(1), scheduler: RunLoop.main).sink { order.append($0) }
        let seen = frames(from: 0.016, to: 1.5) { order.count }
        let fired = try #require(seen.first { $0.value == 3 }?.time)
        #expect(abs(fired - 1.016) < 1e-9, "a second after the frame it was sent on")
        _ = (onQueue, onRunLoop, delayed)
    }

    @Test func schedulersMeasureTimeAsCombinesDo() {
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        let later = start.advanced(by: .milliseconds(250))
        #expect(start.distance(to: later) == .nanoseconds(250_000_000))
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
        let stride: RunLoop.SchedulerTimeType.Stride = 2
        #expect(stride.timeInterval == 2 && RunLoop.SchedulerTimeType.Stride.milliseconds(1500).timeInterval == 1.5)
    }

    struct Profile: Codable, Equatable { var name: String }

    /// Answers every request with the profile's JSON, or fails those for "/missing" as a host
    /// that is not there does: how iOS apps test their networking.
    nonisolated final class ProfileServer: URLProtocol {
        override class func canInit(with request: URLRequest) -> Bool { true }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
        override func startLoading() {
            guard let url = request.url, url.path != "/missing" else {
                client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
                return
            }
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(#"{"name":"Ada"}"#.utf8))
            client?.urlProtocolDidFinishLoading(self)
        }
        override func stopLoading() {}
    }

    func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ProfileServer.self]
        return URLSession(configuration: configuration)
    }

    @Test func aDataTaskPublisherLoadsAndDecodes() async throws {
        let session = session()
        let profile = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Profile, Error>) in
            var cancellable: AnyCancellable?
            cancellable = session.dataTaskPublisher(for: URL(string: "https://api.example.com/profile")!)
                .map(\.data)
                .decode(type: Profile.self, decoder: JSONDecoder())
                .receive(on: DispatchQueue.main)
                .sink { completion in
                    if case .failure(let error) = completion { continuation.resume(throwing: error) }
                    _ = cancellable
                } receiveValue: { continuation.resume(returning: $0) }
        }
        #expect(profile == Profile(name: "Ada"))
        var encoded: [String] = []
        _ = Just(Profile(name: "Grace")).encode(encoder: JSONEncoder()).map { String(decoding: $0, as: UTF8.self) }
            .sink(receiveCompletion: { _ in }, receiveValue: { encoded.append($0) })
        #expect(encoded == [#"{"name":"Grace"}"#])
    }

    @Test func aFailedLoadEndsWithItsURLError() async {
        let session = session()
        let error = await withCheckedContinuation { (continuation: CheckedContinuation<URLError?, Never>) in
            var cancellable: AnyCancellable?
            cancellable = session.dataTaskPublisher(for: URL(string: "https://api.example.com/missing")!)
                .receive(on: DispatchQueue.main)
                .sink { completion in
                    if case .failure(let error) = completion { continuation.resume(returning: error) } else { continuation.resume(returning: nil) }
                    _ = cancellable
                } receiveValue: { _ in }
        }
        #expect(error?.code == .cannotFindHost)
    }
}
