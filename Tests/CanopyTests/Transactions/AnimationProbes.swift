import Canopy

/// What probes and readers saw, in order.
@MainActor
final class AnimationLog {
    var entries: [String] = []
    /// The last value each probe received.
    var values: [String: Double] = [:]

    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// `Probe(tag, v)` of TRANSACTIONS.md: an `Animatable` modifier whose body records the value it
/// receives, the presentation value.
struct Probe: ViewModifier, Animatable {
    let tag: String
    var value: Double
    let log: AnimationLog

    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        log.values[tag] = value
        return content
    }
}

extension View {
    func probe(_ tag: String, _ value: Double, _ log: AnimationLog) -> some View {
        modifier(Probe(tag: tag, value: value, log: log))
    }

    /// `Reader(tag)`: records the animation of the transaction arriving here.
    func reader(_ tag: String, _ log: AnimationLog) -> some View {
        transaction { transaction in
            log.entries.append("\(tag) \(transaction.animation?.description ?? "nil")")
        }
    }
}
