/// A subject that passes each value it is sent to the subscribers that asked for one, and
/// keeps nothing: a subscriber gets only what is sent after it subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    private let upstreams = UpstreamSubscriptions()

    /// A subject with no subscribers.
    public init() {}

    /// Attaches `subscriber`; after the completion it receives the completion at once.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    /// Sends `input` to every subscriber with demand, in subscription order.
    public func send(_ input: Output) { subscribers.send(input) }

    /// Ends every subscription; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Keeps an upstream subscription (cancelled when the subject goes away) and asks it for
    /// unlimited values.
    public func send(subscription: Subscription) { upstreams.adopt(subscription) }
}
