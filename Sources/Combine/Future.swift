import Foundation

/// A publisher that eventually produces one value and finishes, or fails: the closure given
/// at creation runs at once and calls its promise, now or later, with the result.
///
/// Every subscriber, early or late, gets the same result (the value once it asks for one).
/// The future keeps itself alive until the promise is called.
public final class Future<Output, Failure: Error>: Publisher {
    /// The callback that fulfils the future; only its first call counts.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscriptionBase<Output, Failure>] = []

    /// A future fulfilled by `attemptToFulfill`, which runs now.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill(self.fulfill)
    }

    /// Attaches `subscriber`; it gets the result when there is one and it has asked for it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(future: self, downstream: subscriber)
        lock.lock()
        if result == nil { waiting.append(subscription) }
        let known = result
        lock.unlock()
        subscriber.receive(subscription: subscription)
        if let known { subscription.resolve(known) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let subscriptions = waiting
        waiting = []
        lock.unlock()
        for subscription in subscriptions { subscription.resolve(result) }
    }

    /// Forgets a cancelled subscription.
    fileprivate func remove(_ subscription: FutureSubscriptionBase<Output, Failure>) {
        lock.lock()
        waiting.removeAll { $0 === subscription }
        lock.unlock()
    }
}

/// One subscriber's wait for a future: delivers the result once both it and demand are
/// there (a failure needs no demand).
private class FutureSubscriptionBase<Output, Failure: Error>: Subscription {
    func resolve(_ result: Result<Output, Failure>) { fatalError("overridden") }
    func request(_ demand: Subscribers.Demand) { fatalError("overridden") }
    func cancel() { fatalError("overridden") }
}

private final class FutureSubscription<Downstream: Subscriber>: FutureSubscriptionBase<
    Downstream.Input, Downstream.Failure
>
{
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var future: Future<Output, Failure>?
    private var downstream: Downstream?
    private var result: Result<Output, Failure>?
    private var requested = false

    init(future: Future<Output, Failure>, downstream: Downstream) {
        self.future = future
        self.downstream = downstream
    }

    override func resolve(_ result: Result<Output, Failure>) {
        lock.lock()
        self.result = result
        lock.unlock()
        deliverIfReady()
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        requested = true
        lock.unlock()
        deliverIfReady()
    }

    override func cancel() {
        lock.lock()
        let owner = future
        future = nil
        downstream = nil
        lock.unlock()
        owner?.remove(self)
    }

    private func deliverIfReady() {
        lock.lock()
        guard let target = downstream, let result else {
            lock.unlock()
            return
        }
        switch result {
        case .success(let value):
            guard requested else {
                lock.unlock()
                return
            }
            downstream = nil
            future = nil
            lock.unlock()
            _ = target.receive(value)
            target.receive(completion: .finished)
        case .failure(let error):
            downstream = nil
            future = nil
            lock.unlock()
            target.receive(completion: .failure(error))
        }
    }
}
