import Foundation

extension Publisher {
    /// Passes on at most one value per `interval`: a value arriving when none was passed on
    /// in the last `interval` goes through at once and opens a window of `interval`; values
    /// arriving during the window are held back (the latest, or the first if `latest` is
    /// `false`) and the held one is passed on when the window closes, opening the next.
    ///
    /// Windows are timed on the host's clock when one was bound at subscription and
    /// `scheduler` is a `RunLoop` or `DispatchQueue`; otherwise on `scheduler`. Values are
    /// delivered in place. Values arriving while the subscriber has no demand are dropped. A
    /// completion waits for a held value to go out first.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(
            upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// A publisher of at most one upstream value per interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are throttled.
        public let upstream: Upstream

        /// The shortest time between two values passed on.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler that times the windows (unless a host clock does).
        public let scheduler: Context

        /// Whether the latest value of a window is passed on, rather than the first.
        public let latest: Bool

        /// A publisher of at most one of `upstream`'s values per `interval`.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            latest: Bool
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches `subscriber`; windows use the host clock bound now, if any.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            let wait = TimedWait(length: interval, scheduler: scheduler, options: nil)
            upstream.subscribe(Throttler(downstream: subscriber, wait: wait, latest: latest))
        }
    }
}

/// The state of a throttle: whether a window is open (and which, by generation), the value
/// held for its end, a completion waiting behind it, and the downstream's demand.
private final class Throttler<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let wait: TimedWait<Context>
    private let latest: Bool
    private let lock = Lock()
    private var upstream: Subscription?
    private var terminal = false
    private var windowOpen = false
    private var generation: UInt64 = 0
    private var timer: Cancellable?
    private var held: Input?
    private var heldCompletion: Subscribers.Completion<Failure>?
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream, wait: TimedWait<Context>, latest: Bool) {
        self.downstream = downstream
        self.wait = wait
        self.latest = latest
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
        guard !terminal, heldCompletion == nil, demand > 0 else {
            lock.unlock()
            return .none
        }
        if windowOpen {
            if latest || held == nil { held = input }
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        openWindow()
        deliver(input)
        return .none
    }

    /// Starts a window; its end passes on the held value, if any.
    private func openWindow() {
        lock.lock()
        windowOpen = true
        generation += 1
        let current = generation
        lock.unlock()
        let started = wait.start { [weak self] in self?.windowClosed(current) }
        lock.lock()
        if generation == current, windowOpen, !terminal {
            timer = started
            lock.unlock()
        } else {
            lock.unlock()
            started?.cancel()
        }
    }

    private func windowClosed(_ expected: UInt64) {
        lock.lock()
        guard !terminal, expected == generation, windowOpen else {
            lock.unlock()
            return
        }
        windowOpen = false
        timer = nil
        let value = held
        held = nil
        let completion = heldCompletion
        let send = value != nil && demand > 0
        if send { demand -= 1 }
        if completion != nil { terminal = true }
        lock.unlock()
        if let value, send {
            if completion == nil { openWindow() }
            deliver(value)
        }
        if let completion { downstream.receive(completion: completion) }
    }

    private func deliver(_ value: Input) {
        let more = downstream.receive(value)
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !terminal, heldCompletion == nil else {
            lock.unlock()
            return
        }
        upstream = nil
        if held != nil {
            heldCompletion = completion
            lock.unlock()
            return
        }
        terminal = true
        let running = timer
        timer = nil
        lock.unlock()
        running?.cancel()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        guard !terminal else {
            lock.unlock()
            return
        }
        terminal = true
        let running = timer
        let subscription = upstream
        timer = nil
        upstream = nil
        held = nil
        lock.unlock()
        running?.cancel()
        subscription?.cancel()
    }
}
