import Canopy
import Foundation
import Testing

private struct Article: View {
    @State private var opened: [String] = []
    @State private var continued = "none"
    var body: some View {
        VStack {
            Text("opened \(opened.joined(separator: " ")), continued \(continued)")
        }
        .onOpenURL { opened.append($0.lastPathComponent) }
        .onContinueUserActivity("com.example.reading") { continued = $0.title ?? "?" }
        .userActivity("com.example.reading") { activity in
            activity.title = "Chapter 1"
            activity.isEligibleForHandoff = true
        }
        .userActivity("com.example.hidden", isActive: false) { _ in }
        .handlesExternalEvents(preferring: ["article"], allowing: ["*"])
    }
}

private struct ScopedForm: View {
    @State private var log: [String] = []
    @State private var inner = ""
    @State private var outer = ""
    var body: some View {
        VStack {
            Text("log \(log.joined(separator: " "))")
            TextField("Outer", text: $outer)
            VStack {
                TextField("Inner", text: $inner).onSubmit { log.append("inner") }
            }
            .submitScope()
        }
        .onSubmit { log.append("form") }
    }
}

private struct FocusReport: View {
    @State private var events: [Bool] = []
    var body: some View {
        VStack {
            Text("events \(events.map(String.init).joined(separator: " "))")
            Text("Panel").focusable(true) { events.append($0) }
            Text("Other").focusable()
        }
    }
}

private struct WatchAndPencil: View {
    @State private var angle = 0.0
    var body: some View {
        Text("Dial")
            .digitalCrownRotation($angle, from: 0, through: 360, sensitivity: .low)
            .pointerStyle(.link)
            .onPencilDoubleTap { _ in }
            .focusEffectDisabled()
            .selectionDisabled()
    }
}

@MainActor
@Suite("Input and events vocabulary: external events, scopes, recorded modifiers (D84, D85)")
struct InputVocabularyTests {
    @Test("D84: opened URLs and continued activities reach the shown handlers")
    func externalEvents() throws {
        let host = ViewHost(Article())
        #expect(host.openIncomingURL(URL(string: "myapp://articles/42")!))
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.title = "Chapter 3"
        #expect(host.continueUserActivity(activity))
        #expect(!host.continueUserActivity(NSUserActivity(activityType: "com.example.other")))
        #expect(host.render().contains("opened 42, continued Chapter 3"))
        let advertised = host.advertisedUserActivities
        #expect(advertised.map(\.activityType) == ["com.example.reading"])
        #expect(advertised.first?.title == "Chapter 1")
        #expect(host.render().contains(#".handlesExternalEvents(preferring: ["article"]"#))
    }

    @Test("submitScope keeps a field's submission from the actions outside it")
    func submitScope() throws {
        let host = ViewHost(ScopedForm())
        try host.submit("Inner")
        try host.submit("Outer")
        #expect(host.render().contains("log inner form"))
    }

    @Test("focusable(_:onFocusChange:) hears focus come and go")
    func focusChange() throws {
        let host = ViewHost(FocusReport(), platform: .macOS)
        try host.focus("Panel")
        try host.focus("Other")
        #expect(host.render().contains("events true false"))
    }

    @Test("D85: platform-only modifiers are recorded with their values, and report where absent")
    func recorded() {
        let mac = ViewHost(WatchAndPencil(), platform: .macOS)
        let text = mac.render()
        #expect(
            text.contains(
                "from: 0, through: 360, sensitivity: .low, isContinuous: false)"
            ))
        #expect(text.contains(".pointerStyle(.link)"))
        #expect(text.contains(".focusEffectDisabled(true)"))
        // The crown is watchOS's and the pencil the iPad's: a Mac reports both, not the
        // pointer style.
        let unavailable = mac.diagnostics.filter { $0.kind == .platformUnavailable }
        #expect(unavailable.count == 2)
        #expect(unavailable.contains { $0.message.contains(".digitalCrownRotation") })
        let pad = ViewHost(WatchAndPencil(), platform: .iPadOS)
        _ = pad.render()
        #expect(pad.diagnostics.contains { $0.message.contains(".pointerStyle") })
        #expect(!pad.diagnostics.contains { $0.message.contains(".onPencilDoubleTap") })
    }
}
