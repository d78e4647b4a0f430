/// `onReceive(_:perform:)`: the view subscribes to `publisher` when it is mounted and cancels
/// when it leaves; each value runs `action` on the main actor (after the update, when it
/// arrives during one). Re-evaluated with a publisher that is not the same value (another
/// instance of a class, a struct with other contents), the view subscribes to the new one
/// instead, as SwiftUI does: a timer made in `body` starts again with each evaluation.
nonisolated struct _OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier
where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".onReceive(\(displayName(of: P.self)))")
    }

    @MainActor func didMount(_ node: ModifierNode) {
        let subscription = node.hookState { ReceivingSubscription<P>(node: node) }
        subscription.action = action
        subscription.subscribe(to: publisher)
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        let subscription = node.hookState { ReceivingSubscription<P>(node: node) }
        subscription.action = action
        if !PublisherSameness.same(old.publisher, publisher) {
            subscription.subscribe(to: publisher)
        }
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.hookState { ReceivingSubscription<P>(node: node) }.cancel()
    }
}

/// A view's subscription to the publisher it receives from.
@MainActor
final class ReceivingSubscription<P: Publisher> where P.Failure == Never {
    private weak var node: _ViewNode?
    /// The action of the view's latest evaluation.
    var action: (@MainActor (P.Output) -> Void)?
    private var cancellable: AnyCancellable?
    /// Bumped with each subscription: a value an earlier one sent from another thread, still
    /// on its way to the main queue, is dropped.
    private var generation = 0

    init(node: _ViewNode) { self.node = node }

    func subscribe(to publisher: P) {
        cancel()
        let generation = self.generation
        // A publisher that sends on subscribing (a `CurrentValueSubject`, `Just`, `$property`)
        // delivers before `sink` returns: the action then runs after the update.
        // Sendable, so the closure is not the main actor's: a publisher may send from any
        // thread, and a main-actor closure called from another would trap.
        cancellable = publisher.sink { @Sendable [weak self] value in
            nonisolated(unsafe) let value = value
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { self?.deliver(value, generation) }
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.deliver(value, generation) }
                }
            }
        }
    }

    func cancel() {
        generation += 1
        cancellable?.cancel()
        cancellable = nil
    }

    private func deliver(_ value: P.Output, _ sentGeneration: Int) {
        guard sentGeneration == generation, let node, node.isMounted, let action,
            let graph = node.graph
        else { return }
        if graph.isFlushing {
            graph.enqueueChange { action(value) }
        } else {
            action(value)
        }
    }
}

/// Whether two publishers are the same value, as SwiftUI decides whether a view's
/// subscription still stands: `==` for equatable values, identity for class instances, and
/// the same of each stored property for other values; functions are never the same.
enum PublisherSameness {
    static func same(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        guard type(of: lhs) == type(of: rhs), depth < 16 else { return false }
        if type(of: lhs) is AnyObject.Type { return (lhs as AnyObject) === (rhs as AnyObject) }
        if ValueEquality.equalAny(lhs, rhs) { return true }
        if "\(type(of: lhs))".contains("->") { return false }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.children.count == right.children.count else { return false }
        for (a, b) in zip(left.children, right.children)
        where !same(a.value, b.value, depth: depth + 1) {
            return false
        }
        return true
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the tree: the
    /// view subscribes when it is mounted and cancels when it leaves. Values flow from the
    /// publisher into the action, which runs on the main actor; what it changes updates the
    /// views that read it. Timers (`Timer.publish(every:on:in:).autoconnect()`) run on the
    /// host's clock: ``ViewHost/advanceTime(by:)`` makes them tick.
    ///
    ///     Text("\(seconds) s")
    ///         .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
    ///             seconds += 1
    ///         }
    @preconcurrency public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }
}

/// Whether code runs on the main queue, the main actor's executor: a value sent there (by an
/// action, a timer tick, a test) is delivered at once, one sent from elsewhere is passed to the
/// main queue. The main thread is no test: a test process may run the main queue on another.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
