/// `refreshable(action:)`: hands its content a refresh action (C20), printed `.refreshable`
/// on the modified view's line, then ` refreshing` while the handler runs (D58).
struct RefreshableModifier: ViewModifier, FoldsIntoContentLine {
    let action: @Sendable () async -> Void
    @State private var box = RefreshHandlerBox()
    @State private var isRefreshing = false

    func body(content: Content) -> some View {
        // The box outlives this value: the newest handler runs, and readers of `refresh` see
        // the same action from update to update.
        box.handler = action
        box.isRefreshing = $isRefreshing
        return
            content
            .environment(\.refresh, RefreshAction(box: box))
            .attribute(RefreshableAttribute(isRefreshing: isRefreshing))
            .modifier(RefreshLifetimeModifier(box: box))
    }
}

/// The `.refreshable` attribute (D58).
struct RefreshableAttribute: AttributeValue {
    let isRefreshing: Bool
    var attributeText: String { ".refreshable" + (isRefreshing ? " refreshing" : "") }
}

extension View {
    /// Hands this view and everything below it a refresh action that runs `action` (C20): the
    /// `refresh` environment value flows **down**, and a `List` below offers pull-to-refresh on
    /// iOS and iPadOS, keeping its progress indicator until `action` returns (C21, D55).
    ///
    ///     List(posts) { Text($0.title) }
    ///         .refreshable { await feed.load() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
