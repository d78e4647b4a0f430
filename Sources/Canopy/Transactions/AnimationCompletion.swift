/// When a completion counts an animation as done (T14).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// When the animation is logically complete: a timing curve when it ends, a spring at its
    /// duration although it may still be settling, a custom one when it says so.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animation is finished and removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// One completion waiting for the animations a transaction created: counts them as they are
/// added and as they complete, and runs its closure once, when the last is done, or at the end
/// of the update that applied the transaction when it created none (D33).
@MainActor
final class AnimationCompletionTracker {
    let criteria: AnimationCompletionCriteria
    private var completion: (() -> Void)?
    /// The order transactions were made in: completions due together run in it.
    let serial: Int
    private var added = 0
    private var done = 0
    /// Whether a graph took a change made in the transaction (then the graph runs the
    /// completion; otherwise `withAnimation` runs it when its body returns). Set from any
    /// thread an observed object's change is queued on, while the change's `withAnimation`
    /// runs, and read when it returns.
    nonisolated(unsafe) var wasSeen = false
    /// Whether a graph's engine keeps it (see ``AnimationEngine``): a change queued from an
    /// observed object marks it seen before any graph takes it (``NodeReference``).
    var isTracked = false

    private static var nextSerial = 0

    init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
        Self.nextSerial += 1
        serial = Self.nextSerial
    }

    /// Whether it still waits to run.
    var isPending: Bool { completion != nil }
    /// Whether no animation was added for it.
    var hasNoAnimations: Bool { added == 0 }

    func animationWasAdded() { added += 1 }

    /// Counts one of its animations done; returns whether that was the last.
    func animationWasRemoved() -> Bool {
        done += 1
        return done == added && completion != nil
    }

    /// Runs the completion, if it has not run.
    func run() {
        guard let completion else { return }
        self.completion = nil
        completion()
    }
}

/// The completions a transaction carries.
struct AnimationCompletionsKey: TransactionKey {
    static let defaultValue: [AnimationCompletionTracker] = []
}

extension Transaction {
    /// Adds `completion`, to run once every animation this transaction creates is complete by
    /// `criteria`, or right after the update when it creates none (T14, D33).
    @MainActor
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        self[AnimationCompletionsKey.self].append(
            AnimationCompletionTracker(criteria: criteria, completion: completion))
    }

    var completionTrackers: [AnimationCompletionTracker] {
        values.isEmpty ? [] : self[AnimationCompletionsKey.self]
    }

    /// The transaction, its completions marked as taken by a graph.
    func markedSeen() -> Transaction {
        for tracker in completionTrackers { tracker.wasSeen = true }
        return self
    }
}

/// Runs `body` in a transaction animated with `animation`, and `completion` once every animation
/// its changes created is complete by `completionCriteria` — right after the update when they
/// created none (T14, D33). Returns what `body` returns.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    let tracker = AnimationCompletionTracker(criteria: completionCriteria, completion: completion)
    transaction[AnimationCompletionsKey.self] = [tracker]
    return try withTransaction(transaction, body)
}
