/// The context of a state change: its animation and your own values (`TransactionKey`).
/// Canopy has no animation, so a transaction is recorded and passed along, never animated.
///
///     withTransaction(\.isUndo, true) { model.revert() }
public struct Transaction: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]
    /// The animation, recorded.
    public var animation: Animation?
    /// Whether animations are disabled.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction.
    public var isContinuous = false

    /// An empty transaction.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value carried by a ``Transaction`` (E1-style: the default is the key's).
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// The transaction of the state changes running now (the innermost `withTransaction`).
@MainActor public private(set) var _currentTransaction = Transaction()

/// Runs `body` with `transaction` as the current transaction, and returns what it returns.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
    rethrows -> Result
{
    let previous = _currentTransaction
    _currentTransaction = transaction
    defer { _currentTransaction = previous }
    return try body()
}

/// Runs `body` with the current transaction's `keyPath` set to `value`.
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = _currentTransaction
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` in a transaction with `animation` (recorded: nothing animates).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
    rethrows -> Result
{
    try withTransaction(Transaction(animation: animation), body)
}

/// An animation, recorded by name.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The animation as written (`easeInOut`).
    public let description: String
    /// The `default` animation, recorded by name.
    public static let `default` = Animation(description: "default")
    /// The `linear` animation, recorded by name.
    public static let linear = Animation(description: "linear")
    /// The `easeIn` animation, recorded by name.
    public static let easeIn = Animation(description: "easeIn")
    /// The `easeOut` animation, recorded by name.
    public static let easeOut = Animation(description: "easeOut")
    /// The `easeInOut` animation, recorded by name.
    public static let easeInOut = Animation(description: "easeInOut")
    /// The `spring` animation, recorded by name.
    public static let spring = Animation(description: "spring")
    /// The `bouncy` animation, recorded by name.
    public static let bouncy = Animation(description: "bouncy")
    /// The `smooth` animation, recorded by name.
    public static let smooth = Animation(description: "smooth")
    /// An animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(description: "linear(\(ValueFormatter.format(duration)))")
    }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(description: "easeIn(\(ValueFormatter.format(duration)))")
    }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(description: "easeOut(\(ValueFormatter.format(duration)))")
    }
    /// A spring of `duration` seconds and `bounce`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(description: "spring")
    }
    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation(description: description + ".delay(\(ValueFormatter.format(delay)))")
    }
    /// This animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation {
        Animation(description: description + ".speed(\(ValueFormatter.format(speed)))")
    }
    /// This animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(description: description + ".repeatForever")
    }
    /// This animation, repeated `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(description: description + ".repeatCount(\(count))")
    }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(description: "easeInOut(\(ValueFormatter.format(duration)))")
    }
    /// A spring.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
        -> Animation
    {
        Animation(description: "spring")
    }
}

extension View {
    /// Animates changes of `value` with `animation` (recorded).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        attribute(AnimationAttribute(animation: animation, value: ErasedArgument(value)))
    }

    /// Changes the transaction of updates in this view (recorded).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        attribute(marker: "transaction")
    }
}

/// `.animation(.easeInOut, value: x)`: the animation and the value it watches (a new value is a
/// change of the modifier, as it is for SwiftUI); the value is not printed.
struct AnimationAttribute: AttributeValue {
    let animation: Animation?
    let value: ErasedArgument

    var attributeText: String { ".animation(\(animation.map(\.description) ?? "nil"))" }
}
