import Foundation

extension Publisher where Failure == Never {
    /// Shares this publisher among subscribers, starting it only on ``ConnectablePublisher/connect()``.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// A publisher that shares its upstream among its subscribers, through a subject, from
    /// the moment it is connected.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output

        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        private let upstream: Upstream
        private let subject = PassthroughSubject<Upstream.Output, Upstream.Failure>()

        /// A connectable publisher sharing `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`; it receives what the upstream sends once connected.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        /// Subscribes the shared subject to the upstream; cancelling ends the sharing.
        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }
}
