import Canopy
import CanopyTesting
import Testing

/// What an edit action received, in order.
@MainActor
final class EditLog {
    var entries: [String] = []
}

@MainActor
@Suite("C22–C24, D56–D58: edit mode, onDelete and onMove")
struct EditingTests {
    struct Fruits: View {
        let log: EditLog
        @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                            .deleteDisabled(fruit == "Date")
                            .moveDisabled(fruit == "Cherry")
                    }
                    .onDelete { offsets in
                        log.entries.append("delete \(Array(offsets))")
                        fruits.remove(atOffsets: offsets)
                    }
                    .onMove { offsets, destination in
                        log.entries.append("move \(Array(offsets)) \(destination)")
                        fruits.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test(
        "C22, D58: EditButton and the list in one stack read the same mode; the list line says editing"
    )
    func editButtonTogglesTheStacksMode() throws {
        let host = ViewHost(Fruits(log: EditLog()), platform: .iOS)
        #expect(host.listEditMode == .inactive)
        #expect(host.render().contains("└─ List\n"))
        try host.tap("Edit")
        #expect(host.listEditMode == .active)
        #expect(host.render().contains("└─ List editing\n"))
        let screen = host.renderScreen()
        #expect(
            screen.contains(
                """
                ⊖ Apple ≡
                ⊖ Banana ≡
                ⊖ Cherry
                Date ≡
                """), "\(screen)")
        #expect(try host.find(text: "Done").isInTree)
        try host.tap("Done")
        #expect(host.listEditMode == .inactive)
        #expect(try host.find(text: "Edit").isInTree)
    }

    @Test("C23, D58: a ForEach's rows carry .onDelete and .onMove; traits as written")
    func rowsCarryTheirActions() {
        let host = ViewHost(Fruits(log: EditLog()), platform: .iOS)
        let tree = host.render()
        #expect(
            tree == """
                Fruits
                └─ NavigationStack
                   └─ List
                      ├─ Text "Apple" .deleteDisabled(false) .moveDisabled(false) .onDelete .onMove
                      ├─ Text "Banana" .deleteDisabled(false) .moveDisabled(false) .onDelete .onMove
                      ├─ Text "Cherry" .deleteDisabled(false) .moveDisabled(true) .onDelete .onMove
                      ├─ Text "Date" .deleteDisabled(true) .moveDisabled(false) .onDelete .onMove
                      └─ .toolbar
                         └─ EditButton
                            └─ Button "Edit"
                """)
    }

    @Test("C23: deleting Banana passes [1]; Date offers no Delete")
    func deleteByOffset() throws {
        let log = EditLog()
        let host = ViewHost(Fruits(log: log), platform: .iOS)
        #expect(try host.deleteRow("Banana"))
        #expect(log.entries == ["delete [1]"])
        #expect(!host.render().contains("Banana"))
        #expect(try !host.deleteRow("Date"))
        #expect(log.entries == ["delete [1]"])
        #expect(try host.swipeActions(ofRow: "Apple") == ["Delete"])
        #expect(try host.swipeActions(ofRow: "Date") == [])
    }

    @Test("C23, D57: naming a row the list does not show is an error listing its rows")
    func missingRow() {
        let host = ViewHost(Fruits(log: EditLog()), platform: .iOS)
        #expect {
            try host.deleteRow("Fig")
        } throws: { error in
            "\(error)"
                == "The first visible list has no row \"Fig\"; its rows are: \"Apple\", \"Banana\", \"Cherry\", \"Date\""
        }
    }

    @Test("C24: a move reports the destination in the data before the move")
    func moveOffsets() throws {
        let log = EditLog()
        let host = ViewHost(Fruits(log: log), platform: .iOS)
        // Outside edit mode, iOS rows have no reorder control.
        #expect(try !host.moveRow("Apple", before: "Cherry"))
        try host.tap("Edit")
        #expect(try host.moveRow("Apple", before: "Cherry"))
        #expect(log.entries == ["move [0] 2"])
        #expect(try host.editableRowTexts() == ["Banana", "Apple", "Cherry", "Date"])
        #expect(try host.moveRowToEnd("Banana"))
        #expect(log.entries == ["move [0] 2", "move [0] 4"])
        // Cherry is moveDisabled.
        #expect(try !host.moveRow("Cherry", before: "Apple"))
        #expect(log.entries.count == 2)
    }

    struct OwnMode: View {
        @State private var mode = EditMode.active
        var body: some View {
            VStack {
                Text(mode.isEditing ? "editing" : "idle")
                EditButton()
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test("C22: environment(\\.editMode, $mode) hands down a binding of one's own")
    func ownBinding() throws {
        let host = ViewHost(OwnMode(), platform: .macOS)
        #expect(try host.find(text: "editing").isInTree)
        try host.tap("Done")
        #expect(try host.find(text: "idle").isInTree)
        #expect(host.diagnostics.filter { $0.kind == .platformUnavailable }.isEmpty)
    }

    struct Pushed: View {
        var body: some View {
            NavigationStack {
                VStack {
                    EditButton()
                    NavigationLink("Next") { EditButton() }
                }
            }
        }
    }

    @Test("D56: a pushed level has its own edit mode, starting inactive")
    func pushedLevelOwnsItsMode() throws {
        let host = ViewHost(Pushed(), platform: .iOS)
        try host.tap("Edit")
        try host.tap("Next")
        #expect(try host.find(text: "Edit").isInTree)
        #expect(throws: (any Error).self) { try host.find(text: "Done") }
        #expect(host.navigateBack())
        #expect(try host.find(text: "Done").isInTree)
    }

    @Test("D56, D4: on macOS there is no edit mode: EditButton is disabled, with a diagnostic")
    func macOSHasNoEditMode() throws {
        let host = ViewHost(Fruits(log: EditLog()), platform: .macOS)
        #expect(host.listEditMode == nil)
        #expect(try !host.tap("Edit"))
        let unavailable = host.diagnostics.filter { $0.kind == .platformUnavailable }
        #expect(unavailable.count == 1)
        #expect(unavailable.first?.message.contains("EditButton does not exist on macOS") == true)
        // macOS lists move rows without edit mode.
        #expect(try host.moveRow("Apple", before: "Cherry"))
    }

    @Test("D56: an iOS window without a navigation stack hands down the window's edit mode")
    func windowRootOwnsAMode() throws {
        let host = ViewHost(EditButton(), platform: .iOS)
        try host.tap("Edit")
        #expect(try host.find(text: "Done").isInTree)
    }
}

extension ViewHost {
    /// The first texts of the first visible list's rows, in order.
    func editableRowTexts() throws -> [String] {
        do {
            _ = try deleteRow("\u{0}")
            return []
        } catch let error as ListRowNotFound {
            return error.available
        }
    }
}

@MainActor
@Suite("D56: the edit mode a level owns is one value from update to update")
struct EditModeStabilityTests {
    final class Runs { var count = 0 }

    struct ModeReader: View {
        let runs: Runs
        @Environment(\.editMode) private var editMode
        var body: some View {
            runs.count += 1
            return Text(editMode?.wrappedValue.isEditing == true ? "editing" : "idle")
        }
    }

    struct Screen: View {
        let runs: Runs
        @State private var bumps = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("bumps \(bumps)")
                    Button("Bump") { bumps += 1 }
                    ModeReader(runs: runs)
                }
            }
        }
    }

    @Test("D56: a reader of editMode does not run again when its level re-evaluates")
    func readersNotRerun() throws {
        let runs = Runs()
        let host = ViewHost(Screen(runs: runs), platform: .iOS)
        #expect(runs.count == 1)
        try host.tap("Bump")
        try host.tap("Bump")
        #expect(try host.find(text: "bumps 2").isInTree)
        #expect(runs.count == 1)
    }

    struct Columns: View {
        var body: some View {
            NavigationSplitView {
                List {
                    ForEach(["Inbox", "Archive"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                }
                .toolbar { EditButton() }
            } detail: {
                List {
                    ForEach(["Note"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                }
            }
        }
    }

    @Test(
        "D56: each column of a split view has its own edit mode: the sidebar's Edit leaves the detail alone"
    )
    func splitViewColumnsOwnTheirEditMode() throws {
        let host = ViewHost(Columns(), platform: .iPadOS)
        #expect(!host.render().contains("List editing"))
        try host.tap("Edit")
        let tree = host.render()
        #expect(tree.components(separatedBy: "List editing").count == 2, "\(tree)")
        #expect(try host.find(text: "Done").isInTree)
        let sidebar = try #require(tree.range(of: "sidebar"))
        let detail = try #require(tree.range(of: "detail"))
        let editing = try #require(tree.range(of: "List editing"))
        #expect(sidebar.upperBound < editing.lowerBound && editing.lowerBound < detail.lowerBound)
    }
}
