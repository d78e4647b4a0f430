/// A subscriber of any type with the given input and failure, or one made from closures.
///
/// Keeps the wrapped subscriber's ``combineIdentifier``, so it still tells subscribers apart.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The wrapped subscriber's identifier, or a fresh one for closures.
    public let combineIdentifier: CombineIdentifier

    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

    /// Wraps `subscriber`; wrapping an `AnySubscriber` returns it unchanged.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscriptionBody = subscriber.receive(subscription:)
        receiveValueBody = subscriber.receive(_:)
        receiveCompletionBody = subscriber.receive(completion:)
    }

    /// Feeds `subject` what this subscriber receives: it asks its upstream for unlimited
    /// values and sends each on.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        combineIdentifier = CombineIdentifier(subject)
        receiveSubscriptionBody = { subject.send(subscription: $0) }
        receiveValueBody = {
            subject.send($0)
            return .none
        }
        receiveCompletionBody = { subject.send(completion: $0) }
    }

    /// A subscriber that calls the given closures; a missing `receiveValue` asks for nothing
    /// more.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
    }

    /// `"AnySubscriber"`.
    public var description: String { "AnySubscriber" }

    /// Passes the subscription on.
    public func receive(subscription: Subscription) { receiveSubscriptionBody?(subscription) }

    /// Passes the value on and returns the demand the wrapped subscriber returns.
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody?(value) ?? .none }

    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody?(completion)
    }
}
