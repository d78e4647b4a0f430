/// A publisher that sends no values: it finishes at once, or (with
/// `completeImmediately: false`) never.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as subscribed to.
    public let completeImmediately: Bool

    /// An empty publisher that finishes at once, or never.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher of the given types, finishing at once or never.
    public init(
        completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
    ) {
        self.completeImmediately = completeImmediately
    }

    /// Sends `subscriber` an empty subscription, then (if it completes immediately) the
    /// completion.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    /// Whether both complete alike.
    public static func == (lhs: Empty, rhs: Empty) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
}
