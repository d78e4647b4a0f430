import Foundation

extension Publisher {
    /// Once both have sent a value, passes on a pair of the latest values of this publisher
    /// and `other` each time either sends; finishes when both have finished, fails as soon
    /// as either fails.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Like ``combineLatest(_:)``, passing on `transform` of each pair.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

extension Publishers {
    /// A publisher of pairs of two upstreams' latest values.
    ///
    /// Both upstreams are asked for unlimited values; the downstream's demand decides how
    /// many pairs it gets. A pair that arrives without demand is not lost: the latest pair is
    /// sent when demand arrives.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure {
        /// Pairs of the latest values.
        public typealias Output = (A.Output, B.Output)

        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A

        /// The second upstream.
        public let b: B

        /// A publisher of pairs of `a`'s and `b`'s latest values.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`, then subscribes to both upstreams.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let combiner = Combiner<A.Output, B.Output, S>(downstream: subscriber)
            subscriber.receive(subscription: combiner)
            a.subscribe(
                ChildSubscriber(
                    onSubscription: { combiner.attach($0, at: 0) },
                    onValue: { combiner.receive(first: $0) },
                    onCompletion: { combiner.complete($0, at: 0) }))
            b.subscribe(
                ChildSubscriber(
                    onSubscription: { combiner.attach($0, at: 1) },
                    onValue: { combiner.receive(second: $0) },
                    onCompletion: { combiner.complete($0, at: 1) }))
        }
    }
}

/// The state of a `combineLatest`: each side's latest value, the downstream's demand, and
/// whether a pair is waiting for demand.
private final class Combiner<First, Second, Downstream: Subscriber>: Subscription
where Downstream.Input == (First, Second) {
    private let downstream: Downstream
    private let lock = Lock()
    private var upstreams: [Subscription?] = [nil, nil]
    private var finished = [false, false]
    private var first: First?
    private var second: Second?
    private var demand = Subscribers.Demand.none
    private var pending = false
    private var terminal = false

    init(downstream: Downstream) { self.downstream = downstream }

    func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard !terminal, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receive(first value: First) -> Subscribers.Demand {
        lock.lock()
        first = value
        return emit()
    }

    func receive(second value: Second) -> Subscribers.Demand {
        lock.lock()
        second = value
        return emit()
    }

    /// Sends the latest pair if there is one and demand for it; called with the lock held,
    /// returns with it released.
    private func emit() -> Subscribers.Demand {
        guard !terminal, let first, let second else {
            lock.unlock()
            return .none
        }
        guard demand > 0 else {
            pending = true
            lock.unlock()
            return .none
        }
        demand -= 1
        pending = false
        lock.unlock()
        let more = downstream.receive((first, second))
        if more > 0 {
            lock.lock()
            demand += more
            lock.unlock()
        }
        return .none
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        self.demand += demand
        guard pending else {
            lock.unlock()
            return
        }
        _ = emit()
    }

    func cancel() {
        lock.lock()
        terminal = true
        let subscriptions = upstreams
        upstreams = [nil, nil]
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        upstreams[index] = nil
        finished[index] = true
        if case .finished = completion, !(finished[0] && finished[1]) {
            lock.unlock()
            return
        }
        terminal = true
        let others = upstreams
        upstreams = [nil, nil]
        lock.unlock()
        for subscription in others { subscription?.cancel() }
        downstream.receive(completion: completion)
    }
}
