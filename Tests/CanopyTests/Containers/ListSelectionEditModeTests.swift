import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D79: a list selects several rows only in edit mode on a touch platform")
struct ListSelectionEditModeTests {
    struct Fruits: View {
        @State private var selection = Set<String>()
        @State private var single: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Text("selected: \(selection.sorted().joined(separator: ","))")
                    List(["Apple", "Pear", "Kiwi"], id: \.self, selection: $selection) { Text($0) }
                        .toolbar { EditButton() }
                }
            }
        }
    }

    @Test(
        "D79: on iOS a set selection takes one row at a time until Edit is tapped, then toggles rows"
    )
    func severalOnlyInEditMode() throws {
        for platform in [Platform.iOS, .iPadOS] {
            let host = ViewHost(Fruits(), platform: platform)
            try host.selectRow("Pear")
            try host.selectRow("Kiwi")
            #expect(host.first(text: "selected: Kiwi") != nil)
            // Tapping the selected row again keeps it selected.
            try host.selectRow("Kiwi")
            #expect(host.first(text: "selected: Kiwi") != nil)
            try host.tap("Edit")
            try host.selectRow("Pear")
            #expect(host.first(text: "selected: Kiwi,Pear") != nil)
            #expect(host.renderScreen().contains("Pear (selected)"), "\(host.renderScreen())")
            try host.selectRow("Pear")
            #expect(host.first(text: "selected: Kiwi") != nil)
            try host.selectRow("Apple")
            try host.tap("Done")
            #expect(host.first(text: "selected: Apple,Kiwi") != nil)
            try host.selectRow("Pear")
            #expect(host.first(text: "selected: Pear") != nil)
        }
    }

    @Test("D79: on macOS several rows are selectable without edit mode")
    func macOSSelectsAnytime() throws {
        struct MacFruits: View {
            @State private var selection = Set<String>()
            var body: some View {
                VStack {
                    Text("selected: \(selection.sorted().joined(separator: ","))")
                    List(["Apple", "Pear"], id: \.self, selection: $selection) { Text($0) }
                }
            }
        }
        let host = ViewHost(MacFruits(), platform: .macOS)
        try host.selectRow("Apple")
        try host.selectRow("Pear")
        #expect(host.first(text: "selected: Apple,Pear") != nil)
    }

    @Test("D79: a single selection needs no edit mode on iOS")
    func singleSelection() throws {
        struct One: View {
            @State private var selection: String?
            var body: some View {
                VStack {
                    Text("selected: \(selection ?? "none")")
                    List(["Apple", "Pear"], id: \.self, selection: $selection) { Text($0) }
                }
            }
        }
        let host = ViewHost(One(), platform: .iOS)
        try host.selectRow("Pear")
        #expect(host.first(text: "selected: Pear") != nil)
    }
}
