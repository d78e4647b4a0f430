import Canopy
import Testing

struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ToolbarScreen: View {
    @State private var added = 0
    @State private var query = ""
    @State private var searches: [String] = []
    @State private var selected: Int?
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

    var body: some View {
        NavigationStack {
            VStack {
                Text("added \(added), searched \(searches.joined(separator: ","))")
                TextField("Search", text: $query)
                    .submitLabel(.search)
                    .onSubmit { searches.append(query) }
                List(fruits, selection: $selected) { fruit in Text(fruit.name) }
            }
            .navigationTitle("Fruit")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") { added += 1 } }
            }
        }
    }
}

enum Section2: Hashable { case home, settings }

struct NewTabs: View {
    @State private var tab = Section2.home
    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: Section2.home) { Text("Welcome") }
            Tab("Settings", systemImage: "gear", value: Section2.settings) { Text("Prefs") }
        }
    }
}

struct UndoKey: TransactionKey { static let defaultValue = false }

extension Transaction {
    var isUndo: Bool {
        get { self[UndoKey.self] }
        set { self[UndoKey.self] = newValue }
    }
}

extension Transaction {
    @Entry var viaEntry: String = "default"
}

struct BadgeKey: ContainerValueKey { static let defaultValue = 0 }

extension ContainerValues {
    @Entry var badge2: Int = 0
}

@MainActor
@Suite("Everyday vocabulary: toolbars, onSubmit, list selection, Tab, transactions")
struct VocabularyInteractionTests {
    @Test("Toolbar buttons are real buttons; onSubmit runs on Return; list rows are selectable")
    func toolbarSubmitSelection() throws {
        let host = ViewHost(ToolbarScreen(), platform: .iOS)
        try host.tap("Add")
        try host.type("pear", into: "Search")
        try host.submit("Search")
        try host.selectRow("Pear")
        #expect(
            host.renderScreen() == """
                Fruit
                ─────
                Toolbar: <Add>
                added 1, searched pear
                Search: [pear] (focused)
                Apple
                Pear (selected)
                """)
        let missing = try #require(throws: RowNotFound.self) { try host.selectRow("Plum") }
        #expect(
            "\(missing)" == #"No selectable list has a row "Plum"; the rows are: "Apple", "Pear""#)
    }

    @Test("Tab (iOS 18) labels the tab bar and selects by value")
    func tabs() throws {
        let host = ViewHost(NewTabs(), platform: .iOS)
        try host.selectTab("Settings")
        #expect(host.renderScreen() == "Prefs\n───────────────────\n○ Home   ● Settings")
    }

    @Test("withTransaction sets the current transaction for its body; keys have defaults (E1)")
    func transactions() {
        #expect(withTransaction(\.isUndo, true) { _currentTransaction.isUndo })
        #expect(!_currentTransaction.isUndo)
        #expect(Transaction().viaEntry == "default")
        var transaction = Transaction(animation: .easeInOut)
        transaction.viaEntry = "set"
        #expect(withTransaction(transaction) { _currentTransaction.viaEntry } == "set")
        #expect(withAnimation(.easeInOut) { _currentTransaction.animation } == .easeInOut)
    }
}

struct PresentedDestinationScreen: View {
    @State private var showsDetail = false
    var body: some View {
        NavigationStack {
            VStack {
                Text("detail shown: \(showsDetail)")
                Button("Show") { showsDetail = true }
            }
            .navigationTitle("Root")
            .navigationDestination(isPresented: $showsDetail) {
                Text("Detail").navigationTitle("Detail")
            }
        }
    }
}

@MainActor
@Suite("navigationDestination(isPresented:)")
struct PresentedDestinationTests {
    @Test("Setting the binding pushes; going back resets it")
    func pushAndPop() throws {
        let host = ViewHost(PresentedDestinationScreen(), platform: .iOS)
        try host.tap("Show")
        #expect(host.renderScreen() == "‹ Root  Detail\n──────────────\nDetail")
        #expect(host.navigateBack())
        #expect(host.renderScreen() == "Root\n────\ndetail shown: false\n<Show>")
        try host.tap("Show")
        #expect(host.renderScreen().hasSuffix("Detail"))
    }
}
