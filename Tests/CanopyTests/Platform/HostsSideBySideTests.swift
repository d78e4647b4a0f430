import Canopy
import CanopyTesting
import Testing

// Issue 20, item 9: no process-wide state two hosts can see. Bodies, actions and tasks see
// their own host's platform, also after `await`s interleave with another host's.

@MainActor private final class IdiomLog {
    var seen: [String] = []
}

private struct IdiomReporter: View {
    let name: String
    let log: IdiomLog
    @State private var tapped = ""

    var body: some View {
        VStack {
            Text("\(name) body: \(UIDevice.current.userInterfaceIdiom)")
            Button("Tap \(name)") { tapped = "\(UIDevice.current.userInterfaceIdiom)" }
            Text("tapped: \(tapped)")
        }
        .task {
            for step in 0..<20 {
                await Task.yield()
                log.seen.append("\(name) \(step): \(UIDevice.current.userInterfaceIdiom)")
            }
        }
    }
}

@MainActor
@Suite("D4: hosts side by side see their own platform (issue 20)")
struct HostsSideBySideTests {
    @Test(
        "Two hosts on different platforms, their tasks interleaving: each task keeps its host's idiom"
    )
    func tasksKeepTheirPlatform() async throws {
        let log = IdiomLog()
        let pad = ViewHost(IdiomReporter(name: "pad", log: log), platform: .iPadOS)
        let phone = ViewHost(IdiomReporter(name: "phone", log: log), platform: .iOS)
        async let padDone: Void = pad.settle()
        async let phoneDone: Void = phone.settle()
        _ = await (padDone, phoneDone)
        let pads = log.seen.filter { $0.hasPrefix("pad ") }
        let phones = log.seen.filter { $0.hasPrefix("phone ") }
        #expect(pads.count == 20 && phones.count == 20)
        #expect(pads.allSatisfy { $0.hasSuffix(": pad") })
        #expect(phones.allSatisfy { $0.hasSuffix(": phone") })
        // The two tasks did interleave: neither ran all its steps first.
        let firstPhone = try #require(log.seen.firstIndex { $0.hasPrefix("phone ") })
        let lastPad = try #require(log.seen.lastIndex { $0.hasPrefix("pad ") })
        #expect(firstPhone < lastPad)
    }

    @Test("Bodies and actions see their own host's platform, whichever host updated last")
    func bodiesAndActions() throws {
        let log = IdiomLog()
        let mac = ViewHost(IdiomReporter(name: "mac", log: log), platform: .macOS)
        let phone = ViewHost(IdiomReporter(name: "phone", log: log), platform: .iOS)
        #expect(try mac.find(text: "mac body: mac").typeName == "Text")
        #expect(try phone.find(text: "phone body: phone").typeName == "Text")
        try phone.tap("Tap phone")
        try mac.tap("Tap mac")
        #expect(try mac.find(text: "tapped: mac").typeName == "Text")
        #expect(try phone.find(text: "tapped: phone").typeName == "Text")
    }

    @Test("Outside any host, the idiom is the phone's")
    func outsideAnyHost() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }
}
