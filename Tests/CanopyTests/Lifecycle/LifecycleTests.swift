import Canopy
import CanopyTesting
import Testing

/// A row that appears (and logs its index) only in dark mode: what D3's ordering tests flip.
struct SchemeRow: View {
    let index: Int
    let log: EventLog
    @Environment(\.colorScheme) var scheme
    var body: some View {
        if scheme == .dark {
            Text("row \(index)").onAppear { log.events.append("\(index)") }
        }
    }
}

/// Collects events in the order actions ran.
@MainActor
final class EventLog {
    var events: [String] = []
}

@MainActor
@Suite("Life cycle (L3–L5, D3)")
struct LifecycleTests {
    struct Shown: View {
        let log: EventLog
        @State var show = true
        var body: some View {
            VStack {
                Toggle("Show", isOn: $show)
                if show {
                    Text("A")
                        .onAppear { log.events.append("appear A") }
                        .onDisappear { log.events.append("disappear A") }
                } else {
                    Text("B")
                        .onAppear { log.events.append("appear B") }
                        .onDisappear { log.events.append("disappear B") }
                }
            }
        }
    }

    @Test(
        "L3: onAppear runs on insertion, onDisappear on removal, and a view that comes back appears again"
    )
    func appearAndDisappear() throws {
        let log = EventLog()
        let host = ViewHost(Shown(log: log))
        #expect(log.events == ["appear A"])
        try host.toggle("Show")
        #expect(Set(log.events) == ["appear A", "disappear A", "appear B"])
        try host.toggle("Show")
        #expect(log.events.filter { $0 == "appear A" }.count == 2)
    }

    @Test("D3: within one update every onDisappear runs before any onAppear")
    func disappearBeforeAppear() throws {
        let log = EventLog()
        let host = ViewHost(Shown(log: log))
        log.events = []
        try host.toggle("Show")
        #expect(log.events == ["disappear A", "appear B"])
    }

    @Test("D3: appear actions run parent before child, in tree order")
    func appearOrder() {
        let log = EventLog()
        _ = ViewHost(
            VStack {
                VStack {
                    Text("child 1").onAppear { log.events.append("child 1") }
                    Text("child 2").onAppear { log.events.append("child 2") }
                }
                .onAppear { log.events.append("parent") }
                Text("sibling").onAppear { log.events.append("sibling") }
            })
        #expect(log.events == ["parent", "child 1", "child 2", "sibling"])
    }

    struct Changing: View {
        let log: EventLog
        let initial: Bool
        @State var n = 0
        var body: some View {
            VStack {
                Button("Set 1") { n = 1 }
                Button("Set 2") { n = 2 }
                Text("n = \(n)")
                    .onChange(of: n, initial: initial) { old, new in
                        log.events.append("\(old) \(new)")
                    }
            }
        }
    }

    @Test("L4: onChange fires with (old, new) when the value changes by ==, not on an equal write")
    func onChangeFiresOnChange() throws {
        let log = EventLog()
        let host = ViewHost(Changing(log: log, initial: false))
        #expect(log.events.isEmpty)
        try host.tap("Set 1")
        try host.tap("Set 1")
        try host.tap("Set 2")
        #expect(log.events == ["0 1", "1 2"])
    }

    @Test("L4: with initial: true it also fires (v, v) on appear")
    func onChangeInitial() throws {
        let log = EventLog()
        let host = ViewHost(Changing(log: log, initial: true))
        try host.tap("Set 1")
        #expect(log.events == ["0 0", "0 1"])
    }

    struct Legacy: View {
        let log: EventLog
        @State var n = 0
        var body: some View {
            let generation = n
            return VStack {
                Button("Bump") { n += 1 }
                Text("n").onChange(of: n) { newValue in
                    log.events.append("closure from update \(generation) got \(newValue)")
                }
            }
        }
    }

    @Test("L4: the one-parameter form calls the closure captured in the previous update")
    func legacyOnChange() throws {
        let log = EventLog()
        let host = ViewHost(Legacy(log: log))
        try host.tap("Bump")
        try host.tap("Bump")
        #expect(log.events == ["closure from update 0 got 1", "closure from update 1 got 2"])
    }

    struct Loading: View {
        let log: EventLog
        @State var query = "a"
        @State var result = "none"
        var body: some View {
            VStack {
                Button("a") { query = "a" }
                Button("b") { query = "b" }
                Text("result \(result)")
                    .task(id: query) {
                        log.events.append("start \(query)")
                        result = query.uppercased()
                    }
            }
        }
    }

    @Test("L5: task(id:) starts on appear and restarts only when the id changes")
    func taskID() async throws {
        let log = EventLog()
        let host = ViewHost(Loading(log: log))
        await host.settle()
        #expect(log.events == ["start a"])
        #expect(host.render().contains("Text \"result A\""))
        try host.tap("a")
        await host.settle()
        #expect(log.events == ["start a"])
        try host.tap("b")
        await host.settle()
        #expect(log.events == ["start a", "start b"])
        #expect(host.render().contains("Text \"result B\""))
    }

    struct Sleeper: View {
        let log: EventLog
        @State var show = true
        var body: some View {
            VStack {
                Toggle("Show", isOn: $show)
                if show {
                    Text("waiting").task {
                        do {
                            try await Task.sleep(for: .seconds(3600))
                            log.events.append("finished")
                        } catch {
                            log.events.append("cancelled")
                        }
                    }
                }
            }
        }
    }

    @Test("L5: a task is cancelled when its view disappears")
    func taskCancelledOnDisappear() async throws {
        let log = EventLog()
        let host = ViewHost(Sleeper(log: log))
        await host.settle(maxRounds: 5)
        #expect(host.pendingTaskCount == 1)
        try host.toggle("Show")
        await host.settle()
        #expect(host.pendingTaskCount == 0)
        #expect(log.events == ["cancelled"])
    }
}

@MainActor
@Suite("Invalidation order (D3)")
struct InvalidationOrderTests {
    @Test("D3: views invalidated by the same change appear in tree order, every time")
    func sameChangeAppearsInTreeOrder() {
        for _ in 0..<5 {
            let log = EventLog()
            let host = ViewHost(VStack { ForEach(0..<8) { SchemeRow(index: $0, log: log) } })
            host.colorScheme = .dark
            host.flush()
            #expect(log.events == ["0", "1", "2", "3", "4", "5", "6", "7"])
        }
    }
}

@MainActor
@Suite("Tree order after insertions (D3)")
struct TreeOrderAfterInsertionTests {
    struct Rows: View {
        let log: EventLog
        @State var ids = [2]
        var body: some View {
            VStack {
                Button("Insert") { ids.insert(1, at: 0) }
                ForEach(ids, id: \.self) { SchemeRow(index: $0, log: log) }
            }
        }
    }

    @Test("D3: a row inserted before an older sibling still appears first")
    func insertedRowKeepsTreeOrder() throws {
        let log = EventLog()
        let host = ViewHost(Rows(log: log))
        try host.tap("Insert")
        host.colorScheme = .dark
        host.flush()
        #expect(log.events == ["1", "2"])
    }
}
