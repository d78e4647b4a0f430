extension Publisher {
    /// Passes on only the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher of the upstream values that satisfy a predicate.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are filtered.
        public let upstream: Upstream

        /// Whether a value is passed on.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher of `upstream`'s values for which `isIncluded` is `true`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber` through a filtering relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FilterRelay(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

private final class FilterRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let isIncluded: (Downstream.Input) -> Bool

    init(downstream: Downstream, isIncluded: @escaping (Downstream.Input) -> Bool) {
        self.isIncluded = isIncluded
        super.init(downstream: downstream)
    }

    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        // A skipped value used up one of the downstream's requests: ask for a replacement.
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
