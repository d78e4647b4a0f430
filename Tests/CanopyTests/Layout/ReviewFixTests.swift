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

/// A section wrapped in a view of its own, as apps write them.
private struct WeekSection: View {
    let week: Int
    var body: some View {
        Section {
            ForEach(0..<6, id: \.self) { Text("\(week).\($0)").frame(height: 40) }
        } header: {
            Text("Week \(week)").frame(height: 20)
        }
    }
}

private final class Ticket: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

@MainActor
@Suite("Review follow-ups: anchoring and positions, wrapped sections, custom willChange, bad time")
struct ReviewFixTests {
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

    @Test("D24: sections wrapped in a custom view are blocks across a lazy grid, not cells")
    func wrappedSectionsInGrid() throws {
        struct Weeks: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                        ForEach(0..<5, id: \.self) { WeekSection(week: $0) }
                    }
                }
                .frame(width: 200, height: 300)
            }
        }
        let host = ViewHost(Weeks(), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        let header = try #require(host.find(text: "Week 0").frame())
        #expect(header.midX == viewport.midX)
        // Cells 0.0 and 0.1 side by side in the two columns, under the header.
        let first = try #require(host.find(text: "0.0").frame())
        let second = try #require(host.find(text: "0.1").frame())
        #expect(first.midY == second.midY)
        #expect(first.midX < viewport.midX && second.midX > viewport.midX)
        // Week 0 is 20 + 3 lines of 40: week 1's header starts 140 down.
        #expect(try #require(host.find(text: "Week 1").frame()).midY == viewport.minY + 150)
    }

    @Test("D24: in a leading-aligned lazy stack, every section's rows line up on the leading edge")
    func sectionsAlign() throws {
        struct Leading: View {
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        Section("Short") { ForEach(0..<2, id: \.self) { Text("a\($0)") } }
                        Section("A much longer title") {
                            ForEach(0..<2, id: \.self) { Text("a much longer row \($0)") }
                        }
                    }
                }
                .frame(width: 300, height: 300)
            }
        }
        let host = ViewHost(Leading(), platform: .macOS)
        host.layOut()
        let short = try #require(host.find(text: "a0").frame())
        let long = try #require(host.find(text: "a much longer row 0").frame())
        #expect(short.minX == long.minX)
    }

    @Test("E7: an object announcing changes through its own objectWillChange subject updates views")
    func customWillChange() throws {
        struct Counter: View {
            @ObservedObject var ticket: Ticket
            var body: some View { Text("count \(ticket.count)") }
        }
        let ticket = Ticket()
        let host = ViewHost(Counter(ticket: ticket))
        ticket.count = 3
        #expect(try host.find(text: "count 3").isInTree)
    }

    @Test("Time never runs backwards: a negative advance does nothing")
    func badTime() throws {
        let host = ViewHost(Text("still"))
        let start = host.now
        host.advanceTime(by: -5)
        #expect(host.now == start)
    }
}
