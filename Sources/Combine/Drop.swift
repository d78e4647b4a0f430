extension Publisher {
    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher of the upstream's values after the first few.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are skipped.
        public let upstream: Upstream

        /// How many values are skipped.
        public let count: Int

        /// A publisher of `upstream`'s values after the first `count`.
        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "dropFirst needs a count of zero or more")
            self.upstream = upstream
            self.count = count
        }

        /// Attaches `subscriber` through a counting relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DropRelay(downstream: subscriber, count: count))
        }
    }
}

private final class DropRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private var remaining: Int

    init(downstream: Downstream, count: Int) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        guard remaining == 0 else {
            remaining -= 1
            // The skipped value used up one of the downstream's requests.
            return .max(1)
        }
        return downstream.receive(input)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
