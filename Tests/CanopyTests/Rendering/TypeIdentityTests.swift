import Canopy
import CanopyTesting
import Testing

// Issue 20, item 3: no behaviour is chosen by a type's name. A user's own views named like
// SwiftUI's primitives are plain views to the screen renderer, to lists and to menus.

private enum Mine {
    struct Section: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct HStack: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
            }
        }
    }

    struct Divider: View {
        var body: some View { Text("not a rule") }
    }
}

@MainActor
@Suite("Behaviour follows what a type is, not its name (issue 20)")
struct TypeIdentityTests {
    @Test("A user's Section in a selectable List is a row, not a section")
    func ownSectionIsARow() throws {
        struct Rows: View {
            @State private var selection: String?
            var body: some View {
                List(selection: $selection) {
                    Mine.Section(title: "mine").tag("mine")
                    Section("Real") { Text("inner").tag("inner") }
                }
            }
        }
        let host = ViewHost(Rows())
        try host.selectRow("mine")
        #expect(host.renderScreen().contains("mine (selected)"))
        try host.selectRow("inner")
        #expect(host.renderScreen().contains("inner (selected)"))
    }

    @Test("A user's HStack is not laid out on one line, and a user's Divider is not a rule")
    func ownStackAndDivider() {
        let host = ViewHost(
            VStack {
                Mine.HStack()
                Mine.Divider()
                HStack {
                    Text("c")
                    Text("d")
                }
            })
        #expect(host.renderScreen() == "a\nb\nnot a rule\nc  d")
    }
}
