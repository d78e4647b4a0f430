import Combine

/// A subscriber that records what it receives and asks for exactly the demand a test gives
/// it: `initial` on subscribing, `perValue` after each value.
final class Recorder<Input, Failure: Error>: Subscriber {
    enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private(set) var events: [Event] = []
    private(set) var subscription: Subscription?
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    /// The values received, in order.
    var values: [Input] {
        events.compactMap {
            if case .value(let value) = $0 { return value }
            return nil
        }
    }

    /// Whether the stream finished normally.
    var finished: Bool {
        events.contains {
            if case .completion(.finished) = $0 { return true }
            return false
        }
    }

    /// The error the stream failed with, if it did.
    var failure: Failure? {
        for case .completion(.failure(let error)) in events { return error }
        return nil
    }

    /// How many completions arrived (never more than one, if the publisher behaves).
    var completions: Int {
        events.filter {
            if case .completion = $0 { return true }
            return false
        }.count
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append(.value(input))
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        events.append(.completion(completion))
    }

    /// Asks for more values.
    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

    /// Cancels the subscription and lets go of it.
    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

/// An error for failing streams.
struct TestError: Error, Equatable {
    var code = 1
}
