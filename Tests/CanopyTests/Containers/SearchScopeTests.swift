import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D78: search scopes narrow a search from a bar below the field")
struct SearchScopeTests {
    enum Scope: Hashable { case all, fruit, vegetable }

    struct Store: View {
        var activation: SearchScopeActivation = .automatic
        @State private var query = ""
        @State private var scope = Scope.all
        var body: some View {
            NavigationStack {
                Text("scope: \(scope)")
                    .searchable(text: $query, prompt: "Search produce")
                    .searchScopes($scope, activation: activation) {
                        Text("All").tag(Scope.all)
                        Text("Fruit").tag(Scope.fruit)
                        Text("Vegetable").tag(Scope.vegetable)
                    }
            }
        }
    }

    @Test("D78: in iOS the bar shows once a person types, and goes when the search is cancelled")
    func onTextEntryInIOS() throws {
        let host = ViewHost(Store(), platform: .iOS)
        #expect(host.searchScopes.isEmpty)
        try host.beginSearch()
        #expect(host.searchScopes.isEmpty)
        #expect(throws: SearchScopeNotFound.self) { try host.chooseSearchScope("Fruit") }
        try host.typeSearch("a")
        #expect(host.searchScopes == ["All", "Fruit", "Vegetable"])
        // Clearing the text keeps the bar: it goes only with the search.
        try host.typeSearch("")
        #expect(host.searchScopes == ["All", "Fruit", "Vegetable"])
        try host.chooseSearchScope("Fruit")
        #expect(host.first(text: "scope: fruit") != nil)
        try host.cancelSearch()
        #expect(host.searchScopes.isEmpty)
        #expect(host.first(text: "scope: fruit") != nil)
    }

    @Test("D78: in macOS, and with .onSearchPresentation, the bar shows as the search begins")
    func onSearchPresentation() throws {
        let mac = ViewHost(Store(), platform: .macOS)
        try mac.beginSearch()
        #expect(mac.searchScopes == ["All", "Fruit", "Vegetable"])
        let phone = ViewHost(Store(activation: .onSearchPresentation), platform: .iOS)
        try phone.beginSearch()
        #expect(phone.searchScopes == ["All", "Fruit", "Vegetable"])
        try phone.chooseSearchScope("Vegetable")
        #expect(phone.first(text: "scope: vegetable") != nil)
    }

    @Test("D78: the tree shows the bar as a section; the screen draws it below the field")
    func rendered() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.typeSearch("a")
        let tree = host.render()
        #expect(tree.contains(".searchScopes"), "\(tree)")
        #expect(tree.contains(#"Picker "Search scope""#), "\(tree)")
        let screen = host.renderScreen()
        let lines = screen.split(separator: "\n").map(String.init)
        let field = try #require(lines.firstIndex { $0.contains("⌕ Search produce: [a]") })
        #expect(lines[field + 1].contains("All"), "\(screen)")
        #expect(lines[field + 1].contains("Vegetable"), "\(screen)")
    }
}
