import Foundation
import Testing

@testable import Canopy

private struct SearchResults: View {
    @State var query = ""
    let names = ["Lisbon", "Kyoto"]
    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                .overlay {
                    if !query.isEmpty, !names.contains(where: { $0.contains(query) }) {
                        ContentUnavailableView.search
                    }
                }
                .searchable(text: $query)
        }
    }
}

private final class SearchModel: ObservableObject {
    @Published var query = ""
}

/// The same search with its text in an `ObservableObject`, whose reads register nobody.
private struct ModelSearchResults: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        NavigationStack {
            List(["Lisbon"], id: \.self) { Text($0) }
                .overlay {
                    if !model.query.isEmpty, !"Lisbon".contains(model.query) {
                        ContentUnavailableView.search
                    }
                }
                .searchable(text: $model.query)
        }
    }
}

/// `ContentUnavailableView` and its search form (D101).
@MainActor
@Suite("ContentUnavailableView: a label, a description and actions in the room offered (D101)")
struct ContentUnavailableViewTests {
    @Test("D101: the view fills the room it is offered and centres its parts")
    func fillsTheRoom() throws {
        let host = ViewHost(
            ContentUnavailableView(
                "No Mail", systemImage: "tray.fill",
                description: Text("New mails you receive will appear here.")
            )
            .frame(width: 300, height: 400),
            platform: .iOS)
        #expect(
            host.render() == """
                ContentUnavailableView .frame(width: 300, height: 400)
                └─ VStack spacing:16 .frame(maxWidth: inf, maxHeight: inf)
                   └─ VStack spacing:8
                      ├─ Label "No Mail" systemImage:"tray.fill" .labelStyle(UnavailableLabelStyle) .font(title2.bold)
                      │  └─ VStack spacing:8
                      │     ├─ Image systemName:"tray.fill" .font(largeTitle)
                      │     └─ Text "No Mail"
                      └─ Text "New mails you receive will appear here." .font(callout) .foregroundStyle(secondary) .multilineTextAlignment(.center)
                """)
        let title = try host.frame(ofViewShowing: "No Mail")
        let description = try host.frame(
            ofViewShowing: "New mails you receive will appear here.")
        // The icon sits above the title, not beside it: both texts are centred on the
        // window's middle.
        #expect(abs(title.midX - 393 / 2) < 1)
        #expect(abs(description.midX - 393 / 2) < 1)
    }

    @Test("D101: the view takes all the room a stack offers, pushing a footer to the bottom")
    func pushesAFooter() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                ContentUnavailableView("Empty", systemImage: "tray")
                Text("Footer")
            }
            .frame(height: 400),
            platform: .iOS)
        // The window's content is centred in (0, 59, 393×759): the frame spans 238.5–638.5.
        let footer = try host.frame(ofViewShowing: "Footer")
        #expect(abs(footer.maxY - 638.5) < 1)
        #expect(try host.frame(ofViewShowing: "Empty").midY < footer.minY - 100)
    }

    @Test("D101: a label, description and actions built by closures; the actions are operable")
    func builtByClosures() throws {
        var reloads = 0
        let host = ViewHost(
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi.slash")
            } description: {
                Text("Connect to load trips.")
            } actions: {
                Button("Try Again") { reloads += 1 }
            },
            platform: .macOS)
        #expect(host.renderScreen().contains("Connect to load trips."))
        try host.tap("Try Again")
        #expect(reloads == 1)
    }

    @Test("D101, C16: `.search` names the query of the searchable above it, as a person types")
    func searchNamesTheQuery() throws {
        let host = ViewHost(SearchResults(), platform: .iOS)
        #expect(!host.render().contains("No Results"))
        try host.typeSearch("Oslo")
        #expect(
            host.render().contains(#"Label "No Results for “Oslo”" systemImage:"magnifyingglass""#))
        #expect(host.render().contains(#"Text "Check the spelling or try a new search.""#))
        try host.typeSearch("Osl")
        #expect(host.render().contains("No Results for “Osl”"))
        try host.typeSearch("Ky")
        #expect(!host.render().contains("No Results"))
    }

    @Test("D101: `.search` outside a search says only No Results; `search(text:)` names its text")
    func searchWithoutSearchable() {
        let plain = ViewHost(ContentUnavailableView.search, platform: .iOS)
        #expect(plain.render().contains(#"Label "No Results" systemImage:"magnifyingglass""#))
        let named = ViewHost(
            NavigationStack {
                ContentUnavailableView.search(text: "tea").searchable(text: .constant("coffee"))
            },
            platform: .iOS)
        #expect(named.render().contains("No Results for “tea”"))
        #expect(!named.render().contains("coffee”"))
    }

    @Test("D101: `.search` follows a query bound to an ObservableObject as a person types")
    func searchBoundToAnObject() throws {
        let host = ViewHost(ModelSearchResults(), platform: .iOS)
        try host.typeSearch("Oslo")
        #expect(host.render().contains("No Results for “Oslo”"))
        try host.typeSearch("Osl")
        #expect(host.render().contains("No Results for “Osl”"))
        #expect(host.diagnostics.isEmpty)
    }
}
