import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Update loop and diagnostics (D7)")
struct UpdateLoopTests {
    struct Runaway: View {
        let log: EventLog
        @State var n = 0
        var body: some View {
            Text("n = \(n)").onChange(of: n, initial: true) { _, new in
                log.events.append("\(new)")
                n = new + 1
            }
        }
    }

    @Test("P8/D7: an onChange that keeps changing its value runs twice per update, then is cut off")
    func onChangeLoopIsCutOff() {
        let log = EventLog()
        let host = ViewHost(Runaway(log: log))
        // The initial call, then two dispatches; the third in the same update is dropped.
        #expect(log.events == ["0", "1", "2"])
        let loop = host.diagnostics.first { $0.kind == .updateLoop }
        #expect(
            loop?.message.hasPrefix(
                "onChange(of: Int) action tried to update multiple times per frame")
                == true)
        #expect(loop?.viewPath == "Runaway/Text")
        #expect(host.render().hasPrefix("Runaway"))
    }

    struct Reappearing: View {
        @State var generation = 0
        var body: some View {
            Text("generation \(generation)").onAppear { generation += 1 }.id(generation)
        }
    }

    @Test("D7: a loop no reader guards is cut off after the pass limit, naming the views involved")
    func passLimit() {
        let host = ViewHost(Reappearing())
        let loop = host.diagnostics.first { $0.kind == .updateLoop }
        #expect(loop?.message.contains("did not settle after 100 passes") == true)
        #expect(loop?.message.contains("Reappearing") == true)
        #expect(host.render().hasPrefix("Reappearing"))
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

    static func deepChain(_ bottom: some View) -> AnyView {
        var view = AnyView(bottom)
        for _ in 0..<100_000 { view = AnyView(VStack { view }) }
        return view
    }

    struct DeepToggle: View {
        @State var shown = true
        var body: some View {
            VStack {
                Button("remove") { shown = false }
                if shown { UpdateLoopTests.deepChain(Text("bottom")) } else { Text("gone") }
            }
        }
    }

    @Test(
        "A subtree 100,000 levels deep is removed, and its nodes freed parents first, without overflowing the stack"
    )
    func deepSubtreeRemoval() throws {
        let host = ViewHost(DeepToggle())
        #expect(host.render().split(separator: "\n").count == 100_004)
        try host.tap("remove")
        #expect(
            host.render() == """
                DeepToggle
                └─ VStack
                   ├─ Button "remove"
                   └─ Text "gone"
                """)
    }
}
