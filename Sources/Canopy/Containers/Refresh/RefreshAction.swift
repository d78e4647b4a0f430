/// Refreshes the content it was handed to (C20): `await refresh?()` runs the handler of the
/// nearest `refreshable` above and returns when the handler returns. Values flow **down**: the
/// `refresh` environment value is set by `refreshable` for its subtree and is `nil` outside.
///
///     struct Feed: View {
///         @Environment(\.refresh) private var refresh
///         var body: some View {
///             Button("Reload") { Task { await refresh?() } }
///         }
///     }
public struct RefreshAction: Sendable, Equatable {
    let box: RefreshHandlerBox

    /// Runs the handler and returns when it returns. While it runs, the `refreshable` line of
    /// the tree ends with ` refreshing` (D58).
    @MainActor public func callAsFunction() async {
        await box.run()
    }

    /// Whether both refresh through the same `refreshable`.
    public static func == (lhs: RefreshAction, rhs: RefreshAction) -> Bool {
        lhs.box === rhs.box
    }
}

/// What a `refreshable` keeps for as long as its view is in the tree: the latest handler (a
/// view's body gives it a new closure each time, which must not change the environment value
/// and re-run every reader) and whether it is running.
@MainActor
final class RefreshHandlerBox: @unchecked Sendable {
    var handler: @Sendable () async -> Void = {}
    /// The `refreshable`'s state that says it is refreshing: what makes its line, and a list
    /// showing it, draw again.
    var isRefreshing: Binding<Bool>?
    /// The graph the `refreshable` is in: its handlers count among the graph's tasks, so a
    /// host settles them and cancels them when it goes away.
    weak var graph: ViewGraph?
    /// The handlers running now: tasks of the `refreshable`'s own, so they can be cancelled
    /// when the view leaves the tree, whoever awaits them (D55).
    private var running: [Task<Void, Never>] = []
    /// Whether the `refreshable` left the tree: its state is gone, so nothing is written back,
    /// and the action does nothing.
    private var hasLeft = false

    nonisolated init() {}

    /// Whether a handler is running now (D55: a second pull meanwhile is ignored).
    var isRunning: Bool { !running.isEmpty }

    func run() async {
        guard !hasLeft else { return }
        let handler = handler
        let task = Task { @MainActor in await handler() }
        graph?.tasks.track(task)
        running.append(task)
        if running.count == 1 { isRefreshing?.wrappedValue = true }
        // A caller cancelled (a `task` whose view left) cancels the handler too.
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        running.removeAll { $0 == task }
        // Refreshing until the last of overlapping calls (a view calling the action while a
        // pull runs) returns.
        if running.isEmpty, !hasLeft { isRefreshing?.wrappedValue = false }
    }

    /// The `refreshable` is leaving the tree: running handlers are cancelled (D55). Whoever
    /// awaits them (a person's pull) returns once they have finished.
    func viewDidLeave() {
        hasLeft = true
        for task in running { task.cancel() }
    }
}

/// Hears the `refreshable` leave the tree, for ``RefreshHandlerBox/viewDidLeave()``. It adds
/// nothing to the rendered line.
nonisolated struct RefreshLifetimeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let box: RefreshHandlerBox

    @MainActor func didMount(_ node: ModifierNode) { box.graph = node.graph }
    @MainActor func willUnmount(_ node: ModifierNode) { box.viewDidLeave() }
}

struct RefreshKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` above, or `nil` (C20). A `List` whose
    /// environment has one offers pull-to-refresh on iOS and iPadOS (C21).
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
