import Canopy
import CanopyCLI
import Testing

/// What a list of notes adds up to: the notes its views write, in tree order.
private struct NoteKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// Two sibling writers of one type, then `ForEach` rows, whose paths carry their ids.
private struct Notes: View {
    var body: some View {
        VStack {
            Text("first").preference(key: NoteKey.self, value: ["first"])
            Text("second").preference(key: NoteKey.self, value: ["second"])
            ForEach(1...3, id: \.self) { number in
                HStack { Text("Row \(number)") }
            }
        }
    }
}

@MainActor
@Suite("canopy explain paths: #N tells siblings apart and reaches ForEach rows (issue 36)")
struct ExplainPathTests {
    let catalog = CanopyCatalog(views: [.view("notes") { Notes() }], toolName: "notes-tool")

    func run(_ arguments: [String]) async -> CanopyCLI.Output {
        await CanopyCLI.run(arguments, catalog: catalog)
    }

    @Test("Two sibling writers of one type print different paths, each of which --at takes back")
    func siblingWritersRoundTrip() async {
        let all = await run(["explain", "notes", "--preference", "NoteKey"])
        #expect(
            all.standardOutput == """
                note from Notes
                  = ["first", "second"]
                  1. .preference(key: NoteKey.self, value: ["first"]) at Notes/VStack/Text#1
                  2. .preference(key: NoteKey.self, value: ["second"]) at Notes/VStack/Text#2

                """)
        let second = await run([
            "explain", "notes", "--preference", "NoteKey", "--at", "Notes/VStack/Text#2",
        ])
        #expect(second.exitStatus == 0)
        #expect(
            second.standardOutput == """
                note from Notes/VStack/Text#2
                  = ["second"]
                  1. .preference(key: NoteKey.self, value: ["second"]) at Notes/VStack/Text#2

                """)
    }

    @Test("--at NAME#N counts ForEach rows, whose paths carry their ids, as it counts siblings")
    func forEachRows() async {
        let row = await run(["explain", "notes", "--layout", "--at", "HStack#2"])
        #expect(row.exitStatus == 0)
        #expect(row.standardOutput.hasPrefix("HStack is "))
        let rowText = await run(["explain", "notes", "--layout", "--at", "HStack/Text#3"])
        #expect(rowText.standardOutput.hasPrefix(#"Text "Row 3" is "#))
        let byID = await run(["explain", "notes", "--layout", "--at", "VStack/HStack[2]/Text"])
        #expect(byID.standardOutput.hasPrefix(#"Text "Row 2" is "#))
        // Texts in tree order: the two writers, then the rows'.
        let fourth = await run(["explain", "notes", "--layout", "--at", "Text#4"])
        #expect(fourth.standardOutput.hasPrefix(#"Text "Row 2" is "#))
    }

    @Test("A path that names nothing is repeated as it was asked, #N included")
    func notFoundRepeatsTheQuery() async {
        let missing = await run(["explain", "notes", "--layout", "--at", "Toggle#2"])
        #expect(missing.exitStatus == 1)
        #expect(missing.standardError == "notes-tool: error: no view at 'Toggle#2'\n")
        let beyond = await run(["explain", "notes", "--layout", "--at", "HStack#4"])
        #expect(
            beyond.standardError == "notes-tool: error: 'HStack' names 3 views; #4 is not one\n")
    }
}
