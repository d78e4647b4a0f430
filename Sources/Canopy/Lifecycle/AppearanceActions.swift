/// Runs actions when the modified view enters and leaves the tree (L3). Within one update every
/// `onDisappear` runs before any `onAppear`, and appear actions run parent before child, in
/// tree order (D3).
nonisolated struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    @MainActor func didMount(_ node: ModifierNode) {
        // Queued even without an action: a view removed before its appear ran never appeared,
        // so its disappear action must not run either.
        node.graph.enqueueAppear(for: node) { [unowned node] in
            if let appear {
                node.graph.logEvent(.appear, at: node)
                appear()
            }
        }
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        guard !node.hasPendingAppear else { return }
        guard let disappear else { return }
        let graph = node.graph!
        let path = graph.recordsEvents ? node.pathOfFirstLine : ""
        graph.enqueueDisappear {
            graph.logEvent(.disappear, path: path)
            disappear()
        }
    }
}

extension View {
    /// Runs `action` after the update that inserts this view, before the result is rendered.
    /// A view that is removed and inserted again appears again (L3).
    @preconcurrency public func onAppear(perform action: (@MainActor () -> Void)? = nil)
        -> some View
    {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` after the update that removes this view (L3).
    @preconcurrency public func onDisappear(perform action: (@MainActor () -> Void)? = nil)
        -> some View
    {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}
