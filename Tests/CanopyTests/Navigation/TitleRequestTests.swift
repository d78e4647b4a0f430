import Canopy
import Testing

// Found by the app differential check (issue 19): two stacks side by side, each root holding
// dynamic content. Pushing a titled destination in one makes the window start asking for
// titles; the other stack was asked for them by nobody before, so its cached values went stale
// (it produces the default title its `if` feeds, but had cached nothing).

private struct TitledStack: View {
    let name: String
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                if path.isEmpty { Text("root \(name)") }
                NavigationLink("Push \(name)", value: 1)
            }
            .navigationDestination(for: Int.self) { level in
                Text("\(name) \(level)").navigationTitle("\(name)\(level)")
            }
        }
    }
}

private struct TwoTitledStacks: View {
    var body: some View {
        VStack {
            TitledStack(name: "A")
            TitledStack(name: "B")
        }
    }
}

@MainActor
@Suite("Navigation titles asked for late (P11)")
struct TitleRequestTests {
    @Test("P11: a stack beside the first titled destination recombines when titles are asked for")
    func siblingStackRecombines() throws {
        let host = ViewHost(TwoTitledStacks())
        #expect(host.windowTitle == nil)
        try host.tap("Push A")
        #expect(host._checkInvariants() == [])
        #expect(host.windowTitle == "A1")
        try host.tap("Push B")
        #expect(host._checkInvariants() == [])
        #expect(host.windowTitle == "A1")
        host.navigateBack()
        host.navigateBack()
        #expect(host._checkInvariants() == [])
        #expect(host.windowTitle == nil)
    }
}
