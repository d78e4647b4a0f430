/// Starts a task when the view appears and cancels it when the view disappears (leaves the
/// tree, or is hidden in a tab or under a pushed destination, L3); when `id`
/// changes by `==`, the running task is cancelled and a new one starts (L5). Tasks run on the
/// main actor and are settled by the host.
nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier,
    AppearanceObservingModifier
{
    public typealias Body = Never
    let id: ID
    let action: @MainActor () async -> Void

    @MainActor func didMount(_ node: ModifierNode) {
        node.appearance.task = action
        node.enqueueAppearWhenShown(Self.start)
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        node.appearance.task = action
        guard old.id != id else { return }
        let action = self.action
        node.graph.enqueueChange { [weak node] in
            // A hidden view (an unselected tab) runs no task; it starts one when shown.
            guard let node, node.isMounted, node.appearance.isAppeared else { return }
            if let running = node.appearance.taskID {
                node.graph.logEvent(.taskCancel, at: node)
                node.graph.tasks.cancel(running)
            }
            node.graph.logEvent(.taskStart, at: node)
            node.appearance.taskID = node.graph.tasks.start(action)
        }
    }

    @MainActor func appearanceDidChange(shown: Bool, _ node: ModifierNode) {
        if shown { node.enqueueAppearWhenShown(Self.start) } else { cancel(node) }
    }

    @MainActor func willUnmount(_ node: ModifierNode) { cancel(node) }

    /// Starts the node's latest task body when the view appears.
    @MainActor private static func start(_ node: ModifierNode) {
        guard let action = node.appearance.task else { return }
        node.graph.logEvent(.taskStart, at: node)
        node.appearance.taskID = node.graph.tasks.start(action)
    }

    /// The view disappeared: its running task is cancelled after the update.
    @MainActor private func cancel(_ node: ModifierNode) {
        node.appearance.isAppeared = false
        guard let running = node.appearance.taskID else { return }
        node.appearance.taskID = nil
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

extension View {
    /// Starts `action`, a task named `name`, when this view appears and cancels it when it
    /// disappears (L5). The name labels the task for debugging; Canopy's host does not show
    /// it.
    @_disfavoredOverload
    @preconcurrency public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: _AppearTaskID(), action: action))
    }

    /// Starts `action` when this view appears, preferring `taskExecutor` for the nonisolated
    /// async work it calls (`withTaskExecutorPreference`), and cancels it when it disappears
    /// (L5).
    @preconcurrency public func task(
        name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(
            _TaskModifier(
                id: _AppearTaskID(),
                action: { await withTaskExecutorPreference(taskExecutor) { await action() } }))
    }

    /// Starts `action`, a task named `name`, when this view appears and again whenever `id`
    /// changes by `==` (L5).
    @_disfavoredOverload
    @preconcurrency public func task<T: Equatable>(
        id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
        file: String = #fileID, line: Int = #line, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, action: action))
    }

    /// Starts `action` when this view appears and again whenever `id` changes by `==`,
    /// preferring `taskExecutor` for the nonisolated async work it calls (L5).
    @preconcurrency public func task<T: Equatable>(
        id value: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(
            _TaskModifier(
                id: value,
                action: { await withTaskExecutorPreference(taskExecutor) { await action() } }))
    }
}
