/// A subscriber that hands each event to closures: how operators with several upstreams
/// (``Publishers/Merge``, ``Publishers/CombineLatest``, ``Publishers/Catch``) listen to each
/// one and keep their state in one place.
///
/// The closures hold that place strongly; the cycle ends when the upstream completes or the
/// operator cancels it.
final class ChildSubscriber<Input, Failure: Error>: Subscriber {
    private let onSubscription: (Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        onSubscription: @escaping (Subscription) -> Void,
        onValue: @escaping (Input) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.onSubscription = onSubscription
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
