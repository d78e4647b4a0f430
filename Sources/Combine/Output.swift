extension Publisher {
    /// Passes on at most the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<maxLength)
    }

    /// Passes on only the value at `index` (counting from zero), then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index..<(index + 1))
    }

    /// Passes on only the values at the positions in `range` (counting from zero), finishing
    /// after the last.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
    where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

extension Publishers {
    /// A publisher of the upstream's values at some positions, finishing after the last one.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are selected.
        public let upstream: Upstream

        /// The positions (counting from zero) of the values passed on.
        public let range: CountableRange<Int>

        /// A publisher of `upstream`'s values at the positions in `range`.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "Positions start at zero")
            self.upstream = upstream
            self.range = range
        }

        /// Attaches `subscriber` through a counting relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OutputRelay(downstream: subscriber, range: range))
        }
    }
}

private final class OutputRelay<Downstream: Subscriber>: Relay<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let range: CountableRange<Int>
    private var index = 0

    init(downstream: Downstream, range: CountableRange<Int>) {
        self.range = range
        super.init(downstream: downstream)
    }

    override func didSubscribeDownstream() {
        if range.isEmpty { finishEarly(.finished) }
    }

    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        let position = index
        index += 1
        // A value before the range used up one of the downstream's requests.
        guard position >= range.lowerBound else { return .max(1) }
        guard position < range.upperBound else { return .none }
        if index == range.upperBound {
            // Cancel first, so a value sent from inside the downstream is not relayed.
            finishEarly(with: input)
            return .none
        }
        return downstream.receive(input)
    }

    /// Cancels the upstream, then sends the last value and the completion.
    private func finishEarly(with input: Downstream.Input) {
        guard stopUpstream() else { return }
        _ = downstream.receive(input)
        downstream.receive(completion: .finished)
    }

    override func relay(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
