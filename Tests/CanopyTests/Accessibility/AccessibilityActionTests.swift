import Canopy
import Testing

@MainActor
private final class AccessibilityLog {
    var entries: [String] = []
}

private struct Player: View {
    let log: AccessibilityLog
    @State private var shuffle = false
    var body: some View {
        VStack {
            Button("Play") { log.entries.append("play") }
            Toggle("Shuffle", isOn: $shuffle)
            Text("Shuffle is \(shuffle ? "on" : "off")")
            Text("Card").accessibilityAction { log.entries.append("card") }
            Button("Stop") { log.entries.append("stop") }.disabled(true)
            Text("Plain")
        }
    }
}

private struct Pager: View {
    @State private var page = 2
    var body: some View {
        HStack {
            Button("Previous") { page -= 1 }
            Text("Page \(page)")
            Button("Next") { page += 1 }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Pages")
        .accessibilityValue("Page \(page) of 5")
        .accessibilityAdjustableAction { page += $0 == .increment ? 1 : -1 }
    }
}

private struct VolumeSlider: View {
    @State private var volume = 50.0
    var body: some View {
        Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
    }
}

@MainActor
@Suite("Accessibility: actions (A13–A15, D49)")
struct AccessibilityActionTests {
    @Test("A13: activating runs a button, flips a toggle, runs an attached default action")
    func activate() throws {
        let log = AccessibilityLog()
        let host = ViewHost(Player(log: log))
        #expect(try host.accessibilityActivate("Play"))
        #expect(try host.accessibilityActivate("Shuffle"))
        #expect(host.accessibilityTree().labels.contains("Shuffle is on"))
        #expect(try host.accessibilityActivate("Card"))
        #expect(log.entries == ["play", "card"])
    }

    @Test("A13, D49: a disabled control and an element with no action do nothing")
    func cannotAct() throws {
        let log = AccessibilityLog()
        let host = ViewHost(Player(log: log))
        #expect(try !host.accessibilityActivate("Stop"))
        #expect(try !host.accessibilityActivate("Plain"))
        #expect(log.entries.isEmpty)
    }

    @Test("D49: a label that names no element is an error listing those present")
    func notFound() {
        let host = ViewHost(
            VStack {
                Text("One")
                Button("Two") {}
            })
        do {
            try host.accessibilityActivate("Three")
            Issue.record("expected an error")
        } catch let error as ViewHost.AccessibilityElementNotFound {
            #expect(
                error.description
                    == #"No accessibility element labelled "Three"; the tree has: "One", "Two""#)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("A14: named actions are listed in source order and run alone")
    func namedActions() throws {
        let log = AccessibilityLog()
        let host = ViewHost(
            Text("Message from Ann")
                .accessibilityAction(named: "Archive") { log.entries.append("archive") }
                .accessibilityAction(named: Text("Delete")) { log.entries.append("delete") })
        #expect(host.accessibilityTree().elements[0].actionNames == ["Archive", "Delete"])
        #expect(try host.accessibilityPerform("Delete", on: "Message from Ann"))
        #expect(log.entries == ["delete"])
        #expect(try !host.accessibilityPerform("Forward", on: "Message from Ann"))
    }

    @Test("A14: escape and magic tap are offered by name")
    func specialActions() throws {
        let log = AccessibilityLog()
        let host = ViewHost(
            Text("Dialog")
                .accessibilityAction(.escape) { log.entries.append("escape") }
                .accessibilityAction(.magicTap) { log.entries.append("magic") })
        #expect(host.accessibilityTree().elements[0].actionNames == ["escape", "magicTap"])
        #expect(try host.accessibilityPerform("magicTap", on: "Dialog"))
        #expect(log.entries == ["magic"])
    }

    @Test("A15: an adjustable action steps a custom element")
    func adjustable() throws {
        let host = ViewHost(Pager())
        #expect(host.renderAccessibility() == #"adjustable "Pages" value="Page 2 of 5""#)
        try host.accessibilityIncrement("Pages")
        try host.accessibilityIncrement("Pages")
        try host.accessibilityDecrement("Pages")
        #expect(host.accessibilityTree().elements[0].value == "Page 3 of 5")
    }

    @Test("A15: a slider steps by its step, clamped to its range")
    func slider() throws {
        let host = ViewHost(VolumeSlider())
        #expect(try host.accessibilityIncrement("Volume"))
        #expect(host.accessibilityTree().elements[0].value == "60%")
        try host.accessibilityDecrement("Volume")
        try host.accessibilityDecrement("Volume")
        #expect(host.accessibilityTree().elements[0].value == "40%")
    }

    @Test("A15: an element that is not adjustable is not adjusted")
    func notAdjustable() throws {
        let host = ViewHost(Button("OK") {})
        #expect(try !host.accessibilityIncrement("OK"))
    }
}
