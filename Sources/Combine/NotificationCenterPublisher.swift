import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, if given) posted to
    /// this center: `onReceive(NotificationCenter.default.publisher(for: …))`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of the notifications posted to a center under one name.
    ///
    /// Each subscriber observes the center from when it subscribes until it cancels, and
    /// receives the notifications posted while it has demand, on the posting thread.
    /// (Foundation outside Apple platforms lacks this type, so it lives here.)
    public struct Publisher: Combine.Publisher, Equatable {
        /// The notifications.
        public typealias Output = Notification

        /// It cannot fail.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter

        /// The notification name observed.
        public let name: Notification.Name

        /// The only sender observed, if any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` if given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Starts observing the center for `subscriber`.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center: center, name: name, object: object)
        }

        /// Whether both observe the same center, name and sender.
        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = Lock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observation: (center: NotificationCenter, token: NSObjectProtocol)?

    init(downstream: Downstream) { self.downstream = downstream }

    deinit { stopObserving() }

    /// Registers with the center, unless already cancelled. The center's block holds this
    /// subscription weakly: cancelling, or releasing it, ends the observation.
    func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        lock.lock()
        let cancelled = downstream == nil
        lock.unlock()
        guard !cancelled else { return }
        // The center wants a sendable block; delivery goes to the subscriber on the posting
        // thread, as in Combine, so the handler is passed through unchecked.
        let handler = NotificationHandler { [weak self] in self?.deliver($0) }
        let token = center.addObserver(forName: name, object: object, queue: nil) {
            handler.handle($0)
        }
        lock.lock()
        observation = (center, token)
        lock.unlock()
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let target = downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = target.receive(notification)
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let released = downstream
        downstream = nil
        lock.unlock()
        stopObserving()
        _ = released
    }

    private func stopObserving() {
        lock.lock()
        let ending = observation
        observation = nil
        lock.unlock()
        if let ending { ending.center.removeObserver(ending.token) }
    }
}

/// A notification handler handed to `NotificationCenter`, which requires a sendable block.
private struct NotificationHandler: @unchecked Sendable {
    let handle: (Notification) -> Void
}
