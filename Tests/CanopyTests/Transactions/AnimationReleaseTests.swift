import Testing

@testable import Canopy

private final class WeakHost {
    weak var value: ViewHost?
}

private final class WeakNodes {
    var nodes: [() -> _ViewNode?] = []
    var live: Int { nodes.filter { $0() != nil }.count }
}

@MainActor
@Suite("Hosts and nodes are freed mid-animation and mid-transition")
struct AnimationReleaseTests {
    struct Busy: View {
        @State var shows = true
        @State var level = 0.0
        var body: some View {
            VStack {
                if shows { Text("Leaving").opacity(level) }
                Text("Spinning").rotationEffect(.degrees(level * 360))
                Color.clear.phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) }
                Button("Go") {
                    withAnimation(.linear(duration: 2).repeatForever()) { level = 1 }
                    withAnimation(.linear(duration: 5)) { shows = false }
                }
            }
        }
    }

    @Test("A host released while values animate and a removed view is held frees everything")
    func releaseMidAnimation() throws {
        let weakHost = WeakHost()
        let weakNodes = WeakNodes()
        try {
            let host = ViewHost(Busy())
            try host.tap("Go")
            host.advanceTime(by: 0.5)
            #expect(host.isAnimating)
            #expect(host.render().contains("removing"))
            var pending: [_ViewNode] = [host.graph.root]
            while let node = pending.popLast() {
                weak let weakNode = node
                weakNodes.nodes.append { weakNode }
                pending.append(contentsOf: node.displayedChildren)
            }
            weakHost.value = host
        }()
        #expect(weakNodes.nodes.count > 8)
        #expect(weakHost.value == nil)
        #expect(weakNodes.live == 0)
    }
}
