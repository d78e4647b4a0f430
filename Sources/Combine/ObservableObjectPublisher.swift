/// The publisher an ``ObservableObject`` uses by default: announces that the object is about
/// to change. Views holding the object subscribe to it and are evaluated again after it sends.
///
/// It sends `()` and never fails, so `publisher.sink { … }` and `onReceive(model.objectWillChange)`
/// work as with any publisher. It locks its subscriber list, so any thread may send.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// It sends no information beyond the fact of a change.
    public typealias Output = Void

    /// It cannot fail.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Attaches `subscriber`; it hears of changes announced from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }

    /// Tells every subscriber that asked for values that the object is about to change.
    public func send() { subscribers.send(()) }

    /// How many subscribers are attached (cancelled ones are not counted).
    public var subscriberCount: Int { subscribers.count }

    /// Calls `receiveValue` whenever the object is about to change, until the returned token
    /// is cancelled or released: the same as `sink(receiveValue:)` on any publisher of `Void`,
    /// without a ``Subscribers/Sink`` in between. Canopy subscribes each view holding an
    /// object this way every time the view is evaluated, so the lighter path matters.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let conduit = SignalConduit(list: subscribers, body: receiveValue)
        _ = subscribers.attach(conduit: conduit)
        return AnyCancellable(conduit)
    }
}

/// A closure subscribed to an ``ObservableObjectPublisher``, with unlimited demand.
private final class SignalConduit: ConduitBase<Void, Never> {
    private var body: (() -> Void)?

    init(list: SubscriberList<Void, Never>, body: @escaping () -> Void) {
        self.body = body
        super.init(list: list, owesCurrent: false, demand: .unlimited)
    }

    override func deliver(_ value: Void) -> Subscribers.Demand {
        lock.lock()
        let current = body
        lock.unlock()
        current?()
        return .none
    }

    override func deliver(completion: Subscribers.Completion<Never>) {}

    override func releaseDownstream() {
        lock.lock()
        let released = body
        body = nil
        lock.unlock()
        // Released outside the lock: the closure may hold the last reference to something
        // whose deinit calls back.
        _ = released
    }
}
