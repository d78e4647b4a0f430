import Canopy
import Testing

@MainActor
@Suite("T3: .animation(_:body:) and .transaction(_:body:) reach only the body's modifiers")
struct ScopedAnimationTests {
    struct Lamp: View {
        let log: AnimationLog
        @State var level = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("inside", level, log)
                    .animation(.linear(duration: 1)) { $0.probe("body", level, log) }
                Color.clear.probe("content", level, log)
                    .transaction {
                        $0.animation = .linear(duration: 2)
                    } body: {
                        $0.probe("scoped", level, log)
                    }
                Button("On") { level = 100 }
            }
        }
    }

    @Test("The body's modifiers animate; the view it wraps keeps the transaction from above")
    func scoped() throws {
        let log = AnimationLog()
        let host = ViewHost(Lamp(log: log))
        try host.tap("On")
        host.advanceTime(by: 0.5)
        #expect(log.values["body"] == 50)
        #expect(log.values["inside"] == 100)
        #expect(log.values["scoped"] == 25)
        #expect(log.values["content"] == 100)
    }
}
