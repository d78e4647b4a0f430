/// A subject that keeps the latest value: a new subscriber receives it first, then each
/// value sent after.
///
/// Setting ``value`` sends it; the value is stored before the subscribers receive it, so
/// reading ``value`` from a subscriber gives the new value. (`@Published`, by contrast, sends
/// before the property changes.)
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers: SubscriberList<Output, Failure>
    private let upstreams = UpstreamSubscriptions()

    /// A subject whose current value is `value`.
    public init(_ value: Output) { subscribers = SubscriberList(currentValue: value) }

    /// The latest value; setting it sends it (unless the subject has completed).
    public var value: Output {
        get { subscribers.currentValue }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which receives the current value once it asks for a value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    /// Stores `input` as the current value and sends it to every subscriber with demand (one
    /// without demand receives the latest value when it next asks).
    public func send(_ input: Output) {
        subscribers.store(input)
        subscribers.send(input)
    }

    /// Ends every subscription; later values are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Keeps an upstream subscription (cancelled when the subject goes away) and asks it for
    /// unlimited values.
    public func send(subscription: Subscription) { upstreams.adopt(subscription) }
}
