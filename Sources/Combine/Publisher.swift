/// Declares that a type can deliver a sequence of values over time to subscribers.
///
/// A publisher sends ``Subscriber`` instances a subscription, then values (never more than
/// they requested), then at most one completion: finished, or a failure. Operators are methods
/// on this protocol that return new publishers, each a type in ``Publishers``.
public protocol Publisher<Output, Failure> {
    /// The kind of values this publisher sends.
    associatedtype Output

    /// The kind of error this publisher may fail with; `Never` if it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher sends it a subscription, then values and a
    /// completion. Called by `subscribe(_:)`; code subscribing calls that instead.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// The namespace of the publisher types operators return (``Publishers/Map`` and the like).
public enum Publishers {}
