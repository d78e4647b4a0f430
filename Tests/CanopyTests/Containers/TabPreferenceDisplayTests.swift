import Canopy
import Testing

@MainActor
@Suite("C10, P10: a tab that is not selected asks the window for no key")
struct TabPreferenceDisplayTests {
    struct Rows: PreferenceKey {
        static let defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
    }

    /// A list whose rows add to a key in the first tab, below an `if` (which gives a key no
    /// view below wrote its default, P3); nothing reads the key.
    struct Tabs: View {
        let shows = true
        @State private var tab: Int

        init(tab: Int) { _tab = State(initialValue: tab) }

        var body: some View {
            if shows {
                TabView(selection: $tab) {
                    List {
                        ForEach([1, 2, 3], id: \.self) { row in
                            Text("row \(row)").transformPreference(Rows.self) { $0.append(row) }
                        }
                    }
                    .frame(height: 40)
                    .tabItem { Text("List") }.tag(0)
                    Text("other").tabItem { Text("Other") }.tag(1)
                }
            }
        }
    }

    @Test(
        "C10, P10: rows a list loaded in a tab left are kept, and print no key, as a fresh mount of the other tab"
    )
    func leftTabWritesNothing() throws {
        let options = RenderOptions(showsPreferences: true, showsFrames: true)
        let host = ViewHost(Tabs(tab: 0))
        #expect(host.render(options).contains("rows=[1, 2]"))
        try host.selectTab("Other")
        let fresh = ViewHost(Tabs(tab: 1))
        #expect(host.render(options) == fresh.render(options))
        #expect(!host.render(options).contains("rows="))
        try host.selectTab("List")
        #expect(host.render(options).contains("rows=[1, 2]"))
    }
}
