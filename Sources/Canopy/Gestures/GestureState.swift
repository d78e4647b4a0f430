import Foundation

/// A property that a gesture updates while it runs, and that goes back to its initial value
/// when the gesture ends or is cancelled — with the reset's transaction, so an `.animation`
/// around a view that reads it animates it back.
///
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         Circle()
///             .offset(offset)
///             .animation(.spring, value: offset)
///             .gesture(DragGesture().updating($offset) { value, state, _ in
///                 state = value.translation
///             })
///     }
///
/// Values flow **up**, from the gesture's `updating` callback to the view; the view cannot set
/// it (``wrappedValue`` is read-only).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void
    var location: StoredLocation<Value>?

    /// A gesture state that starts, and resets to, `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state that starts, and resets to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// A gesture state that resets to `wrappedValue` in `resetTransaction` (with an animation,
    /// views reading it animate back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state that resets to `initialValue` in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state that resets to `wrappedValue`; `reset` sees the value it had and sets
    /// the transaction the reset happens in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.reset = reset
    }

    /// A gesture state that resets to `initialValue`; `reset` sees the value it had and sets
    /// the transaction the reset happens in.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial one, or what the gesture's `updating` callback set while
    /// the gesture runs. Reading it in `body` makes the view depend on it.
    @MainActor public var wrappedValue: Value { location?.get() ?? initialValue }

    /// The gesture state itself, for ``Gesture/updating(_:body:)``: `$offset`.
    public var projectedValue: GestureState<Value> { self }

    /// The value now, without making anything depend on it.
    @MainActor var currentValue: Value {
        guard let location else { return initialValue }
        // Read outside any evaluation (a gesture's delivery): nothing depends on it.
        return location.get()
    }

    /// Sets the value in `transaction` (a gesture's update).
    @MainActor func set(_ value: Value, in transaction: Transaction) {
        guard let location else { return }
        withTransaction(transaction) { location.set(value) }
    }

    /// Puts the initial value back, in the transaction `reset` chooses: after the gesture's
    /// other callbacks of the event, when the arena runs the pending resets.
    @MainActor func resetValue() {
        var transaction = Transaction()
        reset(currentValue, &transaction)
        let initialValue = initialValue
        GestureStateResets.add(transaction) { set(initialValue, in: transaction) }
    }

    /// Attaches to this node's slot, creating it with the initial value on first mount.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let initialValue = self.initialValue
        let node = context.node
        location = context.slot {
            StoredLocation(initialValue, graph: node.graph, owner: .slotOf(SlotHolder(node: node)))
        }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// An optional gesture state that starts, and resets to, `nil` in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// An optional gesture state that starts, and resets to, `nil`; `reset` sets the
    /// transaction the reset happens in.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: _InputComparable {
    /// A parent re-creating the view does not reset its gesture state.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState: InstalledProperty {}

extension Gesture {
    /// Updates `state` as the gesture's value changes: `body` gets the value, the state's
    /// current value to change, and the transaction the change happens in. When the gesture
    /// ends or is cancelled, the state goes back to its initial value.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates a ``GestureState`` as it changes (``Gesture/updating(_:body:)``).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The gesture whose values update the state.
    public var base: Base
    /// The state updated.
    public var state: GestureState<State>
    /// What runs for each value: it changes the state and may set the transaction.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` with `body` for each of `base`'s values.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The base gesture's values.
    public typealias Value = Base.Value
    /// An updating gesture is primitive.
    public typealias Body = Never

    /// Follows the base gesture, updating the state as it changes.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        UpdatingRecognizer(base._makeRecognizer(), state: state, body: body)
    }
}

/// Follows a gesture, and on delivery writes its value into a ``GestureState``; resets it when
/// the gesture ends, fails after it wrote, or is cancelled.
final class UpdatingRecognizer<Value, State>: WrappingRecognizer<Value, Value> {
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
    private var wrote = false

    init(
        _ content: _GestureRecognizer<Value>, state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) {
        self.state = state
        self.body = body
        super.init(content) { $0 }
    }

    override func deliver() {
        content.deliver()
        switch status {
        case .active:
            guard let value else { return }
            var current = state.currentValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current, in: transaction)
            wrote = true
        case .ended, .failed:
            resetIfWritten()
        case .possible:
            break
        }
    }

    override func cancel() {
        super.cancel()
        resetIfWritten()
    }

    private func resetIfWritten() {
        guard wrote else { return }
        wrote = false
        state.resetValue()
    }
}

/// The `@GestureState` resets an event caused, run after every callback of the event (D73).
/// A view's update takes the transaction of the last change that reached it, so a reset made
/// before an `onEnded` that changes the same view's state would lose its animation; SwiftUI
/// applies the reset in its own transaction, which this order keeps. Resets without an
/// animation run before those with one, for the same reason.
@MainActor
enum GestureStateResets {
    private static var pending: [(transaction: Transaction, reset: () -> Void)] = []

    static func add(_ transaction: Transaction, _ reset: @escaping () -> Void) {
        pending.append((transaction, reset))
    }

    /// Runs the resets waiting, plain ones first.
    static func run() {
        while !pending.isEmpty {
            let resets = pending
            pending = []
            for entry in resets where entry.transaction.animation == nil { entry.reset() }
            for entry in resets where entry.transaction.animation != nil { entry.reset() }
        }
    }
}
