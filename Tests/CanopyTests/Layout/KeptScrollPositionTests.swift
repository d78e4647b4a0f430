import Canopy
import CanopyTesting
import Testing

/// A chat of messages 50, 100 or 150 points tall, kept at its bottom by a `ScrollPosition`.
private struct UnevenChat: View {
    @State private var count = 60
    @State private var position = ScrollPosition(idType: Int.self, edge: .bottom)
    var body: some View {
        VStack {
            Text("user:\(position.isPositionedByUser) edge:\(position.edge.map { "\($0)" } ?? "-")")
            Button("Send") { count += 1 }
            Button("Go 5") { position.scrollTo(id: 5) }
            Button("Go 40") { position.scrollTo(id: 40) }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Text("Message \(index)").frame(height: CGFloat(50 + index % 3 * 50))
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 300)
            .scrollPosition($position)
        }
    }
}

@MainActor
@Suite("D17, G30: anchoring keeps a bottom-kept position; a newer reveal replaces an older one")
struct KeptScrollPositionTests {
    @Test(
        "D17/G30: anchoring keeps the rows still without making a bottom-kept position the person's"
    )
    func anchoringIsNoOnesScroll() throws {
        let host = ViewHost(UnevenChat(), platform: .macOS)
        host.layOut()
        #expect(try host.find(text: "user:false edge:bottom").isInTree)
        for _ in 0..<3 {
            #expect(try host.tap("Send"))
            host.layOut()
        }
        #expect(try host.find(text: "user:false edge:bottom").isInTree)
        #expect(try host.find(text: "Message 62").isInTree)
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        let last = try #require(host.find(text: "Message 62").frame())
        // Message 62 is 150 tall: its middle 75 above the viewport's bottom.
        #expect(last.midY == viewport.maxY - 75)
    }

    @Test("G30: a second scroll to an id replaces the first; the person's scroll stops a reveal")
    func revealsReplaced() throws {
        let host = ViewHost(UnevenChat(), platform: .macOS)
        host.layOut()
        #expect(try host.tap("Go 5"))
        #expect(try host.tap("Go 40"))
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        let row = try #require(host.find(text: "Message 40").frame())
        // Message 40 is 100 tall, shown whole with the least scrolling: at the bottom.
        #expect(row.midY == viewport.maxY - 50 || row.midY == viewport.minY + 50)
        #expect(host.findAll(.text("Message 5")).isEmpty)
        try host.scroll(by: -120)
        #expect(try host.find(text: "user:true edge:-").isInTree)
    }
}
