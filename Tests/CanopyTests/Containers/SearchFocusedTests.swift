import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D78: searchFocused binds a focus state to the search field")
struct SearchFocusedTests {
    struct Store: View {
        @State private var query = ""
        @FocusState private var fieldFocused: Bool
        @Environment(\.isSearching) private var isSearching
        var body: some View {
            NavigationStack {
                VStack {
                    Text("focused: \(fieldFocused)")
                    Button("Focus search") { fieldFocused = true }
                    Button("Unfocus search") { fieldFocused = false }
                    TextField("Note", text: .constant(""))
                    SearchingProbe()
                }
                .searchable(text: $query, prompt: "Search produce")
                .searchFocused($fieldFocused)
            }
        }
    }

    struct SearchingProbe: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text("searching: \(isSearching)") }
    }

    @Test(
        "D78: tapping the field focuses it; the state follows, and leaving for another field clears it"
    )
    func stateFollowsFocus() throws {
        let host = ViewHost(Store(), platform: .iOS)
        #expect(host.first(text: "focused: false") != nil)
        try host.beginSearch()
        #expect(host.first(text: "focused: true") != nil)
        try host.tap("Note")
        #expect(host.first(text: "focused: false") != nil)
        #expect(host.first(text: "searching: true") != nil)
    }

    @Test("D78: setting the state focuses the field and begins a search; false keeps the search")
    func settingTheStateFocuses() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.tap("Focus search")
        #expect(host.first(text: "focused: true") != nil)
        #expect(host.isSearchActive)
        #expect(host.first(text: "searching: true") != nil)
        try host.tap("Unfocus search")
        #expect(host.first(text: "focused: false") != nil)
        #expect(host.isSearchActive)
    }

    @Test("C17, D78: cancelling the search takes focus from the field")
    func cancelUnfocuses() throws {
        let host = ViewHost(Store(), platform: .iOS)
        try host.typeSearch("ap")
        #expect(host.first(text: "focused: true") != nil)
        try host.cancelSearch()
        #expect(host.first(text: "focused: false") != nil)
        #expect(host.first(text: "searching: false") != nil)
    }

    @Test("D78: the equals: form takes its value while the field has focus")
    func equalsForm() throws {
        enum Field: Hashable { case search, note }
        struct Form: View {
            @State private var query = ""
            @FocusState private var field: Field?
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("field: \(field.map { "\($0)" } ?? "none")")
                        TextField("Note", text: .constant("")).focused($field, equals: .note)
                    }
                    .searchable(text: $query)
                    .searchFocused($field, equals: .search)
                }
            }
        }
        let host = ViewHost(Form(), platform: .iOS)
        try host.beginSearch()
        #expect(host.first(text: "field: search") != nil)
        try host.tap("Note")
        #expect(host.first(text: "field: note") != nil)
        #expect(host.render().contains(".searchFocused(equals: search)"))
    }

    @Test(
        "C17, D78: ending the search from code takes focus from the field; it does not begin again")
    func endedFromCode() throws {
        struct Presented: View {
            @State private var query = ""
            @State private var presented = false
            @FocusState private var focused: Bool
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("presented: \(presented) focused: \(focused)")
                        Button("Close") { presented = false }
                    }
                    .searchable(text: $query, isPresented: $presented)
                    .searchFocused($focused)
                }
            }
        }
        let host = ViewHost(Presented(), platform: .iOS)
        try host.typeSearch("ap")
        #expect(host.first(text: "presented: true focused: true") != nil)
        try host.tap("Close")
        #expect(host.first(text: "presented: false focused: false") != nil)
        #expect(!host.isSearchActive)
    }

    @Test("D78: setting the equals: state from code focuses the field")
    func equalsFromCode() throws {
        enum Field: Hashable { case search }
        struct Form: View {
            @State private var query = ""
            @FocusState private var field: Field?
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("field: \(field.map { "\($0)" } ?? "none")")
                        Button("Find") { field = .search }
                    }
                    .searchable(text: $query)
                    .searchFocused($field, equals: .search)
                }
            }
        }
        let host = ViewHost(Form(), platform: .iOS)
        try host.tap("Find")
        #expect(host.first(text: "field: search") != nil)
        #expect(host.isSearchActive)
    }
}
