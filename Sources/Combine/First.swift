extension Publisher {
    /// Passes on the first value, then finishes (finishes without a value if the upstream
    /// finishes first).
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
}

extension Publishers {
    /// A publisher of its upstream's first value.
    public struct First<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is passed on.
        public let upstream: Upstream

        /// A publisher of `upstream`'s first value.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber` through a relay that stops after one value.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FirstRelay(downstream: subscriber))
        }
    }
}

private final class FirstRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        // Cancel first, so a value sent from inside the downstream is not relayed.
        guard stopUpstream() else { return .none }
        _ = downstream.receive(input)
        downstream.receive(completion: .finished)
        return .none
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
