extension Publisher {
    /// Transforms each value with `transform` and passes on the non-`nil` results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?)
        -> Publishers.CompactMap<
            Self, T
        >
    {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher of its upstream's values transformed by a closure, without the `nil`s.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream

        /// Makes an output, or `nil` to skip, from an upstream value.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher of `upstream`'s values transformed by `transform`, `nil`s dropped.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through a transforming relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CompactMapRelay(downstream: subscriber, transform: transform))
        }
    }
}

private final class CompactMapRelay<Input, Downstream: Subscriber>: Relay<
    Input, Downstream.Failure, Downstream
>
{
    private let transform: (Input) -> Downstream.Input?

    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func relay(_ input: Input) -> Subscribers.Demand {
        // A skipped value used up one of the downstream's requests: ask for a replacement.
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
