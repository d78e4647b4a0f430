extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher of its upstream's values, each transformed by a closure.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream

        /// Makes each output from an upstream value.
        public let transform: (Upstream.Output) -> Output

        /// A publisher of `upstream`'s values transformed by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through a transforming relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapRelay(downstream: subscriber, transform: transform))
        }
    }
}

private final class MapRelay<Input, Downstream: Subscriber>: Relay<
    Input, Downstream.Failure, Downstream
>
{
    private let transform: (Input) -> Downstream.Input

    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func relay(_ input: Input) -> Subscribers.Demand {
        downstream.receive(transform(input))
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
