import Foundation

extension Publishers {
    /// A connectable publisher that connects itself: when the first subscriber attaches, and
    /// again after all have left and a new one attaches; the connection is cancelled when the
    /// last subscriber cancels or completes.
    ///
    /// A class, as in Combine: its subscribers share one connection. Each subscription holds
    /// it (and so the upstream) alive while it lasts.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher connected on demand.
        public let upstream: Upstream

        private let lock = Lock()
        private var connection: Cancellable?
        private var subscribers = 0

        /// A publisher that connects `upstream` while it has subscribers.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber` to the upstream, connecting it if this is the first.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let first = subscribers == 1
            lock.unlock()
            upstream.subscribe(AutoconnectRelay(downstream: subscriber, owner: self))
            guard first else { return }
            let made = upstream.connect()
            lock.lock()
            // Everyone may have left while connecting.
            let keep = subscribers > 0 && connection == nil
            if keep { connection = made }
            lock.unlock()
            if !keep { made.cancel() }
        }

        /// One subscriber left; the last one to leave disconnects.
        fileprivate func release() {
            lock.lock()
            subscribers -= 1
            let ending = subscribers == 0 ? connection : nil
            if subscribers == 0 { connection = nil }
            lock.unlock()
            ending?.cancel()
        }
    }
}

/// A subscriber of an autoconnected publisher: tells the autoconnect when it leaves.
private final class AutoconnectRelay<Upstream: ConnectablePublisher, Downstream: Subscriber>:
    Relay<Upstream.Output, Upstream.Failure, Downstream>
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let lock = Lock()
    private var owner: Publishers.Autoconnect<Upstream>?

    init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
        self.owner = owner
        super.init(downstream: downstream)
    }

    override func relay(_ input: Upstream.Output) -> Subscribers.Demand {
        downstream.receive(input)
    }

    override func relay(completion: Subscribers.Completion<Upstream.Failure>) {
        leave()
        downstream.receive(completion: completion)
    }

    override func cancel() {
        super.cancel()
        leave()
    }

    /// Releases the autoconnect, once.
    private func leave() {
        lock.lock()
        let leaving = owner
        owner = nil
        lock.unlock()
        leaving?.release()
    }
}
