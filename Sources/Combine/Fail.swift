/// A publisher that fails at once with an error, sending no values.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher of the given output type failing with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Sends `subscriber` an empty subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {
    /// Whether both fail with equal errors.
    public static func == (lhs: Fail, rhs: Fail) -> Bool { lhs.error == rhs.error }
}
