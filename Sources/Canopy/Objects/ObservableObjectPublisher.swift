import Foundation

/// Announces that an object is about to change: Canopy's stand-in for Combine's publisher of
/// the same name (Canopy uses no Combine). Views holding the object subscribe to it and are
/// re-evaluated after it sends.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var handlers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0
    private let lock = NSLock()

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        lock.lock()
        let current = Array(handlers.values)
        lock.unlock()
        for handler in current { handler() }
    }

    /// Calls `receiveValue` whenever the object is about to change, until the returned token
    /// is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        handlers[id] = receiveValue
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.handlers[id] = nil
            self.lock.unlock()
        }
    }

    /// How many subscribers are listening.
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return handlers.count
    }
}

/// A subscription that ends when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var onCancel: (@Sendable () -> Void)?
    private let lock = NSLock()

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) { onCancel = cancel }

    deinit { cancel() }

    /// Ends the subscription.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps the token alive as long as `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
