import Canopy
import Testing

@MainActor
@Suite("T14, D33: completions run once, when their animations are complete")
struct CompletionTests {
    struct Pair: View {
        let log: AnimationLog
        @State var short = 0.0
        @State var long = 0.0
        @State var text = "a"
        var body: some View {
            VStack {
                Color.clear.probe("short", short, log)
                Color.clear.probe("long", long, log)
                    .transaction { $0.animation = .linear(duration: 2) }
                Text(text)
                Button("Both") {
                    withAnimation(.linear(duration: 1)) {
                        short = 100
                        long = 100
                    } completion: {
                        log.entries.append("done")
                    }
                }
                Button("Text") {
                    withAnimation(.linear(duration: 1)) {
                        text = "b"
                    } completion: {
                        log.entries.append("text done")
                    }
                }
                Button("Nothing") {
                    withAnimation {
                    } completion: {
                        log.entries.append("nothing done")
                    }
                }
            }
        }
    }

    @Test("T14: a completion waits for every animation of its transaction, and runs once")
    func waitsForEveryAnimation() throws {
        let log = AnimationLog()
        let host = ViewHost(Pair(log: log))
        try host.tap("Both")
        host.advanceTime(by: 0.9)
        #expect(log.entries.isEmpty)
        host.advanceTime(by: 0.6)
        #expect(log.entries.isEmpty)
        host.advanceTime(by: 0.6)
        #expect(log.take() == ["done"])
        host.advanceTime(by: 3)
        #expect(log.entries.isEmpty)
    }

    @Test("D33: with nothing animated a completion runs in the update that applied its change")
    func nothingAnimated() throws {
        let log = AnimationLog()
        let host = ViewHost(Pair(log: log))
        try host.tap("Text")
        #expect(log.take() == ["text done"])
        try host.tap("Nothing")
        #expect(log.take() == ["nothing done"])
        #expect(!host.isAnimating)
    }

    struct Criteria: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("v", v, log)
                Button("Logical") {
                    withAnimation(
                        .linear(duration: 1).logicallyComplete(after: 0.5),
                        completionCriteria: .logicallyComplete
                    ) {
                        v += 100
                    } completion: {
                        log.entries.append("logical")
                    }
                }
                Button("Removed") {
                    withAnimation(
                        .linear(duration: 1).logicallyComplete(after: 0.5),
                        completionCriteria: .removed
                    ) {
                        v += 100
                    } completion: {
                        log.entries.append("removed")
                    }
                }
            }
        }
    }

    @Test("T14: .logicallyComplete fires at logical completion, .removed once removed")
    func criteria() throws {
        let log = AnimationLog()
        let host = ViewHost(Criteria(log: log))
        try host.tap("Logical")
        host.advanceTime(by: 0.49)
        #expect(log.entries.isEmpty)
        host.advanceTime(by: 0.11)
        #expect(log.take() == ["logical"])
        host.advanceTime(by: 1)
        try host.tap("Removed")
        host.advanceTime(by: 1)
        #expect(log.entries.isEmpty)
        host.advanceTime(by: 0.1)
        #expect(log.take() == ["removed"])
    }

    struct Retarget: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("v", v, log)
                Button("Fill") {
                    withAnimation(.linear(duration: 1)) {
                        v = 100
                    } completion: {
                        log.entries.append("fill done")
                    }
                }
                Button("Empty") {
                    withAnimation(.linear(duration: 1)) {
                        v = 0
                    } completion: {
                        log.entries.append("empty done")
                    }
                }
            }
        }
    }

    @Test("T14: a later change on the same value does not delay a logical completion")
    func retargetDoesNotDelay() throws {
        let log = AnimationLog()
        let host = ViewHost(Retarget(log: log))
        try host.tap("Fill")
        host.advanceTime(by: 0.5)
        try host.tap("Empty")
        host.advanceTime(by: 0.55)
        #expect(log.take() == ["fill done"])
        host.advanceTime(by: 0.5)
        #expect(log.take() == ["empty done"])
    }

    @Test("Transaction.addAnimationCompletion runs after the animation it was added with")
    func addAnimationCompletion() throws {
        let log = AnimationLog()
        let host = ViewHost(Retarget(log: log))
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion { log.entries.append("added") }
        withTransaction(transaction) {}
        #expect(log.take() == ["added"])
        _ = host
    }
}
