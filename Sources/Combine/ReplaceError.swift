import Foundation

extension Publisher {
    /// Replaces a failure with `output`, then finishes: the result cannot fail.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher of its upstream's values that, instead of failing, sends a replacement
    /// value and finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// It cannot fail.
        public typealias Failure = Never

        /// The value sent instead of a failure.
        public let output: Upstream.Output

        /// The publisher whose failure is replaced.
        public let upstream: Upstream

        /// A publisher of `upstream`'s values that sends `output` instead of failing.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches `subscriber` through a relay that counts its demand, so the replacement
        /// waits until the subscriber asks for a value.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReplaceErrorRelay<Upstream.Failure, S>(downstream: subscriber, output: output))
        }
    }
}

private final class ReplaceErrorRelay<UpstreamFailure: Error, Downstream: Subscriber>: Relay<
    Downstream.Input, UpstreamFailure, Downstream
>
where Downstream.Failure == Never {
    private let output: Downstream.Input
    private let lock = Lock()
    private var demand = Subscribers.Demand.none
    private var replacementPending = false

    init(downstream: Downstream, output: Downstream.Input) {
        self.output = output
        super.init(downstream: downstream)
    }

    override func relay(_ input: Downstream.Input) -> Subscribers.Demand {
        lock.lock()
        demand -= 1
        lock.unlock()
        let more = downstream.receive(input)
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    override func relay(completion: Subscribers.Completion<UpstreamFailure>) {
        guard case .failure = completion else {
            downstream.receive(completion: .finished)
            return
        }
        lock.lock()
        let canSend = demand > 0
        replacementPending = !canSend
        lock.unlock()
        if canSend { sendReplacement() }
    }

    override func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let sendNow = replacementPending && self.demand > 0
        if sendNow { replacementPending = false }
        lock.unlock()
        if sendNow { sendReplacement() } else { super.request(demand) }
    }

    override func cancel() {
        lock.lock()
        replacementPending = false
        lock.unlock()
        super.cancel()
    }

    private func sendReplacement() {
        _ = downstream.receive(output)
        downstream.receive(completion: .finished)
    }
}
