/// Ends the search of the enclosing `searchable` (C17): `isSearching` becomes `false`, the
/// field's text is cleared (its binding becomes `""`) and the field gives up focus. Does
/// nothing when no search is active. Values flow **down**: `searchable` hands it to its
/// content.
///
///     struct Results: View {
///         @Environment(\.dismissSearch) private var dismissSearch
///         var body: some View { Button("Done") { dismissSearch() } }
///     }
public struct DismissSearchAction: Sendable, Equatable {
    let session: SearchSession?

    /// Ends the search, if one is active.
    @MainActor public func callAsFunction() { session?.end() }

    /// Whether both end the same `searchable`'s search.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.session === rhs.session }
}

struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

struct DismissSearchKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = DismissSearchAction(session: nil)
}

extension EnvironmentValues {
    /// Whether a person is searching with the search field of the nearest `searchable` above
    /// (C16): `true` from when they first tap the field until they cancel or the search is
    /// dismissed. Set for the view `searchable` modifies and everything below it; its parent
    /// and siblings read `false`.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `searchable` above (C17).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
