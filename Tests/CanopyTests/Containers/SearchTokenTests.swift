import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D78: search tokens sit in the field, and suggestions add them")
struct SearchTokenTests {
    struct Produce: Identifiable, Hashable {
        var name: String
        var id: String { name }
    }

    struct Other: Identifiable { let id: Int }

    struct Store: View {
        @State private var query = ""
        @State private var tokens = [Produce(name: "Fruit")]
        @State private var suggested = [Produce(name: "Vegetable"), Produce(name: "Herb")]
        var body: some View {
            NavigationStack {
                List {
                    Text("tokens: \(tokens.map(\.name).joined(separator: ","))")
                    Text("query: \(query)")
                }
                .searchable(
                    text: $query, tokens: $tokens, suggestedTokens: $suggested,
                    prompt: "Search produce"
                ) { token in
                    Text(token.name)
                }
                .searchSuggestions {
                    Text("Citrus").searchCompletion(Produce(name: "Citrus"))
                    Text("Berry").searchCompletion(Other(id: 7))
                }
            }
        }
    }

    @Test("D78: the tokens show before the text, on the line and on screen")
    func tokensShow() throws {
        let host = ViewHost(Store(), platform: .iOS)
        #expect(host.searchTokens == ["Fruit"])
        let tree = host.render()
        #expect(
            tree.contains(
                #"List .searchable(text: "", tokens: [Fruit], prompt: "Search produce")"#),
            "\(tree)")
        try host.typeSearch("ap")
        #expect(
            host.renderScreen().contains("⌕ Search produce: ⟨Fruit⟩ [ap] (searching)"),
            "\(host.renderScreen())")
        #expect(host.renderScreen(ascii: true).contains("(?) Search produce: {Fruit} [ap]"))
    }

    @Test(
        "D78, C19: suggested tokens are offered while searching; choosing one adds it and clears the text"
    )
    func suggestedTokens() throws {
        let host = ViewHost(Store(), platform: .iOS)
        #expect(host.searchSuggestions.isEmpty)
        #expect(host.first(text: "Vegetable") == nil)
        try host.typeSearch("ve")
        #expect(host.searchSuggestions == ["Vegetable", "Herb", "Citrus", "Berry"])
        #expect(try host.chooseSearchSuggestion("Vegetable"))
        #expect(host.first(text: "tokens: Fruit,Vegetable") != nil)
        #expect(host.first(text: "query: ") != nil)
        #expect(host.searchTokens == ["Fruit", "Vegetable"])
    }

    @Test("D78: a token already in the field is not added twice")
    func noDuplicates() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.beginSearch()
        #expect(try host.chooseSearchSuggestion("Vegetable"))
        #expect(try host.chooseSearchSuggestion("Vegetable"))
        #expect(host.searchTokens == ["Fruit", "Vegetable"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D78: a suggestion's token completion adds the token; one of another type is a diagnostic")
    func tokenCompletion() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.beginSearch()
        #expect(try host.chooseSearchSuggestion("Citrus"))
        #expect(host.first(text: "tokens: Fruit,Citrus") != nil)
        #expect(try host.chooseSearchSuggestion("Berry"))
        #expect(host.first(text: "tokens: Fruit,Citrus") != nil)
        #expect(host.diagnostics.contains { $0.kind == .searchTokenMismatch })
    }

    @Test("D78: a person removes a token; a token not there is an error naming those that are")
    func removeToken() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.removeSearchToken("Fruit")
        #expect(host.first(text: "tokens: ") != nil)
        #expect(host.searchTokens.isEmpty)
        let error = #expect(throws: SearchTokenNotFound.self) {
            try host.removeSearchToken("Kiwi")
        }
        #expect(error?.description.contains("Kiwi") == true)
    }

    struct Editable: View {
        struct Filter: Identifiable {
            let id: Int
            var ripe: Bool
        }
        @State private var query = ""
        @State private var filters = [Filter(id: 1, ripe: false)]
        var body: some View {
            NavigationStack {
                Text("ripe: \(filters.map { $0.ripe ? "yes" : "no" }.joined())")
                    .searchable(text: $query, editableTokens: $filters) { $filter in
                        Toggle("Ripe", isOn: $filter.ripe)
                    }
            }
        }
    }

    @Test("D78: an editable token's view writes its element back into the collection")
    func editableTokens() throws {
        let host = ViewHost(Editable(), platform: .iOS)
        #expect(host.first(text: "ripe: no") != nil)
        try host.toggle("Ripe")
        #expect(host.first(text: "ripe: yes") != nil)
    }

    @Test("D54, D78: without a field there are no tokens to show")
    func noFieldNoTokens() throws {
        struct Bare: View {
            @State private var tokens = [Produce(name: "Fruit")]
            @State private var query = ""
            var body: some View {
                Text("bare").searchable(text: $query, tokens: $tokens) { Text($0.name) }
            }
        }
        let host = ViewHost(Bare(), platform: .iOS)
        #expect(host.searchTokens.isEmpty)
        #expect(host.first(text: "Fruit") == nil)
    }
}
