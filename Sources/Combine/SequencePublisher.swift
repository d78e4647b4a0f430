import Foundation

extension Swift.Sequence {
    /// A publisher of the sequence's elements, sent as subscribers ask for them, then
    /// finishing.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
    /// A publisher of a sequence's elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element

        /// The elements published.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Attaches `subscriber`; each subscriber iterates the sequence afresh. An empty
        /// sequence finishes at once.
        public func receive<S: Subscriber>(subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(
                subscription: SequenceSubscription(
                    downstream: subscriber, iterator: iterator, next: first))
        }
    }
}

/// Walks an iterator as demand arrives, one element ahead so it can finish right after the
/// last element without waiting for another request.
private final class SequenceSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>:
    Subscription
where Downstream.Input == Iterator.Element {
    private let lock = Lock()
    private var downstream: Downstream?
    private var iterator: Iterator
    private var next: Iterator.Element?
    private var demand = Subscribers.Demand.none
    private var emitting = false

    init(downstream: Downstream, iterator: Iterator, next: Iterator.Element) {
        self.downstream = downstream
        self.iterator = iterator
        self.next = next
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        self.demand += demand
        // A request made while an element is being delivered only adds to the demand: the
        // loop below, already running, sends the elements in order.
        guard !emitting else {
            lock.unlock()
            return
        }
        emitting = true
        while let target = downstream, self.demand > 0, let element = next {
            self.demand -= 1
            next = iterator.next()
            let last = next == nil
            if last { downstream = nil }
            lock.unlock()
            let more = target.receive(element)
            if last { target.receive(completion: .finished) }
            lock.lock()
            self.demand += more
        }
        emitting = false
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
