import Foundation

/// The subscribers of a subject-like publisher (the subjects, ``ObservableObjectPublisher``,
/// `@Published`'s publisher, timers): each gets its own subscription (a ``Conduit``) that
/// counts its demand, so a value reaches only the subscribers that asked for one.
///
/// A list can keep a current value (``CurrentValueSubject``, `@Published`): each new
/// subscriber is owed it, and receives it once it asks for a value. A subscriber without
/// demand when a value is sent misses it; with a current value it is owed the latest instead.
///
/// Thread safety: the list and every conduit lock their own state and never hold a lock while
/// calling a subscriber, so subscribers may request, cancel and send from inside a call.
/// Values sent from two threads at once may reach a subscriber concurrently, as in Combine
/// without a `receive(on:)`.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    /// Live conduits in subscription order; cancelled ones leave `nil` until compacted.
    private var conduits: [ConduitBase<Output, Failure>?] = []
    private var holes = 0
    private var completion: Subscribers.Completion<Failure>?
    private var current: Output?
    private let keepsCurrent: Bool

    /// A list with no current value (new subscribers get only later values).
    init() { keepsCurrent = false }

    /// A list whose subscribers are owed `value` (and later, the latest value) on subscribing.
    init(currentValue value: Output) {
        keepsCurrent = true
        current = value
    }

    /// The current value; only for lists made with one.
    var currentValue: Output {
        lock.lock()
        defer { lock.unlock() }
        return current!
    }

    /// Replaces the current value, unless the list has completed.
    func store(_ value: Output) {
        lock.lock()
        if completion == nil { current = value }
        lock.unlock()
    }

    /// The latest value for a conduit that is owed one, or `nil` if there is none.
    fileprivate func valueOwed() -> Output? {
        lock.lock()
        defer { lock.unlock() }
        return keepsCurrent && completion == nil ? current : nil
    }

    /// How many subscribers are attached.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return conduits.count - holes
    }

    /// Whether the list has completed.
    var isCompleted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return completion != nil
    }

    /// Attaches `subscriber`; after the completion it gets an empty subscription and the
    /// completion at once.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(downstream: subscriber, list: self, owesCurrent: keepsCurrent)
        conduit.slot = conduits.count
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Attaches a conduit made by the owner (``ObservableObjectPublisher``'s closure
    /// subscribers); `false` if the list has completed.
    func attach(conduit: ConduitBase<Output, Failure>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard completion == nil else { return false }
        conduit.slot = conduits.count
        conduits.append(conduit)
        return true
    }

    /// Offers `value` to every subscriber, in subscription order.
    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        let snapshot = conduits
        lock.unlock()
        for conduit in snapshot { conduit?.offer(value, owesLatest: keepsCurrent) }
    }

    /// Ends every subscription with `completion`; later sends are ignored.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let snapshot = conduits
        conduits = []
        holes = 0
        lock.unlock()
        for conduit in snapshot { conduit?.complete(completion) }
    }

    /// Detaches a cancelled conduit.
    fileprivate func remove(_ conduit: ConduitBase<Output, Failure>) {
        lock.lock()
        defer { lock.unlock() }
        let slot = conduit.slot
        guard slot < conduits.count, conduits[slot] === conduit else { return }
        conduits[slot] = nil
        holes += 1
        // Compacting only when at least half are holes keeps removal amortised O(1).
        if holes >= 16, holes * 2 >= conduits.count {
            conduits.removeAll { $0 == nil }
            for (index, live) in conduits.enumerated() { live?.slot = index }
            holes = 0
        }
    }
}

/// One subscriber's subscription to a ``SubscriberList``: its demand, whether it is owed the
/// current value, and the way back to the list to detach. The subscriber is held by the
/// generic subclass, so no type erasure is needed to call it.
class ConduitBase<Output, Failure: Error>: Subscription {
    let lock = Lock()
    private var demand = Subscribers.Demand.none
    private var owesCurrent: Bool
    private var ended = false
    private weak var list: SubscriberList<Output, Failure>?
    /// The index in the list's array; guarded by the list's lock.
    var slot = 0

    init(
        list: SubscriberList<Output, Failure>, owesCurrent: Bool,
        demand: Subscribers.Demand = .none
    ) {
        self.list = list
        self.owesCurrent = owesCurrent
        self.demand = demand
    }

    /// Calls the subscriber with a value.
    func deliver(_ value: Output) -> Subscribers.Demand { fatalError("overridden") }
    /// Calls the subscriber with the completion.
    func deliver(completion: Subscribers.Completion<Failure>) { fatalError("overridden") }
    /// Lets go of the subscriber.
    func releaseDownstream() { fatalError("overridden") }

    /// Adds `demand`; delivers the current value first if the subscriber is owed it.
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        self.demand += demand
        guard owesCurrent, self.demand > 0, let value = list?.valueOwed() else {
            lock.unlock()
            return
        }
        owesCurrent = false
        self.demand -= 1
        lock.unlock()
        add(deliver(value))
    }

    /// Detaches from the list and lets go of the subscriber.
    func cancel() {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        ended = true
        lock.unlock()
        list?.remove(self)
        releaseDownstream()
    }

    /// Delivers `value` if the subscriber asked for one; otherwise, in a list with a current
    /// value, remembers that it is owed the latest.
    fileprivate func offer(_ value: Output, owesLatest: Bool) {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        guard demand > 0 else {
            if owesLatest { owesCurrent = true }
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        add(deliver(value))
    }

    /// Delivers the completion and lets go of the subscriber.
    fileprivate func complete(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        ended = true
        lock.unlock()
        deliver(completion: completion)
        releaseDownstream()
    }

    private func add(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }
}

/// A conduit holding its subscriber's concrete type.
private final class Conduit<Downstream: Subscriber>: ConduitBase<
    Downstream.Input, Downstream.Failure
>
{
    private var downstream: Downstream?

    init(
        downstream: Downstream, list: SubscriberList<Downstream.Input, Downstream.Failure>,
        owesCurrent: Bool
    ) {
        self.downstream = downstream
        super.init(list: list, owesCurrent: owesCurrent)
    }

    override func deliver(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.lock()
        let target = downstream
        lock.unlock()
        return target?.receive(value) ?? .none
    }

    override func deliver(completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let target = downstream
        lock.unlock()
        target?.receive(completion: completion)
    }

    override func releaseDownstream() {
        lock.lock()
        let target = downstream
        downstream = nil
        lock.unlock()
        // Released outside the lock: the subscriber's deinit may call back.
        _ = target
    }
}
