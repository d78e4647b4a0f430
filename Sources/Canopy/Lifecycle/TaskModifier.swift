/// Starts a task when the view appears and cancels it when the view disappears; when `id`
/// changes by `==`, the running task is cancelled and a new one starts (L5). Tasks run on the
/// main actor and are settled by the host.
nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: ID
    let action: @MainActor () async -> Void

    @MainActor func didMount(_ node: ModifierNode) {
        let action = self.action
        node.graph.enqueueAppear(for: node) { [unowned node] in
            node.graph.logEvent(.taskStart, at: node)
            node.runningTask.id = node.graph.tasks.start(action)
        }
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        guard old.id != id else { return }
        let action = self.action
        node.graph.enqueueChange { [weak node] in
            guard let node, node.isMounted else { return }
            if let running = node.runningTask.id {
                node.graph.logEvent(.taskCancel, at: node)
                node.graph.tasks.cancel(running)
            }
            node.graph.logEvent(.taskStart, at: node)
            node.runningTask.id = node.graph.tasks.start(action)
        }
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        guard let running = node.runningTask.id else { return }
        node.runningTask.id = nil
        let graph = node.graph!
        let path = graph.recordsEvents ? node.pathOfFirstLine : ""
        graph.enqueueDisappear {
            graph.logEvent(.taskCancel, path: path)
            graph.tasks.cancel(running)
        }
    }
}

struct _AppearTaskID: Equatable {}

extension View {
    /// Starts `action` when this view appears and cancels it when it disappears (L5).
    @preconcurrency public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: _AppearTaskID(), action: action))
    }

    /// Starts `action` when this view appears, and again (cancelling the running one) whenever
    /// `id` changes by `==`; an unchanged `id` does nothing (L5).
    ///
    ///     Text("").task(id: query) { await search(query) }   // "a" → "a" → "b": starts twice
    @preconcurrency public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, action: action))
    }
}

/// The task a `task` modifier started, while it runs.
@MainActor
final class RunningTask {
    var id: Int?
}

extension ModifierNode {
    /// The task modifier's state.
    var runningTask: RunningTask { hookState(RunningTask.init) }
}
