extension Publisher where Output: Equatable {
    /// Passes on a value only if it differs from the previous value passed on.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Passes on a value only if `predicate` says it is not a duplicate of the previous value
    /// passed on (`predicate(previous, value)` is `true` for a duplicate).
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher of the upstream's values without consecutive duplicates.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose duplicates are removed.
        public let upstream: Upstream

        /// Whether the second value duplicates the first.
        public let predicate: (Output, Output) -> Bool

        /// A publisher of `upstream`'s values, dropping each one that `predicate` calls a
        /// duplicate of the last one passed on.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber` through a relay remembering the last value passed on.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RemoveDuplicatesRelay(downstream: subscriber, predicate: predicate))
        }
    }
}

private final class RemoveDuplicatesRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let predicate: (Downstream.Input, Downstream.Input) -> Bool
    private var last: Downstream.Input?

    init(
        downstream: Downstream,
        predicate: @escaping (Downstream.Input, Downstream.Input) -> Bool
    ) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        if let last, predicate(last, input) { return .max(1) }
        last = input
        return downstream.receive(input)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
