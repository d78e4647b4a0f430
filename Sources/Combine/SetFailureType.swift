extension Publisher where Failure == Never {
    /// The same values, typed as failing with `failureType` (it never does), so this
    /// publisher can be combined with ones that fail.
    public func setFailureType<E: Error>(to failureType: E.Type)
        -> Publishers.SetFailureType<
            Self, E
        >
    {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// A publisher that cannot fail, typed with a failure.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
    where Upstream.Failure == Never {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// `upstream`, typed as failing with `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber` through a relay that only changes the completion's type.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(SetFailureTypeRelay(downstream: subscriber))
        }

        /// The same publisher typed with another failure.
        public func setFailureType<E: Error>(to failure: E.Type) -> SetFailureType<Upstream, E> {
            SetFailureType<Upstream, E>(upstream: upstream)
        }
    }
}

private final class SetFailureTypeRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Never, Downstream
>
{
    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    override func relay(completion: Subscribers.Completion<Never>) {
        downstream.receive(completion: .finished)
    }
}
