import Foundation

extension Subscribers {
    /// A subscriber that asks for unlimited values and hands each, and the completion, to
    /// closures. What ``Publisher/sink(receiveCompletion:receiveValue:)`` attaches.
    ///
    /// After the completion or ``cancel()`` it lets go of the subscription and of both
    /// closures, which ends any retain cycle through them.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible
    {
        private enum State {
            case awaitingSubscription
            case subscribed(Subscription)
            case terminal
        }

        private let lock = Lock()
        private var state = State.awaitingSubscription
        private var valueBody: ((Input) -> Void)?
        private var completionBody: ((Subscribers.Completion<Failure>) -> Void)?

        /// A sink calling `receiveValue` for each value and `receiveCompletion` at the end.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            valueBody = receiveValue
            completionBody = receiveCompletion
        }

        /// The closure called with each value (one that does nothing, once the sink ended).
        public var receiveValue: (Input) -> Void {
            lock.lock()
            defer { lock.unlock() }
            return valueBody ?? { _ in }
        }

        /// The closure called with the completion (one that does nothing, once the sink ended).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            lock.lock()
            defer { lock.unlock() }
            return completionBody ?? { _ in }
        }

        /// `"Sink"`.
        public var description: String { "Sink" }

        /// Keeps the subscription and asks it for unlimited values; a second subscription is
        /// cancelled.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard case .awaitingSubscription = state else {
                lock.unlock()
                subscription.cancel()
                return
            }
            state = .subscribed(subscription)
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Calls the value closure; asks for nothing more (the demand is already unlimited).
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let body = valueBody
            lock.unlock()
            body?(value)
            return .none
        }

        /// Calls the completion closure, then lets go of everything.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let body = completionBody
            state = .terminal
            valueBody = nil
            completionBody = nil
            lock.unlock()
            body?(completion)
        }

        /// Cancels the subscription and lets go of everything.
        public func cancel() {
            lock.lock()
            let current = state
            state = .terminal
            valueBody = nil
            completionBody = nil
            lock.unlock()
            if case .subscribed(let subscription) = current { subscription.cancel() }
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lasts
    /// until the returned token is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values of a publisher that cannot fail; the
    /// subscription lasts until the returned token is cancelled or released.
    ///
    /// For a publisher of `Void` (``ObservableObjectPublisher``) a closure without
    /// parameters works: `publisher.sink { … }`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
