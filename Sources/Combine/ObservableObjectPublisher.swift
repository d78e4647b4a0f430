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
}
