import Combine
import Foundation
import Testing

@Suite struct PublisherTests {
    @Test func justWaitsForDemand() {
        let recorder = Recorder<Int, Never>(initial: .none)
        Just(5).subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [5])
        #expect(recorder.finished)
    }

    @Test func emptyAndFail() {
        let empty = Recorder<Int, Never>()
        Empty<Int, Never>().subscribe(empty)
        #expect(empty.values.isEmpty && empty.finished)
        let never = Recorder<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.completions == 0)
        let failing = Recorder<Int, TestError>(initial: .none)
        Fail<Int, TestError>(error: TestError(code: 3)).subscribe(failing)
        #expect(failing.failure == TestError(code: 3))
    }

    @Test func futureFulfilledLaterReachesEverySubscriber() {
        var promise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { promise = $0 }
        let early = Recorder<Int, TestError>()
        future.subscribe(early)
        promise?(.success(3))
        promise?(.success(4))
        let late = Recorder<Int, TestError>()
        future.subscribe(late)
        #expect(early.values == [3] && early.finished)
        #expect(late.values == [3] && late.finished)
    }

    @Test func futureRunsAtOnceAndCanFail() {
        var runs = 0
        let future = Future<Int, TestError> { promise in
            runs += 1
            promise(.failure(TestError()))
        }
        #expect(runs == 1)
        let recorder = Recorder<Int, TestError>(initial: .none)
        future.subscribe(recorder)
        #expect(recorder.failure == TestError())
        #expect(runs == 1)
    }

    @Test func deferredMakesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        let first = Recorder<Int, Never>()
        deferred.subscribe(first)
        let second = Recorder<Int, Never>()
        deferred.subscribe(second)
        #expect(first.values == [1])
        #expect(second.values == [2])
    }

    @Test func sequencePublisherHonoursDemand() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        [1, 2, 3].publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2])
        #expect(!recorder.finished)
        recorder.request(.max(1))
        // Finishes right after the last element, without waiting for another request.
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.finished)
        let empty = Recorder<Int, Never>(initial: .none)
        [Int]().publisher.subscribe(empty)
        #expect(empty.finished)
    }

    @Test func sequencePublisherTakesDemandFromReceive() {
        let recorder = Recorder<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...100).publisher.subscribe(recorder)
        #expect(recorder.values.count == 100)
        #expect(recorder.finished)
    }

    @Test func anyPublisherAndAnySubscriber() {
        let erased = [1, 2].publisher.map { $0 + 1 }.eraseToAnyPublisher()
        #expect(erased.eraseToAnyPublisher().description == "AnyPublisher")
        var values: [Int] = []
        var finished = false
        erased.subscribe(
            AnySubscriber(
                receiveSubscription: { $0.request(.unlimited) },
                receiveValue: {
                    values.append($0)
                    return .none
                },
                receiveCompletion: { _ in finished = true }))
        #expect(values == [2, 3])
        #expect(finished)
    }

    @Test func makeConnectableStartsOnConnect() {
        let connectable = [1, 2, 3].publisher.makeConnectable()
        var seen: [Int] = []
        let token = connectable.sink { seen.append($0) }
        #expect(seen.isEmpty)
        let connection = connectable.connect()
        #expect(seen == [1, 2, 3])
        _ = (token, connection)
    }

    @Test func autoconnectConnectsOnFirstSubscriberAndDisconnectsAfterTheLast() {
        let connectable = Probe()
        let shared = connectable.autoconnect()
        var a: [Int] = []
        var b: [Int] = []
        let first = shared.sink { a.append($0) }
        #expect(connectable.connections == 1)
        let second = shared.sink { b.append($0) }
        #expect(connectable.connections == 1)
        connectable.subject.send(1)
        first.cancel()
        #expect(connectable.live == 1)
        second.cancel()
        #expect(connectable.live == 0)
        #expect(a == [1] && b == [1])
        let third = shared.sink { _ in }
        #expect(connectable.connections == 2)
        _ = third
    }

    @Test func autoconnectIsFreedAfterCancel() {
        weak var weakAutoconnect: Publishers.Autoconnect<Probe>?
        weak var weakProbe: Probe?
        var token: AnyCancellable?
        do {
            let probe = Probe()
            let shared = probe.autoconnect()
            weakAutoconnect = shared
            weakProbe = probe
            token = shared.sink { _ in }
        }
        // The subscription holds the autoconnect, which holds the upstream.
        #expect(token != nil && weakAutoconnect != nil)
        token = nil
        #expect(weakAutoconnect == nil)
        #expect(weakProbe == nil)
    }
}

/// A connectable publisher that counts its connections.
final class Probe: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never

    let subject = PassthroughSubject<Int, Never>()
    private(set) var connections = 0
    private(set) var live = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subject.subscribe(subscriber)
    }

    func connect() -> Cancellable {
        connections += 1
        live += 1
        return AnyCancellable { [weak self] in self?.live -= 1 }
    }
}

@Suite struct NotificationCenterPublisherTests {
    @Test func receivesPostedNotificationsUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        var received: [String] = []
        let token = center.publisher(for: name)
            .compactMap { $0.userInfo?["word"] as? String }
            .sink { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["word": "one"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["word": "no"])
        center.post(name: name, object: nil, userInfo: ["word": "two"])
        token.cancel()
        center.post(name: name, object: nil, userInfo: ["word": "three"])
        #expect(received == ["one", "two"])
        #expect(
            center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
    }

    @Test func filtersBySender() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.sender")
        let sender = NSObject()
        var count = 0
        let token = center.publisher(for: name, object: sender).sink { _ in count += 1 }
        center.post(name: name, object: sender)
        center.post(name: name, object: NSObject())
        #expect(count == 1)
        _ = token
    }
}
