extension Publisher {
    /// Delivers values and the completion "on `scheduler`". Canopy is single-threaded and
    /// has no scheduling of its own, so they are delivered in place, synchronously, as they
    /// arrive; code written for a main-queue hop (`receive(on: DispatchQueue.main)`) works
    /// unchanged.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes, requests and cancels "on `scheduler`". Canopy is single-threaded and has
    /// no scheduling of its own, so all of it happens in place, synchronously.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher delivering its upstream's events "on a scheduler": in place, since Canopy
    /// has no scheduling (see ``Publisher/receive(on:options:)``).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are delivered.
        public let upstream: Upstream

        /// The scheduler named; kept, not used.
        public let scheduler: Context

        /// The scheduler options named; kept, not used.
        public let options: Context.SchedulerOptions?

        /// `upstream`, delivered "on" `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` to the upstream directly.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// A publisher subscribing to its upstream "on a scheduler": in place, since Canopy has
    /// no scheduling (see ``Publisher/subscribe(on:options:)``).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        public let upstream: Upstream

        /// The scheduler named; kept, not used.
        public let scheduler: Context

        /// The scheduler options named; kept, not used.
        public let options: Context.SchedulerOptions?

        /// `upstream`, subscribed to "on" `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` to the upstream directly.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }
}
