/// What a reader (`onPreferenceChange`, `onChange`) remembers between updates: the value it
/// last delivered, and how many times it dispatched in the current flush (P8).
@MainActor
final class DispatchState {
    var hasDelivered = false
    var lastValue: Any?
    var flushSerial = -1
    var dispatches = 0
    var reported = false
    /// The views the last dispatched action invalidated, held weakly and named only if a loop
    /// is reported: for a reader with no preference key (`onChange`), they are the writer.
    var invalidatedByAction: [WeakNode] = []
}

extension ModifierNode {
    /// This node's reader state, created on first use.
    func dispatchState() -> DispatchState { hookState(DispatchState.init) }
}

extension ViewGraph {
    /// Readers may dispatch twice per flush (SwiftUI's "frame"); later dispatches in the same
    /// flush are dropped and one diagnostic names the key, the reader and the writer (P8, D7).
    static let dispatchesPerFlush = 2

    func dispatchGuarded(
        from node: ModifierNode, state: DispatchState, label: String, key: AnyPreferenceKey? = nil,
        _ action: @escaping @MainActor () -> Void
    ) {
        dispatchGuarded(
            from: node, content: node.contentNode, state: state, label: label, key: key, action)
    }

    /// The guard for any reader node (a view modifier, a scene's `onChange`): `content` is
    /// what it reads its key from.
    func dispatchGuarded(
        from node: _ViewNode, content: _ViewNode?, state: DispatchState, label: String,
        key: AnyPreferenceKey? = nil, _ action: @escaping @MainActor () -> Void
    ) {
        if state.flushSerial != flushSerial {
            state.flushSerial = flushSerial
            state.dispatches = 0
        }
        state.dispatches += 1
        guard state.dispatches <= Self.dispatchesPerFlush else {
            if !state.reported {
                state.reported = true
                let reader = node.pathOfFirstLine
                var writerPath: String?
                if let key, let content {
                    writerPath = content.preferenceContributors(of: key).first?.pathOfFirstLine
                } else {
                    // The value is the action's own doing: name it and the views it changed.
                    let changed = state.invalidatedByAction.compactMap { $0.node?.path }
                    if !changed.isEmpty {
                        writerPath =
                            "the \(label) at \(reader), invalidating \(changed.joined(separator: ", "))"
                    }
                }
                record(
                    Diagnostic(
                        kind: .updateLoop,
                        message:
                            "\(label) tried to update multiple times per frame; further updates were dropped. Reader: \(reader). Writer: \(writerPath ?? "none")",
                        viewPath: reader))
            }
            return
        }
        guard key == nil else { return enqueueChange(action) }
        enqueueChange { [unowned self] in
            state.invalidatedByAction = self.recordingInvalidations { action() }.map(WeakNode.init)
        }
    }

    /// Runs `body` and returns the nodes it invalidated, in order, each once: directly (state)
    /// or through the queue objects and Observation use.
    func recordingInvalidations(_ body: () -> Void) -> [_ViewNode] {
        let previous = invalidationLog
        invalidationLog = []
        let queued = externalInvalidations.count
        body()
        var recorded = invalidationLog ?? []
        invalidationLog = previous
        recorded += externalInvalidations.references(from: queued).compactMap(\.liveNode)
        var seen = Set<ObjectIdentifier>()
        return recorded.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

/// A node held weakly, for what a diagnostic may name later.
struct WeakNode {
    weak var node: _ViewNode?

    init(_ node: _ViewNode) { self.node = node }
}
