import Foundation

extension Publisher {
    /// On failure, continues with the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
        -> Publishers.Catch<
            Self, P
        > where P.Output == Output
    {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// A publisher of its upstream's values that, on failure, switches to a publisher made
    /// from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The values of both publishers.
        public typealias Output = Upstream.Output

        /// The replacement publisher's failure.
        public typealias Failure = NewPublisher.Failure

        /// The publisher whose failure is caught.
        public let upstream: Upstream

        /// Makes the replacement publisher from the upstream's error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// A publisher of `upstream`'s values, continuing with `handler(error)` on failure.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches `subscriber`; its demand carries over to the replacement publisher.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let catcher = Catcher<Upstream.Failure, NewPublisher, S>(
                downstream: subscriber, handler: handler)
            subscriber.receive(subscription: catcher)
            upstream.subscribe(
                ChildSubscriber(
                    onSubscription: { catcher.attach($0) },
                    onValue: { catcher.receive($0) },
                    onCompletion: { catcher.upstreamCompleted($0) }))
        }
    }
}

/// The state of a `catch`: the current upstream (first the original, then the replacement)
/// and the downstream demand not yet met, which the replacement is asked for.
private final class Catcher<
    UpstreamFailure: Error, NewPublisher: Publisher, Downstream: Subscriber
>:
    Subscription
where NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure {
    private let downstream: Downstream
    private let handler: (UpstreamFailure) -> NewPublisher
    private let lock = Lock()
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var terminal = false

    init(downstream: Downstream, handler: @escaping (UpstreamFailure) -> NewPublisher) {
        self.downstream = downstream
        self.handler = handler
    }

    func attach(_ subscription: Subscription) {
        lock.lock()
        guard !terminal, current == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        current = subscription
        let wanted = demand
        lock.unlock()
        if wanted > 0 { subscription.request(wanted) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        self.demand += demand
        let subscription = current
        lock.unlock()
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        terminal = true
        let subscription = current
        current = nil
        lock.unlock()
        subscription?.cancel()
    }

    func receive(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    func upstreamCompleted(_ completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        current = nil
        guard case .failure(let error) = completion else {
            terminal = true
            lock.unlock()
            downstream.receive(completion: .finished)
            return
        }
        lock.unlock()
        handler(error).subscribe(
            ChildSubscriber(
                onSubscription: { self.attach($0) },
                onValue: { self.receive($0) },
                onCompletion: { self.replacementCompleted($0) }))
    }

    private func replacementCompleted(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        terminal = true
        current = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }
}
