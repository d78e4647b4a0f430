/// A publisher of any type with the given output and failure: hides the operator chain
/// behind it, so an API can return a publisher without naming its type.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let box: PublisherBoxBase<Output, Failure>

    /// Wraps `publisher`; wrapping an `AnyPublisher` returns it unchanged.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    /// `"AnyPublisher"`.
    public var description: String { "AnyPublisher" }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``, hiding its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// The wrapped publisher, reached through a class so the erased type needs no closures (a
/// generic method cannot be stored in one).
class PublisherBoxBase<Output, Failure: Error> {
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        fatalError("Subclasses override receive(subscriber:)")
    }
}

/// Holds one concrete publisher.
private final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    let base: Base

    init(_ base: Base) { self.base = base }

    override func receive<S: Subscriber>(subscriber: S)
    where S.Input == Base.Output, S.Failure == Base.Failure {
        base.receive(subscriber: subscriber)
    }
}
