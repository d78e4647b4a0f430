import Foundation

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, holding the object
    /// until the stream ends or is cancelled. What ``Publisher/assign(to:on:)`` attaches.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// Assign never fails.
        public typealias Failure = Never

        private let lock = Lock()
        private var subscription: Subscription?
        private var ended = false
        private var target: Root?

        /// The object written to; `nil` once the stream ended or was cancelled.
        public var object: Root? {
            lock.lock()
            defer { lock.unlock() }
            return target
        }

        /// The property written to.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A subscriber writing each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        /// `"Assign"` and the object's type.
        public var description: String { "Assign \(Root.self)." }

        /// Keeps the subscription and asks it for unlimited values.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, !ended else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Writes `value` to the property.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let object = target
            lock.unlock()
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) { end() }

        /// Cancels the subscription and lets go of the object.
        public func cancel() { end()?.cancel() }

        /// Marks the subscriber ended and returns the subscription it held.
        @discardableResult
        private func end() -> Subscription? {
            lock.lock()
            let current = subscription
            subscription = nil
            ended = true
            let object = target
            target = nil
            lock.unlock()
            // Released outside the lock: the object's deinit may cancel this subscriber.
            _ = object
            return current
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]`; the subscription (which holds the
    /// object) lasts until the returned token is cancelled or released.
    public func assign<Root>(
        to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
    ) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
