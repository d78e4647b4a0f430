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
    /// Whether the handler is running now (D55: a second pull meanwhile is ignored).
    private(set) var isRunning = false

    nonisolated init() {}

    func run() async {
        let handler = handler
        isRunning = true
        isRefreshing?.wrappedValue = true
        await handler()
        isRunning = false
        isRefreshing?.wrappedValue = false
    }
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
