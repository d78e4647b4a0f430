import Canopy
import Testing

private struct ChangeSourceKey: TransactionKey {
    static let defaultValue = "user"
}

extension Transaction {
    fileprivate var changeSource: String {
        get { self[ChangeSourceKey.self] }
        set { self[ChangeSourceKey.self] = newValue }
    }
}

@MainActor
@Suite("T1–T6: every change happens in a transaction that flows down")
struct TransactionFlowTests {
    struct Buttons: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("v", v, log).reader("r", log)
                Button("Animated") { withAnimation(.linear(duration: 1)) { v += 1 } }
                Button("Plain") { v += 1 }
                Button("Continuous") {
                    var transaction = Transaction(animation: .linear(duration: 2))
                    transaction.isContinuous = true
                    withTransaction(transaction) { v += 1 }
                }
            }
        }
    }

    @Test("T1: withAnimation's animation reaches a reader; a plain change has none")
    func readersSeeTheChangeTransaction() throws {
        let log = AnimationLog()
        let host = ViewHost(Buttons(log: log))
        _ = log.take()
        try host.tap("Animated")
        #expect(log.take() == ["r linear(duration: 1)"])
        try host.tap("Plain")
        #expect(log.take() == ["r nil"])
        try host.tap("Continuous")
        #expect(log.take() == ["r linear(duration: 2)"])
    }

    @Test("T1: a transaction belongs to its update; withAnimation returns its body's result")
    func transactionEndsWithItsUpdate() throws {
        let log = AnimationLog()
        let host = ViewHost(Buttons(log: log))
        #expect(withAnimation { 7 } == 7)
        try host.tap("Animated")
        host.advanceTime(by: 2)
        _ = log.take()
        try host.tap("Plain")
        #expect(log.take() == ["r nil"])
    }

    struct Scoped: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("a", v, log).reader("inside", log)
                    .transaction { $0.animation = .linear(duration: 2) }
                Color.clear.probe("b", v, log).reader("sibling", log)
                Button("Go") { withAnimation(.linear(duration: 1)) { v += 1 } }
            }
        }
    }

    @Test("T2: .transaction rewrites the transaction of its content only")
    func transactionModifierScope() throws {
        let log = AnimationLog()
        let host = ViewHost(Scoped(log: log))
        _ = log.take()
        try host.tap("Go")
        #expect(
            log.take().sorted() == ["inside linear(duration: 2)", "sibling linear(duration: 1)"])
    }

    struct Implicit: View {
        let log: AnimationLog
        @State var a = 0.0
        @State var b = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("s", a + b, log).reader("scoped", log)
                    .animation(.linear(duration: 2), value: a)
                Color.clear.probe("r", a + b, log).reader("removed", log)
                    .animation(nil, value: b)
                Color.clear.probe("n", a + b, log).reader("nested", log)
                    .animation(.linear(duration: 3), value: b)
                    .animation(.linear(duration: 2), value: b)
                Button("a") { a += 1 }
                Button("b") { withAnimation(.linear(duration: 1)) { b += 1 } }
            }
        }
    }

    @Test("T3: .animation(_:value:) applies when its value changed; nil removes; innermost wins")
    func implicitAnimations() throws {
        let log = AnimationLog()
        let host = ViewHost(Implicit(log: log))
        _ = log.take()
        try host.tap("a")
        #expect(
            log.take().sorted() == ["nested nil", "removed nil", "scoped linear(duration: 2)"])
        try host.tap("b")
        #expect(
            log.take().sorted() == [
                "nested linear(duration: 3)", "removed nil", "scoped linear(duration: 1)",
            ])
    }

    struct Sourced: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("v", v, log).transaction { t in
                    log.entries.append("\(t.changeSource) \(t.animation?.description ?? "nil")")
                }
                Button("Undo") { withTransaction(\.changeSource, "undo") { v += 1 } }
                Button("Plain") { v += 1 }
                Button("Both") {
                    withAnimation(.linear(duration: 1)) {
                        withTransaction(\.changeSource, "undo") { v += 1 }
                    }
                }
            }
        }
    }

    @Test("T4: custom transaction values flow down; nested withTransaction merges")
    func customKeys() throws {
        let log = AnimationLog()
        let host = ViewHost(Sourced(log: log))
        _ = log.take()
        try host.tap("Undo")
        #expect(log.take() == ["undo nil"])
        try host.tap("Plain")
        #expect(log.take() == ["user nil"])
        try host.tap("Both")
        #expect(log.take() == ["undo linear(duration: 1)"])
    }

    struct Disabled: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("implicit", v, log).animation(.linear(duration: 1), value: v)
                Color.clear.probe("plain", v, log)
                Button("Set") { v = 100 }
                Button("Reset") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { v = 0 }
                }
            }
        }
    }

    @Test("T5: disablesAnimations keeps .animation(_:value:) from adding an animation")
    func disablesAnimations() throws {
        let log = AnimationLog()
        let host = ViewHost(Disabled(log: log))
        try host.tap("Set")
        #expect(log.values["plain"] == 100)
        host.advanceTime(by: 0.5)
        #expect(log.values["implicit"] == 50)
        host.advanceTime(by: 0.5)
        #expect(log.values["implicit"] == 100)
        try host.tap("Reset")
        #expect(log.values["implicit"] == 0)
        #expect(log.values["plain"] == 0)
        // The first animation showed its end at t = 1 and is removed at the next frame (D31).
        host.advanceTime(by: 1.0 / 60)
        #expect(!host.isAnimating)
        #expect(log.values["implicit"] == 0)
    }

    struct Child: View {
        let label: String
        @Binding var value: Double
        var body: some View { Button(label) { value += 100 } }
    }

    struct BoundParent: View {
        let log: AnimationLog
        @State var level = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("level", level, log).reader("r", log)
                Child(label: "Animated", value: $level.animation(.linear(duration: 1)))
                Child(label: "Plain", value: $level)
            }
        }
    }

    @Test("T6: a write through binding.animation(_:) animates; through $x it does not")
    func bindingsCarryTransactions() throws {
        let log = AnimationLog()
        let host = ViewHost(BoundParent(log: log))
        _ = log.take()
        try host.tap("Animated")
        #expect(log.take() == ["r linear(duration: 1)"])
        host.advanceTime(by: 0.5)
        #expect(log.values["level"] == 50)
        host.advanceTime(by: 1)
        try host.tap("Plain")
        #expect(log.take() == ["r nil"])
        #expect(log.values["level"] == 200)
    }
}
