extension Published {
    /// The publisher of a published property's values (`$property`): a new subscriber
    /// receives the current value, then each new value, sent before the property changes.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value

        /// It cannot fail.
        public typealias Failure = Never

        let subject: PublishedSubject<Value>

        init(_ value: Value) { subject = PublishedSubject(value) }

        /// Attaches `subscriber`, which receives the current value once it asks for a value.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Value, S.Failure == Never {
            subject.subscribers.attach(subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to a published property, as if assigned through the object (its
    /// `objectWillChange` sends first): `numbers.map { $0 * 2 }.assign(to: &$doubled)`.
    ///
    /// No token is returned: the subscription ends when the property (with its object) goes
    /// away.
    public func assign(to published: inout Published<Output>.Publisher) {
        subscribe(PublishedAssignment(subject: published.subject))
    }
}

/// What `@Published` keeps once its publisher is asked for: the subscribers, a copy of the
/// value for new ones, and the way to write the property for values assigned to it.
final class PublishedSubject<Value>: @unchecked Sendable {
    let subscribers: SubscriberList<Value, Never>
    let upstreams = UpstreamSubscriptions()

    private let lock = Lock()
    private var writer: ((Value) -> Void)?

    init(_ value: Value) { subscribers = SubscriberList(currentValue: value) }

    /// The property's value, as the subject knows it.
    var value: Value { subscribers.currentValue }

    /// Sends `value` to the subscribers, then stores it: subscribers reading the property
    /// see the old value, as in `willSet`.
    func send(_ value: Value) {
        subscribers.send(value)
        subscribers.store(value)
    }

    /// A value from ``Publisher/assign(to:)``: written through the object's property when
    /// the subject knows it (announced on `objectWillChange`, sent, stored in the object),
    /// otherwise only sent and stored here.
    func assign(_ value: Value) {
        lock.lock()
        let write = writer
        lock.unlock()
        if let write { write(value) } else { send(value) }
    }

    /// Learns, once, how to write the property through its object.
    func adoptWriter(_ write: @escaping (Value) -> Void) {
        lock.lock()
        if writer == nil { writer = write }
        lock.unlock()
    }
}

/// Feeds a published property from ``Publisher/assign(to:)``. Holds the property's subject
/// weakly; the subject cancels the upstream subscription when it goes away.
private final class PublishedAssignment<Value>: Subscriber {
    typealias Input = Value
    typealias Failure = Never

    private weak var subject: PublishedSubject<Value>?

    init(subject: PublishedSubject<Value>) { self.subject = subject }

    func receive(subscription: Subscription) {
        guard let subject else {
            subscription.cancel()
            return
        }
        subject.upstreams.adopt(subscription)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        subject?.assign(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}
