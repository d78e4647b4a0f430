/// Receives values and a completion from a publisher.
///
/// A subscriber first gets a ``Subscription``, through which it asks for values
/// (``Subscription/request(_:)``); the publisher then sends no more values than were asked
/// for, and finally at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input

    /// The kind of error this subscriber may receive.
    associatedtype Failure: Error

    /// Receives the subscription to request values through, or to cancel.
    func receive(subscription: Subscription)

    /// Receives a value and returns how many more values it wants, on top of those it asked
    /// for before.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Receives the end of the stream: finished, or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives a `Void` value.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// The namespace of subscriber types (``Subscribers/Sink``, ``Subscribers/Assign``) and of
/// the values subscribers exchange with publishers (``Subscribers/Demand``,
/// ``Subscribers/Completion``).
public enum Subscribers {}

extension Subscribers {
    /// How a stream ends: normally, or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher sent everything it had.
        case finished
        /// The publisher stopped because of `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
