import Canopy
import Foundation
import Testing

// Found while running the app differential check for long (issue 19): every host's own
// `@AppStorage` suite had a new name, and the preferences system keeps every domain it has seen
// and synchronizes all of them whenever one is removed, so each host that went away made the
// next one slower (half the fuzzer's time after 10 minutes). Emptied suites are now used again;
// these tests hold the isolation that reuse must keep (S6).

private struct StoredCounter: View {
    @AppStorage("count") private var count = 0
    @AppStorage("name") private var name = "none"
    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
            Button("Name \(name)") { name = "set" }
        }
    }
}

private struct StoredCounterApp: App {
    var body: some Scene { WindowGroup { StoredCounter() } }
}

@MainActor
@Suite("S6: hosts' own stores are used again, empty")
struct StoreReuseTests {
    @Test("S6: a host never sees what a host before it stored, however many came and went")
    func reusedStoresStartEmpty() throws {
        for _ in 0..<200 {
            let host = ViewHost(StoredCounter())
            #expect(host.controls(.button) == ["Count 0", "Name none"])
            try host.tap("Count 0")
            try host.tap("Name none")
            #expect(host.controls(.button) == ["Count 1", "Name set"])
        }
        for _ in 0..<50 {
            let app = AppHost(StoredCounterApp())
            #expect(try app.window(1).controls(.button) == ["Count 0", "Name none"])
            try app.window(1).tap("Count 0")
        }
    }

    @Test("S6: two live hosts never share a store")
    func liveHostsAreIsolated() throws {
        let first = ViewHost(StoredCounter())
        try first.tap("Count 0")
        let second = ViewHost(StoredCounter())
        #expect(second.controls(.button).first == "Count 0")
        try second.tap("Count 0")
        try second.tap("Count 1")
        #expect(first.controls(.button).first == "Count 1")
    }
}
