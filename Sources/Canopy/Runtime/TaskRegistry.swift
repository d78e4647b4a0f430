/// The tasks started by `task` modifiers in one graph. Every task runs on the main actor; the
/// host settles them deterministically by yielding until they finish (see
/// ``ViewHost/settle(maxRounds:)``).
@MainActor
final class TaskRegistry {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// How many started tasks have not finished yet (a cancelled task counts until it returns,
    /// so settling lets it run its cancellation path).
    var pendingCount: Int { running.count }

    /// Starts `action`. Tasks start in an update's actions, which run inside their host's
    /// ``HostContext``: the task inherits it and keeps it across every `await`.
    func start(_ action: @escaping @MainActor () async -> Void) -> Int {
        let id = nextID
        nextID += 1
        running[id] = Task { @MainActor [weak self] in
            await action()
            self?.running[id] = nil
        }
        return id
    }

    /// Counts `task`, started elsewhere, among the graph's tasks until it returns: settling
    /// waits for it, and tearing the graph down cancels it.
    func track(_ task: Task<Void, Never>) {
        let id = nextID
        nextID += 1
        running[id] = task
        Task { @MainActor [weak self] in
            await task.value
            self?.running[id] = nil
        }
    }

    func cancel(_ id: Int) {
        running[id]?.cancel()
    }

    func cancelAll() {
        for task in running.values { task.cancel() }
        running.removeAll()
    }
}
