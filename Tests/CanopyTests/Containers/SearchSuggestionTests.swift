import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C19: search suggestions are offered while a person searches")
struct SearchSuggestionTests {
    struct Produce: View {
        @State private var query = ""
        @State private var picked = 0
        var body: some View {
            NavigationStack {
                List {
                    Text("results for \(query.isEmpty ? "nothing" : query)")
                }
                .searchable(text: $query, prompt: "Search produce")
                .searchSuggestions {
                    Text("Apple").searchCompletion("apple")
                    Text("Pear").searchCompletion("pear")
                    Button("Picked \(picked)") { picked += 1 }
                }
            }
        }
    }

    @Test("C19: none before a search begins; out of reach until then")
    func hiddenUntilSearching() throws {
        let host = ViewHost(Produce(), platform: .iOS)
        #expect(host.searchSuggestions.isEmpty)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Picked 0") }
        #expect(!host.renderScreen().contains("Apple"))
        #expect(host.render().contains(".searchSuggestions"))
    }

    @Test("C19: while searching the suggestions show below the field; a completion fills it")
    func completionFillsTheField() throws {
        let host = ViewHost(Produce(), platform: .iOS)
        try host.beginSearch()
        #expect(host.searchSuggestions == ["Apple", "Pear", "Picked 0"])
        #expect(
            host.renderScreen().contains(
                """
                ⌕ Search produce: [] (searching)
                  ↳ Apple
                  ↳ Pear
                  ↳ <Picked 0>
                """))
        #expect(try host.chooseSearchSuggestion("Pear"))
        #expect(host.first(text: "results for pear") != nil)
        #expect(try !host.chooseSearchSuggestion("Picked 0"))
        try host.tap("Picked 0")
        #expect(host.searchSuggestions.last == "Picked 1")
        #expect(throws: SearchSuggestionNotFound.self) { try host.chooseSearchSuggestion("Kiwi") }
        try host.cancelSearch()
        #expect(host.searchSuggestions.isEmpty)
    }

    @Test("C19: suggestions inside the searchable's content belong to it too")
    func suggestionsInsideTheContent() throws {
        struct Inner: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("query: \(query)")
                            .searchSuggestions { Text("Fig").searchCompletion("fig") }
                    }
                    .searchable(text: $query)
                }
            }
        }
        let host = ViewHost(Inner(), platform: .iOS)
        try host.typeSearch("f")
        #expect(host.searchSuggestions == ["Fig"])
        #expect(try host.chooseSearchSuggestion("Fig"))
        #expect(host.first(text: "query: fig") != nil)
    }
}
