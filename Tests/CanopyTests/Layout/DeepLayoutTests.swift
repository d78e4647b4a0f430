import Canopy
import CanopyTesting
import Testing

private struct Nested: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("bottom")
        } else {
            Nested(depth: depth - 1)
        }
    }
}

/// Builds its 100,000 levels in its body, so the graph's nodes own the values and free them
/// one level at a time (a test holding the whole value would free it recursively).
private struct DeepStacks: View {
    var body: some View {
        var view = AnyView(Text("bottom"))
        for _ in 0..<100_000 { view = AnyView(VStack { view }.padding(1)) }
        return view
    }
}

@MainActor
@Suite("Layout of very deep trees")
struct DeepLayoutTests {
    @Test("100,000 nested custom views lay out without recursion: they take their content's frame")
    func deepNeutralChain() throws {
        let host = ViewHost(Nested(depth: 100_000), platform: .iOS)
        host.layOut()
        #expect(
            try host.find(text: "bottom").frame() == CGRect(x: 171, y: 427.5, width: 51, height: 22)
        )
        #expect(host.diagnostics.isEmpty)
    }

    @Test("100,000 nested stacks: layout stops at its nesting limit with a diagnostic, no crash")
    func deepStacks() throws {
        let host = ViewHost(DeepStacks(), platform: .iOS)
        host.layOut()
        let tooDeep = host.diagnostics.filter { $0.kind == .layoutTooDeep }
        #expect(tooDeep.count == 1)
        #expect(tooDeep.first?.message.contains("nested more than 1000 levels") == true)
        #expect(try host.find(text: "bottom").frame() == nil)
    }
}
