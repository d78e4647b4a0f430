import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C15–C18, D54, D58, D59: searchable asks for a search field and hands isSearching down")
struct SearchTests {
    struct SearchingProbe: View {
        let tag: String
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text("\(tag) \(isSearching)") }
    }

    struct Results: View {
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                SearchingProbe(tag: "B")
                Button("Close search") { dismissSearch() }
            }
        }
    }

    struct Screen: View {
        let log: EditLog
        @State private var query = ""

        var body: some View {
            VStack {
                SearchingProbe(tag: "A")
                NavigationStack {
                    Results()
                        .searchable(text: $query, prompt: "Search fruit")
                        .onSubmit(of: .search) { log.entries.append("search \(query)") }
                        .onSubmit { log.entries.append("text") }
                }
                Text("query \(query)")
            }
        }
    }

    @Test("C16: isSearching is true below the searchable from the first tap, false outside")
    func isSearchingFlowsDown() throws {
        let host = ViewHost(Screen(log: EditLog()), platform: .iOS)
        #expect(try host.find(text: "A false").isInTree)
        #expect(try host.find(text: "B false").isInTree)
        try host.beginSearch()
        #expect(host.isSearchActive)
        #expect(try host.find(text: "A false").isInTree)
        #expect(try host.find(text: "B true").isInTree)
        #expect(try host.cancelSearch())
        #expect(try host.find(text: "B false").isInTree)
        #expect(try !host.cancelSearch())
    }

    @Test("C15, D54: typing begins a search and writes the binding; Cancel clears it")
    func typingWritesTheBinding() throws {
        let host = ViewHost(Screen(log: EditLog()), platform: .iOS)
        try host.typeSearch("ap")
        #expect(try host.find(text: "query ap").isInTree)
        #expect(try host.find(text: "B true").isInTree)
        // The field is a text field a person finds by its prompt.
        #expect(try host.type("ban", into: "Search fruit"))
        #expect(try host.find(text: "query ban").isInTree)
        try host.cancelSearch()
        #expect(try host.find(text: "query ").isInTree)
        #expect(try host.find(text: "B false").isInTree)
    }

    @Test("C17: dismissSearch ends the search and clears the text")
    func dismissSearchEnds() throws {
        let host = ViewHost(Screen(log: EditLog()), platform: .iOS)
        try host.typeSearch("ch")
        try host.tap("Close search")
        #expect(!host.isSearchActive)
        #expect(try host.find(text: "query ").isInTree)
    }

    @Test("C18: Return in the search field runs onSubmit(of: .search) only")
    func submitRunsSearchActions() throws {
        let log = EditLog()
        let host = ViewHost(Screen(log: log), platform: .iOS)
        try host.typeSearch("ap")
        try host.submitSearch()
        #expect(log.entries == ["search ap"])
    }

    @Test("D58, D59: the line carries .searchable and searching; the screen shows the field")
    func rendered() throws {
        let host = ViewHost(Screen(log: EditLog()), platform: .iOS)
        try host.typeSearch("ap")
        let tree = host.render()
        #expect(
            tree.contains(
                #"Results .searchable(text: "ap", prompt: "Search fruit") searching .onSubmit .onSubmit"#
            ),
            "\(tree)")
        let screen = host.renderScreen()
        #expect(screen.contains("⌕ Search fruit: [ap] (searching)\nB true"), "\(screen)")
        #expect(host.renderScreen(ascii: true).contains("(?) Search fruit: [ap] (searching)"))
    }

    struct NoStack: View {
        @State private var query = ""
        var body: some View { Text("results").searchable(text: $query) }
    }

    @Test(
        "D54: on iOS a searchable with no navigation stack above shows no field; on macOS it does")
    func fieldNeedsAContainerOnIOS() throws {
        let phone = ViewHost(NoStack(), platform: .iOS)
        #expect {
            try phone.beginSearch()
        } throws: { error in
            "\(error)"
                == "No search field is shown: on iOS a searchable needs a NavigationStack above it (D54)"
        }
        let mac = ViewHost(NoStack(), platform: .macOS)
        try mac.beginSearch()
        #expect(mac.isSearchActive)
        #expect(mac.renderScreen().hasPrefix("⌕ Search: [] (searching)"))
    }

    struct Nested: View {
        @State private var outer = ""
        @State private var inner = ""
        var body: some View {
            NavigationStack {
                VStack { Text("inner").searchable(text: $inner, prompt: "Inner") }
                    .searchable(text: $outer, prompt: "Outer")
            }
        }
    }

    @Test("D54: a searchable inside another's content is ignored, with a diagnostic")
    func duplicateSearchable() throws {
        let host = ViewHost(Nested(), platform: .iOS)
        #expect(host.controls(.textField) == ["Outer"])
        #expect(host.diagnostics.filter { $0.kind == .duplicateSearchable }.count == 1)
    }

    struct Presented: View {
        @State private var query = ""
        @State private var isPresented = false
        var body: some View {
            NavigationStack {
                VStack {
                    SearchingProbe(tag: "P")
                    Button("Start") { isPresented = true }
                }
                .searchable(text: $query, isPresented: $isPresented)
            }
        }
    }

    @Test("C16: with isPresented, writing the binding from code begins a search")
    func isPresentedBinding() throws {
        let host = ViewHost(Presented(), platform: .iOS)
        #expect(try host.find(text: "P false").isInTree)
        try host.tap("Start")
        #expect(try host.find(text: "P true").isInTree)
        #expect(host.isSearchActive)
    }

    struct OnTheStack: View {
        @State private var query = ""
        var body: some View {
            NavigationStack { Text("results \(query)") }
                .searchable(text: $query, prompt: "Find")
        }
    }

    @Test("C15, D54: a searchable on the navigation stack itself gives the stack a field")
    func onTheStack() throws {
        let host = ViewHost(OnTheStack(), platform: .iOS)
        #expect(host.controls(.textField) == ["Find"])
        try host.typeSearch("ap")
        #expect(try host.find(text: "results ap").isInTree)
    }

    struct SheetSearch: View {
        @State private var outer = ""
        @State private var inner = ""
        @State private var bare = ""
        @State private var showsStack = true
        @State private var showsBare = true
        var body: some View {
            NavigationStack {
                Text("root")
                    .sheet(isPresented: $showsStack) {
                        NavigationStack {
                            Text("inner").searchable(text: $inner, prompt: "Inner")
                        }
                        .sheet(isPresented: $showsBare) {
                            Text("bare").searchable(text: $bare, prompt: "Bare")
                        }
                    }
            }
            .searchable(text: $outer, prompt: "Outer")
        }
    }

    @Test(
        "C5, D54: a sheet is a search context of its own: its stack's field shows, none without one"
    )
    func sheetsSearchOnTheirOwn() {
        let host = ViewHost(SheetSearch(), platform: .iOS)
        // The bare sheet is in front: it has no field, and the one behind is out of reach
        // (D104).
        #expect(host.controls(.textField).isEmpty)
        #expect(host.dismissPresentation())
        let fields = host.controls(.textField)
        #expect(fields.contains("Inner"))
        #expect(!fields.contains("Bare"))
        #expect(!fields.contains("Outer"))
        #expect(host.diagnostics.filter { $0.kind == .duplicateSearchable }.isEmpty)
    }

    struct Siblings: View {
        @State private var first = ""
        @State private var second = ""
        @State private var showsFirst = true
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Toggle") { showsFirst.toggle() }
                    if showsFirst {
                        Text("mail \(first)").searchable(text: $first, prompt: "Mail")
                    }
                    Text("notes \(second)").searchable(text: $second, prompt: "Notes")
                }
            }
        }
    }

    @Test("D96: of two searchables beside each other in one level, the first shows the field")
    func siblingSearchables() throws {
        let host = ViewHost(Siblings(), platform: .iOS)
        #expect(host.controls(.textField) == ["Mail"])
        #expect(host.diagnostics.filter { $0.kind == .duplicateSearchable }.count == 1)
        try host.tap("Toggle")
        #expect(host.controls(.textField) == ["Notes"])
        try host.typeSearch("ab")
        #expect(try host.find(text: "notes ab").isInTree)
        try host.tap("Toggle")
        #expect(host.controls(.textField) == ["Mail"])
    }

    struct Columns: View {
        @State private var folders = ""
        @State private var notes = ""
        var body: some View {
            NavigationSplitView {
                Text("folders").searchable(text: $folders, prompt: "Folders")
            } detail: {
                Text("notes").searchable(text: $notes, prompt: "Notes")
            }
        }
    }

    @Test("D96: searchables in two split view columns each show a field of their own")
    func columnsSearchApart() {
        let host = ViewHost(Columns(), platform: .iPadOS)
        #expect(host.controls(.textField) == ["Folders", "Notes"])
        #expect(host.diagnostics.filter { $0.kind == .duplicateSearchable }.isEmpty)
    }
}
