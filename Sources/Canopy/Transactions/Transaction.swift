import Foundation

/// The context of a state change: its animation, whether animations are disabled, and your own
/// values (``TransactionKey``). Every change happens in one (T1): `withAnimation` and
/// `withTransaction` set it for the changes their body makes, a binding may carry one (T6), and
/// it flows **down** the tree to every view the change reaches, where `.transaction` and
/// `.animation(_:value:)` may rewrite it for their subtree (T2, T3).
///
///     withTransaction(\.changeSource, "undo") { model.revert() }
///
/// A transaction holds only the values that were set: `withTransaction` inside another keeps
/// the enclosing values it does not set (T1, T4).
public struct Transaction: @unchecked Sendable {
    /// The values set, by key type.
    var values: [ObjectIdentifier: Any] = [:]
    /// Which `withTransaction` made it (0: none): the changes one call makes share one
    /// transaction, which a `.transaction` closure rewrites once per update.
    var changeID = 0

    /// An empty transaction: no animation, every value at its default.
    public init() {}

    /// A transaction whose animation is `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation the changes animate with, if any.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// Whether `.animation(_:value:)` may not add an animation to this transaction (T5). It does
    /// not remove an animation the transaction has.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the change is part of a continuous interaction (a drag, a slider moving).
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether animations in this transaction track the velocity of the values they move.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Whether nothing was set.
    var isEmpty: Bool { values.isEmpty }

    /// This transaction with the values `other` set replacing its own.
    func merging(_ other: Transaction) -> Transaction {
        guard !isEmpty else { return other }
        var merged = self
        merged.values.merge(other.values) { _, new in new }
        // Completions add up: an inner `withAnimation(completion:)` keeps the outer's.
        let key = ObjectIdentifier(AnimationCompletionsKey.self)
        if let outer = values[key] as? [AnimationCompletionTracker],
            let inner = other.values[key] as? [AnimationCompletionTracker]
        {
            merged.values[key] = outer + inner
        }
        return merged
    }
}

/// A key for a value carried by a ``Transaction``: declare its default, and an extension
/// property on `Transaction` to read and write it.
///
///     struct ChangeSourceKey: TransactionKey { static let defaultValue = "user" }
///     extension Transaction {
///         var changeSource: String {
///             get { self[ChangeSourceKey.self] }
///             set { self[ChangeSourceKey.self] = newValue }
///         }
///     }
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The key of the current transaction in a thread's dictionary.
    private static let threadKey = "Canopy.Transaction.current"

    /// The transaction `withTransaction` set on this thread, if one runs here: what an
    /// observed object's change, which may be published from any context, is queued with.
    static var ofCurrentThread: Transaction? {
        get { (Thread.current.threadDictionary[threadKey] as? Box)?.transaction }
        set { Thread.current.threadDictionary[threadKey] = newValue.map(Box.init) }
    }

    /// A transaction as a class, for the thread's dictionary.
    private final class Box: @unchecked Sendable {
        let transaction: Transaction
        init(_ transaction: Transaction) { self.transaction = transaction }
    }
}

struct AnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

struct DisablesAnimationsKey: TransactionKey {
    static var defaultValue: Bool { false }
}

struct IsContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
}

struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

/// The transaction of the state changes made now: the innermost `withTransaction`'s, merged
/// with the ones around it.
@MainActor public private(set) var _currentTransaction = Transaction()
@MainActor private var nextChangeID = 0

/// Runs `body` with `transaction` as the transaction of every state change it makes, merged
/// with the transaction already current (its values replace the enclosing ones, T1), and
/// returns what `body` returns.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
    rethrows -> Result
{
    let previous = _currentTransaction
    _currentTransaction = previous.merging(transaction)
    nextChangeID += 1
    _currentTransaction.changeID = nextChangeID
    let previousOfThread = Transaction.ofCurrentThread
    Transaction.ofCurrentThread = _currentTransaction
    defer {
        _currentTransaction = previous
        Transaction.ofCurrentThread = previousOfThread
        // No view took a change made here: nothing can animate, so its completions run now,
        // "immediately after body" (D33).
        for tracker in transaction.completionTrackers where !tracker.wasSeen { tracker.run() }
    }
    return try body()
}

/// Runs `body` in the current transaction with `keyPath` set to `value` (T4).
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` in a transaction whose animation is `animation`: every animatable value its
/// changes move animates with it (T1, T8).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
    rethrows -> Result
{
    try withTransaction(Transaction(animation: animation), body)
}
