import Foundation

extension Publisher {
    /// Passes on a value only once `dueTime` has passed without another: each new value
    /// restarts the wait and replaces the one waiting.
    ///
    /// The wait runs on the host's clock when one was bound at subscription and `scheduler`
    /// is a `RunLoop` or `DispatchQueue`; otherwise on `scheduler`. The value is delivered in
    /// place, from the clock's tick or the scheduler's callback. A value due while the
    /// subscriber has no demand is dropped. The completion is passed on at once, dropping a
    /// value still waiting.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(
            upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher of the upstream values that were followed by a quiet period.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are debounced.
        public let upstream: Upstream

        /// How long a value must stand without a newer one.
        public let dueTime: Context.SchedulerTimeType.Stride

        /// The scheduler that times the wait (unless a host clock does).
        public let scheduler: Context

        /// Options for the scheduler.
        public let options: Context.SchedulerOptions?

        /// A publisher of `upstream`'s values that stood for `dueTime`.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`; the wait uses the host clock bound now, if any.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let wait = TimedWait(length: dueTime, scheduler: scheduler, options: options)
            upstream.subscribe(Debouncer(downstream: subscriber, wait: wait))
        }
    }
}

/// The state of a debounce: the value waiting, which wait is current (a generation, so a
/// stale scheduler callback does nothing), and the downstream's demand.
private final class Debouncer<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let wait: TimedWait<Context>
    private let lock = Lock()
    private var upstream: Subscription?
    private var terminal = false
    private var waiting: Input?
    private var generation: UInt64 = 0
    private var timer: Cancellable?
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream, wait: TimedWait<Context>) {
        self.downstream = downstream
        self.wait = wait
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !terminal else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return .none
        }
        generation += 1
        let current = generation
        waiting = input
        let previous = timer
        timer = nil
        lock.unlock()
        previous?.cancel()
        let started = wait.start { [weak self] in self?.due(current) }
        lock.lock()
        if generation == current, !terminal {
            timer = started
            lock.unlock()
        } else {
            lock.unlock()
            started?.cancel()
        }
        return .none
    }

    private func due(_ expected: UInt64) {
        lock.lock()
        guard !terminal, expected == generation, let value = waiting else {
            lock.unlock()
            return
        }
        waiting = nil
        timer = nil
        guard demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let pending = end() else { return }
        pending.timer?.cancel()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        guard let ended = end() else { return }
        ended.timer?.cancel()
        ended.upstream?.cancel()
    }

    /// Stops everything; returns what was running, or `nil` if it had already stopped.
    private func end() -> (timer: Cancellable?, upstream: Subscription?)? {
        lock.lock()
        defer { lock.unlock() }
        guard !terminal else { return nil }
        terminal = true
        let running = (timer, upstream)
        timer = nil
        upstream = nil
        waiting = nil
        return running
    }
}
