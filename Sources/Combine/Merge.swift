import Foundation

extension Publisher {
    /// Passes on the values of this publisher and `other` as they arrive; finishes when both
    /// have finished, fails as soon as either fails.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// A publisher of two upstreams' values, interleaved as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The upstreams' values.
        public typealias Output = A.Output

        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A

        /// The second upstream.
        public let b: B

        /// A publisher of `a`'s and `b`'s values.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`, then subscribes to both upstreams.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let merger = Merger(downstream: subscriber, count: 2)
            subscriber.receive(subscription: merger)
            a.subscribe(merger.child(0))
            b.subscribe(merger.child(1))
        }
    }

    /// A publisher of many upstreams' values, interleaved as they arrive.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' values.
        public typealias Output = Upstream.Output

        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure

        /// The upstreams.
        public let publishers: [Upstream]

        /// A publisher of the given publishers' values.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// A publisher of the given publishers' values.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// Attaches `subscriber`, then subscribes to every upstream in order.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let merger = Merger(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: merger)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(merger.child(index))
            }
            // With no upstreams there is nothing to wait for.
            if publishers.isEmpty { merger.finishIfDone() }
        }

        /// These publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

/// The state of a merge: the downstream's demand, values that arrived without demand (each
/// upstream is asked for as much as the downstream wants, so together they may send more),
/// and which upstreams have finished.
private final class Merger<Downstream: Subscriber>: Subscription {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = Lock()
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    private var draining = false
    private var terminal = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// The subscriber for upstream `index`.
    func child(_ index: Int) -> ChildSubscriber<Output, Failure> {
        ChildSubscriber(
            onSubscription: { self.attach($0, at: index) },
            onValue: { self.receive($0) },
            onCompletion: { self.complete($0, at: index) })
    }

    private func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard !terminal, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
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
        let subscriptions = upstreams
        lock.unlock()
        drain()
        for subscription in subscriptions { subscription?.request(demand) }
    }

    func cancel() {
        lock.lock()
        terminal = true
        let subscriptions = upstreams
        upstreams = upstreams.map { _ in nil }
        buffer = []
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    private func receive(_ value: Output) -> Subscribers.Demand {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return .none
        }
        buffer.append(value)
        lock.unlock()
        drain()
        return .none
    }

    /// Delivers buffered values while there is demand; a call from inside a delivery leaves
    /// the work to the loop already running, so values keep their order.
    private func drain() {
        lock.lock()
        guard !draining else {
            lock.unlock()
            return
        }
        draining = true
        while !terminal, demand > 0, !buffer.isEmpty {
            let value = buffer.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            if more > 0 {
                demand += more
                let subscriptions = upstreams
                lock.unlock()
                for subscription in subscriptions { subscription?.request(more) }
                lock.lock()
            }
        }
        draining = false
        lock.unlock()
        finishIfDone()
    }

    private func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        upstreams[index] = nil
        finished[index] = true
        guard case .failure = completion else {
            lock.unlock()
            finishIfDone()
            return
        }
        terminal = true
        let others = upstreams
        upstreams = upstreams.map { _ in nil }
        buffer = []
        lock.unlock()
        for subscription in others { subscription?.cancel() }
        downstream.receive(completion: completion)
    }

    /// Finishes the downstream once every upstream finished and nothing is left to deliver.
    func finishIfDone() {
        lock.lock()
        guard !terminal, !draining, buffer.isEmpty, finished.allSatisfy({ $0 }) else {
            lock.unlock()
            return
        }
        terminal = true
        lock.unlock()
        downstream.receive(completion: .finished)
    }
}
