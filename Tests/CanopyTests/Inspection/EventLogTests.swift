import Canopy
import CanopyTesting
import Testing

private struct LoggedCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Logged: View {
    @State private var shown = true
    @State private var count = 0
    @State private var received = 0

    var body: some View {
        VStack {
            Button("toggle") { shown.toggle() }
            Button("count") { count += 1 }
            if shown {
                Text("child").onAppear {}.onDisappear {}.task {}
            }
            Text("count \(count)")
                .onChange(of: count) { _, _ in }
                .preference(key: LoggedCountKey.self, value: count)
        }
        .onPreferenceChange(LoggedCountKey.self) { received = $0 }
    }
}

@MainActor
@Suite("Event log: callbacks in the order they ran (D3, P1, L3)")
struct EventLogTests {
    @Test("Each host numbers its own events from 1, whatever other hosts log in between")
    func sequencesPerHost() throws {
        let first = ViewHost(Logged(), recordsEvents: true)
        let second = ViewHost(Logged(), recordsEvents: true)
        try first.tap("count")
        try second.tap("toggle")
        try first.tap("toggle")
        for host in [first, second] {
            #expect(host.events.map(\.sequence) == Array(1...host.events.count))
        }
    }

    @Test(
        "D3: appear, task, change, disappear and preference deliveries, in order, with paths and values"
    )
    func eventOrder() throws {
        let host = ViewHost(Logged(), recordsEvents: true)
        #expect(
            host.events.map(\.description) == [
                // D3: parent before child; the task modifier is outside the onAppear one.
                "taskStart Logged/VStack/Text",
                "appear Logged/VStack/Text",
                "preferenceChange Logged/VStack: loggedCount = 0",
            ])
        host.recordsEvents = false  // turning it off keeps the log
        #expect(host.events.count == 3)
        host.recordsEvents = true  // turning it on starts an empty one
        #expect(host.events.isEmpty)
        try host.tap("count")
        #expect(
            host.events.map(\.description) == [
                "change Logged/VStack/Text: 0 → 1",
                "preferenceChange Logged/VStack: loggedCount = 1",
            ])
        host.recordsEvents = false
        host.recordsEvents = true
        try host.tap("toggle")
        #expect(
            host.events.map(\.description) == [
                "taskCancel Logged/VStack/Text", "disappear Logged/VStack/Text",
            ])
        #expect(host.events.map(\.kind) == [.taskCancel, .disappear])
    }

    @Test("Off by default: nothing is logged")
    func offByDefault() throws {
        let host = ViewHost(Logged())
        try host.tap("count")
        #expect(host.events.isEmpty)
    }
}

private struct AppearingApp: App {
    var body: some Scene {
        WindowGroup { Text("window").onAppear {} }
    }
}

@MainActor
@Suite("Event log across windows (S1)")
struct AppEventLogTests {
    @Test("S1: an app's log merges its windows' callbacks in the order they ran")
    func acrossWindows() throws {
        let app = AppHost(AppearingApp(), recordsEvents: true)
        try app.openWindow()
        #expect(app.events.map(\.description) == ["appear Text", "appear Text"])
        #expect(app.events.map(\.sequence) == [1, 2])
        #expect(app.windows[1].host.events.count == 1)
        app.recordsEvents = false
        try app.openWindow()
        #expect(app.windows[2].host.events.isEmpty)
    }
}

private struct ClosingApp: App {
    var body: some Scene {
        WindowGroup { Text("window").onDisappear {} }
    }
}

@MainActor
@Suite("Event log of closed windows (S1)")
struct ClosedWindowEventTests {
    @Test("S1: a closed window's disappear actions stay in the app's log")
    func closedWindow() throws {
        let app = AppHost(ClosingApp(), recordsEvents: true)
        try app.openWindow()
        app.closeWindow(app.windows[0])
        #expect(app.events.map(\.description) == ["disappear Text"])
        app.recordsEvents = false
        #expect(app.events.count == 1)
        app.recordsEvents = true
        #expect(app.events.isEmpty)
    }
}
