import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Update loop and diagnostics (D7)")
struct UpdateLoopTests {
    struct Runaway: View {
        @State var n = 0
        var body: some View {
            Text("n = \(n)").onChange(of: n, initial: true) { _, new in n = new + 1 }
        }
    }

    @Test("D7: a state loop that never settles is cut off with a diagnostic naming the view")
    func runawayLoopIsCutOff() {
        let host = ViewHost(Runaway())
        let loop = host.diagnostics.first { $0.kind == .updateLoop }
        #expect(loop != nil)
        #expect(loop?.message.contains("did not settle after 100 passes") == true)
        #expect(loop?.message.contains("Runaway") == true)
        // The host keeps working after the cut-off.
        #expect(host.render().hasPrefix("Runaway"))
    }

    struct WritesInBody: View {
        @State var n = 0
        var body: some View {
            n += 1
            return Text("n")
        }
    }

    @Test("Writing state during body is reported and cannot hang the host")
    func stateWrittenDuringBody() {
        let host = ViewHost(WritesInBody())
        #expect(host.diagnostics.contains { $0.kind == .stateModifiedDuringUpdate })
        #expect(host.diagnostics.contains { $0.kind == .updateLoop })
    }

    @Test("Tapping a control that does not exist is a clear error listing what exists")
    func missingControl() {
        let host = ViewHost(
            VStack {
                Button("One") {}; Button("Two") {}
            })
        #expect {
            try host.tap("Three")
        } throws: { error in
            "\(error)" == #"No button labelled "Three"; the tree has: "One", "Two""#
        }
    }

    struct Deep: View {
        @State var label = "leaf"
        var body: some View {
            Button(label) { label = "changed" }
        }
    }

    @Test(
        "A tree 100,000 levels deep mounts, updates, renders and tears down without overflowing the stack"
    )
    func deepTree() throws {
        func deep() -> AnyView {
            var view = AnyView(Deep())
            for _ in 0..<100_000 { view = AnyView(VStack { view }) }
            return view
        }
        var host: ViewHost? = ViewHost(deep())
        try host?.tap("leaf")
        let text = host?.render() ?? ""
        #expect(text.hasSuffix("⋮[100001] Button \"changed\""))
        #expect(text.split(separator: "\n").count == 100_002)
        host = nil
    }
}
