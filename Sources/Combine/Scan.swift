extension Publisher {
    /// Passes on a running result: `nextPartialResult(previous result, value)` for each
    /// value, starting from `initialResult`.
    public func scan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T
    ) -> Publishers.Scan<Self, T> {
        Publishers.Scan(
            upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher of the running results of combining the upstream's values.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are accumulated.
        public let upstream: Upstream

        /// The result before any value.
        public let initialResult: Output

        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// A publisher of the running results of `nextPartialResult` over `upstream`'s values.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches `subscriber` through an accumulating relay; each subscriber starts from
        /// the initial result.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ScanRelay(downstream: subscriber, initial: initialResult, next: nextPartialResult))
        }
    }
}

private final class ScanRelay<Input, Downstream: Subscriber>: Relay<
    Input, Downstream.Failure, Downstream
>
{
    private var result: Downstream.Input
    private let next: (Downstream.Input, Input) -> Downstream.Input

    init(
        downstream: Downstream, initial: Downstream.Input,
        next: @escaping (Downstream.Input, Input) -> Downstream.Input
    ) {
        result = initial
        self.next = next
        super.init(downstream: downstream)
    }

    override func relay(_ input: Input) -> Subscribers.Demand {
        result = next(result, input)
        return downstream.receive(result)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
