extension Publisher {
    /// Calls the given closures as events pass through, without changing them: for logging
    /// and side effects.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription,
            receiveOutput: receiveOutput, receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that calls closures as its upstream's events pass through.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are observed.
        public let upstream: Upstream

        /// Called with the upstream's subscription.
        public var receiveSubscription: ((Subscription) -> Void)?

        /// Called with each value, before the downstream gets it.
        public var receiveOutput: ((Upstream.Output) -> Void)?

        /// Called with the completion, before the downstream gets it.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?

        /// Called when the downstream cancels.
        public var receiveCancel: (() -> Void)?

        /// Called with each demand the downstream requests.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// A publisher calling the given closures as `upstream`'s events pass through.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches `subscriber` through an observing relay.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsRelay(downstream: subscriber, handlers: self))
        }
    }
}

private final class HandleEventsRelay<Upstream: Publisher, Downstream: Subscriber>: Relay<
    Upstream.Output, Upstream.Failure, Downstream
>
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let handlers: Publishers.HandleEvents<Upstream>

    init(downstream: Downstream, handlers: Publishers.HandleEvents<Upstream>) {
        self.handlers = handlers
        super.init(downstream: downstream)
    }

    override func upstreamDidSubscribe(_ subscription: Subscription) {
        handlers.receiveSubscription?(subscription)
    }

    override func relay(_ input: Upstream.Output) -> Subscribers.Demand {
        handlers.receiveOutput?(input)
        return downstream.receive(input)
    }

    override func relay(completion: Subscribers.Completion<Upstream.Failure>) {
        handlers.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        handlers.receiveRequest?(demand)
        super.request(demand)
    }

    override func cancel() {
        handlers.receiveCancel?()
        super.cancel()
    }
}
