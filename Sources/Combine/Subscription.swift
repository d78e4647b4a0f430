/// The link between one publisher and one subscriber: the subscriber asks for values through
/// it and cancels it to stop them.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks the publisher for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation: what publishers that complete
    /// at once (``Empty``, ``Fail``) send before their completion.
    public static var empty: Subscription { EmptySubscription() }
}

/// The subscription behind ``Subscriptions/empty``.
private struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
