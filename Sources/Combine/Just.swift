import Foundation

/// A publisher that sends one value, once asked for it, then finishes. It cannot fail.
public struct Just<Output>: Publisher {
    /// It cannot fail.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Sends `subscriber` a subscription; the value and the completion follow its first
    /// request.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(
            subscription: OneValueSubscription(downstream: subscriber, value: output))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Delivers one value and then finishing, on the first request for at least one value.
final class OneValueSubscription<Downstream: Subscriber>: Subscription {
    private let lock = Lock()
    private var downstream: Downstream?
    private let value: Downstream.Input

    init(downstream: Downstream, value: Downstream.Input) {
        self.downstream = downstream
        self.value = value
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        let target = downstream
        downstream = nil
        lock.unlock()
        guard let target else { return }
        _ = target.receive(value)
        target.receive(completion: .finished)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
