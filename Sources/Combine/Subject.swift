import Foundation

/// A publisher that code sends values into: ``PassthroughSubject``, ``CurrentValueSubject``.
///
/// A subject can also subscribe to another publisher (`Publisher.subscribe(_:)` with a subject)
/// and pass on everything that publisher sends.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)

    /// Ends the stream for every subscriber; later values are ignored.
    func send(completion: Subscribers.Completion<Failure>)

    /// Receives the subscription of an upstream publisher this subject subscribed to.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()` to the subscribers.
    public func send() { send(()) }
}

extension Publisher {
    /// Passes everything this publisher sends on to `subject`, until the returned token is
    /// cancelled or released. The subject is held weakly: releasing it also ends the relay.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where S.Output == Output, S.Failure == Failure {
        let relay = SubjectRelay(subject: subject)
        subscribe(relay)
        return AnyCancellable(relay)
    }
}

/// Upstream subscriptions a subject keeps so it can cancel them when it goes away.
final class UpstreamSubscriptions: @unchecked Sendable {
    private let lock = Lock()
    private var subscriptions: [Subscription] = []

    /// Keeps `subscription` and asks it for unlimited values: a subject passes on whatever
    /// it gets, and its own subscribers' demand decides who receives it.
    func adopt(_ subscription: Subscription) {
        lock.lock()
        subscriptions.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    deinit {
        for subscription in subscriptions { subscription.cancel() }
    }
}

/// Feeds a subject from an upstream publisher; also the subscription the subject receives.
private final class SubjectRelay<Target: Subject>: Subscriber, Subscription {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let lock = Lock()
    private weak var subject: Target?
    private var upstream: Subscription?
    private var ended = false

    init(subject: Target) { self.subject = subject }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !ended, let subject else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let target = ended ? nil : subject
        lock.unlock()
        target?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let target = ended ? nil : subject
        ended = true
        upstream = nil
        lock.unlock()
        target?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let current = upstream
        lock.unlock()
        current?.request(demand)
    }

    func cancel() {
        lock.lock()
        let current = upstream
        upstream = nil
        ended = true
        lock.unlock()
        current?.cancel()
    }
}
