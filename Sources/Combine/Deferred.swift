/// A publisher that makes a fresh publisher for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The made publisher's values.
    public typealias Output = DeferredPublisher.Output

    /// The made publisher's failure.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher for one subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Makes a publisher and attaches `subscriber` to it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
