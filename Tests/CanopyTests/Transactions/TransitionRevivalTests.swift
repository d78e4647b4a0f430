import Canopy
import CanopyTesting
import Testing

/// D34's last sentence: a view inserted again, with the same identity, while it is held for
/// its removal is not inserted anew. It stops leaving, goes back to its identity look, keeps
/// its state, and neither disappears nor appears again.
@MainActor
@Suite("D34: a held view inserted again comes back")
struct TransitionRevivalTests {
    /// A view with state of its own, so that a new view and the one that came back differ.
    struct Counter: View {
        let name: String
        let log: AnimationLog
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .onAppear { log.entries.append("appear \(name)") }
                .onDisappear { log.entries.append("disappear \(name)") }
        }
    }

    struct Optional: View {
        let log: AnimationLog
        @State var shows = true
        var body: some View {
            VStack {
                if shows { Counter(name: "Lamp", log: log) }
                Button("Animated") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
                Button("Plain") { shows.toggle() }
            }
        }
    }

    @Test("D34: an `if` without `else` shown again while it leaves brings the same view back")
    func optionalComesBack() throws {
        let log = AnimationLog()
        let host = ViewHost(Optional(log: log))
        try host.tap("Lamp 0")
        try host.tap("Lamp 1")
        _ = log.take()
        try host.tap("Animated")
        host.advanceTime(by: 0.5)
        #expect(host.render().contains("Counter  removing"))
        try host.tap("Animated")
        expectRendered(
            host,
            """
            Optional
            └─ VStack
               ├─ Counter  inserting
               │  └─ Button "Lamp 2"
               ├─ Button "Animated"
               └─ Button "Plain"
            """)
        host.advanceTime(by: 1.1)
        #expect(!host.isAnimating)
        #expect(host.controls(.button) == ["Lamp 2", "Animated", "Plain"])
        #expect(log.take().isEmpty)
        #expect(host._checkInvariants().isEmpty)
    }

    @Test("D34: brought back by a change without animation, it is there at once, as it was")
    func comesBackWithoutAnimation() throws {
        let log = AnimationLog()
        let host = ViewHost(Optional(log: log))
        try host.tap("Lamp 0")
        _ = log.take()
        try host.tap("Animated")
        host.advanceTime(by: 0.25)
        try host.tap("Plain")
        expectRendered(
            host,
            """
            Optional
            └─ VStack
               ├─ Counter
               │  └─ Button "Lamp 1"
               ├─ Button "Animated"
               └─ Button "Plain"
            """)
        #expect(!host.isAnimating)
        #expect(log.take().isEmpty)
        // It leaves as any view does afterwards.
        try host.tap("Plain")
        #expect(log.take() == ["disappear Lamp"])
        #expect(host._checkInvariants().isEmpty)
    }

    struct Branches: View {
        let log: AnimationLog
        @State var first = true
        var body: some View {
            VStack {
                if first {
                    Counter(name: "First", log: log)
                } else {
                    Counter(name: "Second", log: log)
                }
                Button("Flip") { withAnimation(.linear(duration: 1)) { first.toggle() } }
            }
        }
    }

    @Test("D34: an `if`/`else` flipped back while its first branch leaves shows that branch again")
    func branchComesBack() throws {
        let log = AnimationLog()
        let host = ViewHost(Branches(log: log))
        try host.tap("First 0")
        _ = log.take()
        try host.tap("Flip")
        #expect(log.take() == ["appear Second"])
        host.advanceTime(by: 0.5)
        try host.tap("Flip")
        // The second branch leaves in its turn; the first is the one that was there.
        #expect(log.take().isEmpty)
        expectRendered(
            host,
            """
            Branches
            └─ VStack
               ├─ Counter  removing
               │  └─ Button "Second 0"
               ├─ Counter  inserting
               │  └─ Button "First 1"
               └─ Button "Flip"
            """)
        host.advanceTime(by: 1.1)
        #expect(log.take() == ["disappear Second"])
        #expect(host.controls(.button) == ["First 1", "Flip"])
        #expect(host._checkInvariants().isEmpty)
    }

    struct Rows: View {
        let log: AnimationLog
        @State var ids = [1, 2, 3]
        var body: some View {
            VStack {
                ForEach(ids, id: \.self) { id in Counter(name: "Row\(id)", log: log) }
                Button("Drop") { withAnimation(.linear(duration: 1)) { ids = [1, 3] } }
                Button("Restore") { withAnimation(.linear(duration: 1)) { ids = [1, 2, 3] } }
                Button("Reverse") { withAnimation(.linear(duration: 1)) { ids = [3, 2, 1] } }
            }
        }
    }

    @Test("D34, L1: a ForEach row put back while it leaves is the same row, in its new place")
    func rowComesBack() throws {
        let log = AnimationLog()
        let host = ViewHost(Rows(log: log))
        try host.tap("Row2 0")
        _ = log.take()
        try host.tap("Drop")
        host.advanceTime(by: 0.5)
        #expect(host.controls(.button).prefix(2) == ["Row1 0", "Row3 0"])
        try host.tap("Reverse")
        #expect(host.controls(.button).prefix(3) == ["Row3 0", "Row2 1", "Row1 0"])
        host.advanceTime(by: 1.1)
        #expect(!host.isAnimating)
        #expect(log.take().isEmpty)
        #expect(host._checkInvariants().isEmpty)
    }

    struct Identified: View {
        let log: AnimationLog
        @State var id = 0
        var body: some View {
            VStack {
                Counter(name: "Card", log: log).id(id)
                Button("Next") { withAnimation(.linear(duration: 1)) { id += 1 } }
                Button("Back") { withAnimation(.linear(duration: 1)) { id -= 1 } }
            }
        }
    }

    @Test("D34, L2: an `.id` changed back while the old view leaves brings the old view back")
    func explicitIdentityComesBack() throws {
        let log = AnimationLog()
        let host = ViewHost(Identified(log: log))
        try host.tap("Card 0")
        _ = log.take()
        try host.tap("Next")
        #expect(log.take() == ["appear Card"])
        #expect(host.controls(.button).first == "Card 0")
        host.advanceTime(by: 0.5)
        try host.tap("Back")
        #expect(log.take().isEmpty)
        #expect(host.controls(.button).first == "Card 1")
        host.advanceTime(by: 1.1)
        // The view of id 1 left; the one of id 0 never did.
        #expect(log.take() == ["disappear Card"])
        #expect(host.controls(.button) == ["Card 1", "Next", "Back"])
        #expect(host._checkInvariants().isEmpty)
    }

    struct Reading: View {
        @State var shows = true
        @State var value = 1
        @State var sum = 0
        var body: some View {
            VStack {
                Group {
                    if shows {
                        Text("value \(value)").preference(key: RevivalSum.self, value: value)
                    }
                }
                .onPreferenceChange(RevivalSum.self) { sum = $0 }
                Text("sum \(sum)")
                Button("Hide") { withAnimation(.linear(duration: 1)) { shows = false } }
                Button("Show") { withAnimation(.linear(duration: 1)) { shows = true } }
                Button("Bump") { value += 1 }
            }
        }
    }

    @Test(
        "D34, P1: a view that comes back runs with what changed while it was held, and writes again"
    )
    func comesBackCurrent() throws {
        let host = ViewHost(Reading())
        try host.tap("Hide")
        try host.tap("Bump")
        // Held, it keeps its last inputs, and its preference no longer reaches the stack.
        #expect(host.render().contains("Text \"value 1\"  removing"))
        #expect(host.render().contains("sum 0"))
        try host.tap("Show")
        #expect(host.render().contains("Text \"value 2\"  inserting"))
        #expect(host.render().contains("sum 2"))
        host.advanceTime(by: 1.1)
        #expect(host.render().contains("Text \"value 2\"\n"))
        #expect(host._checkInvariants().isEmpty)
    }

    struct Card: View {
        let log: AnimationLog
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Card").transition(
                        .modifier(
                            active: Probe(tag: "look", value: 0, log: log),
                            identity: Probe(tag: "look", value: 1, log: log)))
                }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    @Test("T9, T17, D34: its transition's look goes back to the identity from where it was")
    func lookGoesBack() throws {
        let log = AnimationLog()
        let host = ViewHost(Card(log: log))
        try host.tap("Toggle")
        host.advanceTime(by: 0.5)
        #expect(log.values["look"] == 0.5)
        try host.tap("Toggle")
        // No jump: the leaving animation is combined with the one going back (T9), so at
        // 0.2 s the look is A(0.7) + 0.2 · (1 − A(0.7)) with A the removal's 1 → 0.
        host.advanceTime(by: 0.2)
        let look = try #require(log.values["look"])
        #expect(abs(look - (0.3 + 0.2 * 0.7)) < 1e-9)
        host.advanceTime(by: 1)
        #expect(log.values["look"] == 1)
        #expect(!host.isAnimating)
        #expect(host.render().contains("Text \"Card\"\n"))
    }
}

struct RevivalSum: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
