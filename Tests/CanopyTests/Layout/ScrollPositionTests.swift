import Canopy
import CanopyTesting
import Testing

/// Rows of 100 points in a 300-point scroll view whose position is bound to `top`.
private struct Positioned: View {
    let lazy: Bool
    @State private var top: Int?

    var body: some View {
        VStack {
            Text("top \(top.map(String.init) ?? "none")")
            Button("Jump") { top = 10 }
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
                } else {
                    VStack(spacing: 0) { rows }.scrollTargetLayout()
                }
            }
            .frame(height: 300)
            .scrollPosition(id: $top)
        }
    }

    private var rows: some View {
        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
    }
}

@MainActor
@Suite("G30: scrollPosition(id:) follows and drives the scroll position")
struct ScrollPositionTests {
    @Test(
        "G30: the binding gets the first target at the viewport's top, after layout and each scroll"
    )
    func reportsTopTarget() throws {
        let host = ViewHost(Positioned(lazy: true), platform: .macOS)
        host.layOut()
        #expect(try host.find(text: "top 0").isInTree)
        try host.scroll(by: 250)
        #expect(try host.find(text: "top 2").isInTree)
        // Row 2 ends exactly at the top (300): row 3 is the first at or past it.
        try host.scroll(by: 50)
        #expect(try host.find(text: "top 3").isInTree)
    }

    @Test("G30: setting the binding scrolls that view to the top; the binding keeps the value set")
    func settingScrolls() throws {
        let host = ViewHost(Positioned(lazy: false), platform: .macOS)
        host.layOut()
        #expect(try host.tap("Jump"))
        host.layOut()
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 1_000)])
        #expect(try host.find(text: "top 10").isInTree)
        try host.scroll(by: 100)
        #expect(try host.find(text: "top 11").isInTree)
    }

    @Test("G30: the tree shows the position and the target layout")
    func rendered() throws {
        let host = ViewHost(Positioned(lazy: false), platform: .macOS)
        host.layOut()
        let tree = host.render()
        #expect(tree.contains("ScrollView .frame(height: 300) .scrollPosition(id: 0)"))
        #expect(tree.contains("VStack spacing:0 .scrollTargetLayout()"))
    }
}
