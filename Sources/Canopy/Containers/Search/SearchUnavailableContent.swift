/// The parts of ``ContentUnavailableView/search``: a label that names the query, a description
/// that suggests another search, and no actions. SwiftUI builds them; an app does not.
nonisolated public struct SearchUnavailableContent {
    /// The label of a search with no results: `No Results for “query”`, or `No Results` with no
    /// query. Inside a `searchable`'s content it reads the query from that search (values flow
    /// **down**), unless ``ContentUnavailableView/search(text:)`` gave one.
    public struct Label: View {
        let text: String?

        @Environment(\.dismissSearch) private var search

        /// The magnifying glass over the title that names the query.
        @MainActor public var body: some View {
            // Reading the query here makes this view follow the field as a person types.
            let query = text ?? search.session?.trackedQuery ?? ""
            Canopy.Label(
                query.isEmpty ? "No Results" : "No Results for \u{201C}\(query)\u{201D}",
                systemImage: "magnifyingglass")
        }
    }

    /// The description of a search with no results.
    public struct Description: View {
        /// Asks for another search.
        @MainActor public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// A search with no results offers no actions.
    public struct Actions: View {
        /// Nothing.
        @MainActor public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The view for a search with no results, to place inside a `searchable`'s content: its
    /// label names the query a person typed in that search's field, and follows it as they type
    /// (D101).
    ///
    ///     List(results) { Text($0.name) }
    ///         .overlay { if results.isEmpty { ContentUnavailableView.search } }
    ///         .searchable(text: $query)
    public static var search: Self {
        Self(
            label: { SearchUnavailableContent.Label(text: nil) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// The view for a search for `text` with no results, for a search field of the app's own.
    public static func search(text: String) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}
