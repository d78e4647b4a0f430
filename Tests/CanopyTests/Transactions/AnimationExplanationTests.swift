import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Issue 38 item 4: explain says which change animated a value, and why")
struct AnimationExplanationTests {
    struct Lamps: View {
        @State var level = 0.0
        var body: some View {
            VStack {
                Text("Plain").opacity(level)
                Text("Implicit").opacity(level).animation(.easeIn(duration: 2), value: level)
                Text("Pinned").opacity(level).transaction { $0.animation = nil }
                Button("On") { withAnimation(.linear(duration: 1)) { level = 1 } }
                Button("Off") { level = 0 }
            }
        }
    }

    @Test("withAnimation in the change, .animation(_:value:) here, a .transaction there")
    func explainsTheCause() throws {
        let host = ViewHost(Lamps())
        try host.tap("On")
        host.advanceTime(by: 0.25)
        let plain = try host.find(text: "Plain").explainAnimation()
        #expect(
            plain.description == """
                opacity: 0 → 1 at t = 0 with linear(duration: 1); shows 0.25, animating
                - the change that invalidated Lamps ran in withAnimation/withTransaction (or a binding's transaction): linear(duration: 1)
                """)
        let implicit = try host.find(text: "Implicit").explainAnimation()
        #expect(implicit.entries.first?.change.animation == "easeIn(duration: 2)")
        #expect(
            implicit.entries.first?.change.reasons.last
                == ".animation(easeIn(duration: 2), value:) at Lamps/VStack made it easeIn(duration: 2)"
        )
        let pinned = try host.find(text: "Pinned").explainAnimation()
        #expect(pinned.entries.first?.change.animation == nil)
        #expect(
            pinned.entries.first?.change.reasons.last
                == ".transaction { } at Lamps/VStack made it no animation")
        #expect(pinned.entries.first?.shown == "1")
    }

    @Test("A plain change explains that it ran without a transaction")
    func plainChange() throws {
        let host = ViewHost(Lamps())
        try host.tap("On")
        host.advanceTime(by: 2.5)
        try host.tap("Off")
        let plain = try host.find(text: "Plain").explainAnimation()
        #expect(
            plain.description == """
                opacity: 1 → 0 at t = 2.5 without animation; shows 0
                - the change ran without a transaction: no animation
                """)
    }
}
