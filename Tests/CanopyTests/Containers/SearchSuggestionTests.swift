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

    @Test("C19: a modifier between searchable and searchSuggestions does not separate them")
    func modifierInBetween() throws {
        struct Between: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text("query: \(query)")
                        .searchable(text: $query)
                        .navigationTitle("Fruit")
                        .searchSuggestions { Text("Kiwi").searchCompletion("kiwi") }
                }
            }
        }
        let host = ViewHost(Between(), platform: .iOS)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Kiwi") }
        try host.beginSearch()
        #expect(host.searchSuggestions == ["Kiwi"])
        #expect(host.renderScreen().contains("  ↳ Kiwi"))
        #expect(try host.chooseSearchSuggestion("Kiwi"))
        #expect(host.first(text: "query: kiwi") != nil)
    }

    @Test("C15, C19: the deprecated searchable with suggestions takes a string prompt")
    func deprecatedForm() throws {
        struct Old: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text("list").searchable(text: $query, prompt: "Find") {
                        Text("Lime").searchCompletion("lime")
                    }
                }
            }
        }
        let host = ViewHost(Old(), platform: .iOS)
        try host.typeSearch("l")
        #expect(host.searchSuggestions == ["Lime"])
    }
}
