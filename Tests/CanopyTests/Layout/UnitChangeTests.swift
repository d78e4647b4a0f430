import CanopyTesting
import Testing

@testable import Canopy

/// A custom view whose body is several views: laid out as a unit of its own (an implicit
/// stack) when it is all a padding wraps, flattened among its siblings otherwise.
private struct Rows: View {
    let group: Int
    var body: some View {
        ForEach(0..<3, id: \.self) { row in Text("\(group).\(row)") }
    }
}

private struct Groups: View {
    static let lists = [[3, 1, 2], [2], [4, 1, 3, 2]]
    @State private var index: Int
    init(start: Int = 0) { _index = State(initialValue: start) }

    var body: some View {
        VStack {
            Button("Next") { index += 1 }
            ForEach(Self.lists[index % 3], id: \.self) { Rows(group: $0) }.padding(1)
        }
    }
}

@MainActor
@Suite("G5/G6: a neutral view that stops being a unit keeps no frame")
struct UnitChangeTests {
    @Test(
        "G6/D20: a group laid out alone, then flattened among others, shows no frame of its own (fuzz seed 3109, case 27434)"
    )
    func flattenedGroupHasNoFrame() throws {
        let options = RenderOptions(showsFrames: true)
        let host = ViewHost(Groups(), platform: .macOS)
        // The debug check lays every window out again from nothing after each update, which
        // would hide a frame kept from an earlier layout: this test looks at the incremental
        // layout alone, as a release build runs it.
        host.graph.checksInvariants = false
        _ = host.render(options)
        #expect(try host.tap("Next"))
        #expect(host.render(options).contains("Rows .padding(1) @("))
        #expect(try host.tap("Next"))
        let fresh = ViewHost(Groups(start: 2), platform: .macOS)
        #expect(host.render(options) == fresh.render(options))
    }

    @Test(
        "G6/D20: a group that held rows and now holds none keeps no frame (fuzz seed 3111, case 9090)"
    )
    func emptiedGroupHasNoFrame() throws {
        struct Emptied: View {
            @State private var rows = 3
            var body: some View {
                VStack {
                    Button("Empty") { rows = 0 }
                    Counted(count: rows).padding(1)
                }
            }
        }
        let options = RenderOptions(showsFrames: true)
        let host = ViewHost(Emptied(), platform: .macOS)
        host.graph.checksInvariants = false
        #expect(host.render(options).contains("Counted .padding(1) @("))
        #expect(try host.tap("Empty"))
        #expect(!host.render(options).contains("Counted .padding(1) @("))
        // The empty `ForEach` that was the unit keeps no frame either (the layout check asks).
        #expect(host._checkInvariants() == [])
    }
}

/// Several rows, or none.
private struct Counted: View {
    let count: Int
    var body: some View {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
    }
}
