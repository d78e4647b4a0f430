/// Runs actions when the modified view appears and disappears: enters and leaves the tree, or
/// is shown and hidden by a tab view or navigation stack it stays mounted in (L3). Within one
/// update every
/// `onDisappear` runs before any `onAppear`, and appear actions run parent before child, in
/// tree order (D3).
nonisolated struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier,
    AppearanceObservingModifier
{
    public typealias Body = Never
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    @MainActor func didMount(_ node: ModifierNode) {
        node.appearance.action = appear
        // Queued even without an action: a view removed before it appeared never appeared,
        // so its disappear action must not run either. A view mounted where it is not shown
        // (an unselected tab) appears when it is.
        node.enqueueAppearWhenShown(Self.runAppear)
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        node.appearance.action = appear
    }

    @MainActor func appearanceDidChange(shown: Bool, _ node: ModifierNode) {
        if shown {
            node.enqueueAppearWhenShown(Self.runAppear)
        } else {
            enqueueDisappear(node)
        }
    }

    @MainActor func willUnmount(_ node: ModifierNode) { enqueueDisappear(node) }

    /// Runs the node's latest appear action, when it appears.
    @MainActor private static func runAppear(_ node: ModifierNode) {
        guard let appear = node.appearance.action else { return }
        node.graph.logEvent(.appear, at: node)
        appear()
    }

    /// Queues the disappear action if the view had appeared.
    @MainActor private func enqueueDisappear(_ node: ModifierNode) {
        guard node.appearance.isAppeared else { return }
        node.appearance.isAppeared = false
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
