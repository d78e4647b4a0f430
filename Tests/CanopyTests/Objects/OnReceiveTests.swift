import Canopy
import CanopyTesting
import Dispatch
import Testing

/// Counts the subscriptions a publisher has, through Combine's own hooks.
@MainActor
private final class SubscriptionCount {
    var live = 0
    func counted<P: Publisher>(_ publisher: P) -> AnyPublisher<P.Output, P.Failure> {
        publisher.handleEvents(
            receiveSubscription: { _ in MainActor.assumeIsolated { self.live += 1 } },
            receiveCancel: { MainActor.assumeIsolated { self.live -= 1 } }
        ).eraseToAnyPublisher()
    }
}

private final class MailInbox: ObservableObject {
    @Published var unread = 0
    let pings = PassthroughSubject<String, Never>()
}

private struct Listener: View {
    @ObservedObject var inbox: MailInbox
    @State private var last = "none"
    @State private var seen: [Int] = []
    @State private var shown = true
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Text("last: \(last)")
            Text("seen: \(seen.map(String.init).joined(separator: ","))")
            Button("Other \(unrelated)") { unrelated += 1 }
            Button("Hide") { shown = false }
            if shown {
                Text("listening")
                    .onReceive(inbox.pings) { last = $0 }
                    .onReceive(inbox.$unread) { seen.append($0) }
            }
        }
    }
}

@MainActor
@Suite("onReceive: a view subscribes while mounted and its action runs for each value")
struct OnReceiveTests {
    @Test(
        "A subject's values run the action; a $property sends its value on subscribing, then each change"
    )
    func values() throws {
        let inbox = MailInbox()
        let host = ViewHost(Listener(inbox: inbox))
        #expect(try host.find(text: "seen: 0").isInTree)
        inbox.pings.send("hello")
        #expect(try host.find(text: "last: hello").isInTree)
        inbox.unread = 3
        #expect(try host.find(text: "seen: 0,3").isInTree)
        // Re-evaluated for another reason, the view keeps its subscription: no second 3.
        #expect(try host.tap("Other 0"))
        #expect(try host.find(text: "seen: 0,3").isInTree)
    }

    @Test("Leaving the tree cancels the subscription: later values run nothing")
    func cancelledOnUnmount() throws {
        struct Counted: View {
            let publisher: AnyPublisher<Int, Never>
            @State private var shown = true
            @State private var total = 0
            var body: some View {
                VStack {
                    Text("total \(total)")
                    Button("Hide") { shown = false }
                    if shown { Text("on").onReceive(publisher) { total += $0 } }
                }
            }
        }
        let count = SubscriptionCount()
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(Counted(publisher: count.counted(subject)))
        #expect(count.live == 1)
        subject.send(2)
        #expect(try host.find(text: "total 2").isInTree)
        #expect(try host.tap("Hide"))
        #expect(count.live == 0)
        subject.send(5)
        #expect(try host.find(text: "total 2").isInTree)
    }

    @Test("Timers tick on the host's clock, one update per tick")
    func timerTicks() throws {
        struct Ticker: View {
            @State private var ticks = 0
            @State private var changes: [Int] = []
            let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("ticks \(ticks), changes \(changes.map(String.init).joined(separator: " "))")
                    .onReceive(timer) { _ in ticks += 1 }
                    .onChange(of: ticks) { _, new in changes.append(new) }
            }
        }
        let host = ViewHost(Ticker())
        let start = host.now
        host.advanceTime(by: 0.4)
        #expect(try host.find(text: "ticks 0, changes ").isInTree)
        host.advanceTime(by: 1.1)
        // Three ticks (0.5, 1.0, 1.5), each its own update: onChange saw each value.
        #expect(try host.find(text: "ticks 3, changes 1 2 3").isInTree)
        #expect(host.now.timeIntervalSince(start) == 1.5)
    }

    @Test("A timer made in body is made anew with each evaluation, and starts again, as in SwiftUI")
    func timerInBodyRestarts() throws {
        struct Restarting: View {
            @State private var ticks = 0
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("ticks \(ticks)")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) {
                            _ in ticks += 1
                        }
                    Button("Tap \(taps)") { taps += 1 }
                }
            }
        }
        let host = ViewHost(Restarting())
        host.advanceTime(by: 0.75)
        // A tick re-evaluates the body: the timer is new each time, counting from then.
        #expect(try host.tap("Tap 0"))
        host.advanceTime(by: 0.75)
        #expect(try host.find(text: "ticks 0").isInTree)
        host.advanceTime(by: 0.25)
        #expect(try host.find(text: "ticks 1").isInTree)
    }

    @Test("A value sent off the main actor is delivered on it, later")
    func offMainActor() async throws {
        let inbox = MailInbox()
        let host = ViewHost(Listener(inbox: inbox))
        nonisolated(unsafe) let pings = inbox.pings
        await withCheckedContinuation { done in
            DispatchQueue.global().async {
                pings.send("from afar")
                done.resume()
            }
        }
        for _ in 0..<100 where host.first(text: "last: from afar") == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try host.find(text: "last: from afar").isInTree)
    }

    @Test("An app's windows share the app's clock")
    func appClock() throws {
        struct Clock: View {
            @State private var seconds = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
            }
        }
        struct ClockApp: App {
            var body: some Scene { WindowGroup { Clock() } }
        }
        let app = AppHost(ClockApp())
        _ = try app.openWindow()
        app.advanceTime(by: 2)
        #expect(try app.window(1).find(text: "2 s").isInTree)
        #expect(try app.window(2).find(text: "2 s").isInTree)
    }

    @Test("The tree names what a view receives from")
    func rendered() {
        let host = ViewHost(Listener(inbox: MailInbox()))
        #expect(
            host.render().contains(
                #"Text "listening" .onReceive(PassthroughSubject) .onReceive(Publisher)"#))
    }
}

@MainActor
@Suite("S-release: views that receive from publishers and timers are freed with their host")
struct OnReceiveReleaseTests {
    @Test("A host with a timer, a subject and a ScrollPosition is freed, and its subscriptions end")
    func released() {
        struct Receiving: View {
            let publisher: AnyPublisher<Int, Never>
            @State private var total = 0
            @State private var ticks = 0
            @State private var position = ScrollPosition(idType: Int.self, edge: .bottom)
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Text("\(total) \(ticks)")
                        .onReceive(publisher) { total += $0 }
                        .onReceive(timer) { _ in ticks += 1 }
                    ScrollView {
                        LazyVStack { ForEach(0..<50, id: \.self) { Text("row \($0)") } }
                            .scrollTargetLayout()
                    }
                    .scrollPosition($position)
                }
            }
        }
        let count = SubscriptionCount()
        let subject = PassthroughSubject<Int, Never>()
        weak var released: ViewHost?
        do {
            let host = ViewHost(Receiving(publisher: count.counted(subject)))
            host.layOut()
            host.advanceTime(by: 2)
            subject.send(3)
            #expect(host.render().contains(#"Text "3 2""#))
            released = host
        }
        #expect(released == nil)
        #expect(count.live == 0)
        subject.send(4)
    }
}
