/// A publisher that starts producing only when connected: subscribers can attach first and
/// none misses the start.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts producing; cancelling the result stops.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches and disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
