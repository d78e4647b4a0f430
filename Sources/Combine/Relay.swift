import Foundation

/// The middle of a one-upstream operator: it is the upstream's subscriber and the
/// downstream's subscription. Requests and cancellation pass straight through; subclasses
/// decide what each value and the completion become.
///
/// The subscription state is locked (cancellation may come from any thread); no lock is held
/// while the upstream or downstream is called.
class Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    private enum Status {
        case awaitingSubscription
        case subscribed(Subscription)
        case terminal
    }

    let downstream: Downstream
    private let lock = Lock()
    private var status = Status.awaitingSubscription

    init(downstream: Downstream) { self.downstream = downstream }

    /// Handles a value from upstream; returns the extra demand to ask upstream for.
    func relay(_ input: Input) -> Subscribers.Demand { fatalError("overridden") }

    /// Handles the upstream's completion.
    func relay(completion: Subscribers.Completion<Failure>) { fatalError("overridden") }

    /// Called with the upstream's subscription, before the downstream gets its own.
    func upstreamDidSubscribe(_ subscription: Subscription) {}

    /// Called once the downstream has its subscription; operators that must act before any
    /// request (``Publishers/Output`` with an empty range) do so here.
    func didSubscribeDownstream() {}

    final func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaitingSubscription = status else {
            lock.unlock()
            subscription.cancel()
            return
        }
        status = .subscribed(subscription)
        lock.unlock()
        upstreamDidSubscribe(subscription)
        downstream.receive(subscription: self)
        didSubscribeDownstream()
    }

    final func receive(_ input: Input) -> Subscribers.Demand {
        guard isSubscribed else { return .none }
        return relay(input)
    }

    final func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .subscribed = status else {
            lock.unlock()
            return
        }
        status = .terminal
        lock.unlock()
        relay(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            lock.unlock()
            return
        }
        lock.unlock()
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            status = .terminal
            lock.unlock()
            return
        }
        status = .terminal
        lock.unlock()
        upstream.cancel()
    }

    /// Whether values from upstream are still wanted.
    final var isSubscribed: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .subscribed = status { return true }
        return false
    }

    /// Ends the stream from the middle: cancels the upstream, then completes the downstream.
    final func finishEarly(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard stopUpstream() else { return }
        downstream.receive(completion: completion)
    }

    /// Cancels the upstream and stops relaying; returns `false` if that had already happened
    /// (the caller must then send the downstream nothing more).
    final func stopUpstream() -> Bool {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            lock.unlock()
            return false
        }
        status = .terminal
        lock.unlock()
        upstream.cancel()
        return true
    }
}
