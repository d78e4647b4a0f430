import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("T17, T18, D34: views inserted and removed under a transition")
struct TransitionTests {
    struct Shows: View {
        let log: AnimationLog
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Fading").transition(.opacity)
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                    Text("Sliding").transition(.move(edge: .leading))
                }
                Button("Plain") { shows.toggle() }
                Button("Animated") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    @Test("T17: without animation, removed views go at once")
    func plainRemoval() throws {
        let log = AnimationLog()
        let host = ViewHost(Shows(log: log))
        _ = log.take()
        try host.tap("Plain")
        #expect(!host.render().contains("Fading"))
        #expect(log.take() == ["disappear"])
        #expect(!host.isAnimating)
    }

    @Test("T17/D34/D35: under withAnimation, removed views stay, marked removing, until the end")
    func animatedRemoval() throws {
        let log = AnimationLog()
        let host = ViewHost(Shows(log: log))
        _ = log.take()
        try host.tap("Animated")
        host.advanceTime(by: 0.5)
        expectRendered(
            host,
            """
            Shows
            └─ VStack
               ├─ Text "Fading"  removing
               ├─ Text "Sliding"  removing
               ├─ Button "Plain"
               └─ Button "Animated"
            """)
        #expect(log.entries.isEmpty)
        host.advanceTime(by: 0.6)
        #expect(!host.render().contains("Fading"))
        #expect(log.take() == ["disappear"])
        #expect(!host.isAnimating)
    }

    @Test("D34: a view held for its removal cannot be operated, and freezes")
    func heldViewsAreInert() throws {
        let log = AnimationLog()
        let host = ViewHost(Shows(log: log))
        try host.tap("Animated")
        #expect(host.controls(.button) == ["Plain", "Animated"])
    }

    @Test("T18: an inserted view appears at once, in its insertion transition")
    func animatedInsertion() throws {
        let log = AnimationLog()
        let host = ViewHost(Shows(log: log))
        try host.tap("Plain")
        _ = log.take()
        try host.tap("Animated")
        #expect(log.take() == ["appear"])
        #expect(host.render().contains("Text \"Fading\"  inserting"))
        host.advanceTime(by: 1.1)
        #expect(host.render().contains("Text \"Fading\"\n"))
        #expect(!host.isAnimating)
    }

    struct Card: View {
        let log: AnimationLog
        @State var shows = false
        var body: some View {
            VStack {
                if shows {
                    Text("Card").transition(
                        .asymmetric(
                            insertion: .modifier(
                                active: Probe(tag: "in", value: 0, log: log),
                                identity: Probe(tag: "in", value: 1, log: log)),
                            removal: .modifier(
                                active: Probe(tag: "out", value: 0, log: log),
                                identity: Probe(tag: "out", value: 1, log: log))))
                }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    @Test("T17: modifier transitions interpolate between active and identity, each direction")
    func modifierTransitions() throws {
        let log = AnimationLog()
        let host = ViewHost(Card(log: log))
        try host.tap("Toggle")
        host.advanceTime(by: 0.25)
        #expect(log.values["in"] == 0.25)
        #expect(log.values["out"] == 1)
        host.advanceTime(by: 1)
        #expect(log.values["in"] == 1)
        try host.tap("Toggle")
        host.advanceTime(by: 0.25)
        #expect(log.values["out"] == 0.75)
        #expect(log.values["in"] == 1)
        host.advanceTime(by: 1)
        #expect(!host.render().contains("Text \"Card\""))
    }
}
