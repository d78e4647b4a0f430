/// A cancellable that cancels when it is released: the token `sink` and `assign` return.
///
/// Keep it (in a property, or with ``store(in:)-(Set<AnyCancellable>)``) for as long as the
/// subscription should last; releasing it ends the subscription. Equal only to itself.
///
/// The cancel action runs once, on the thread that cancels or releases the token. The state
/// is locked, so cancelling from two threads at once still runs it once.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    /// What cancelling does. A cancellable is kept as such rather than wrapped in a closure:
    /// a class (a sink, a subscription) then needs no extra allocation.
    private enum Action {
        case run(() -> Void)
        case cancel(any Cancellable)
    }

    private var action: Action?
    private let lock = Lock()

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { action = .run(cancel) }

    /// A token that cancels `canceller` once, when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) { action = .cancel(canceller) }

    deinit { cancel() }

    /// Runs the cancel action, unless it has already run.
    public func cancel() {
        lock.lock()
        let pending = action
        action = nil
        lock.unlock()
        switch pending {
        case .run(let body): body()
        case .cancel(let canceller): canceller.cancel()
        case nil: break
        }
    }

    /// Keeps the token alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the token alive as long as `collection` holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether both are the same token.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
