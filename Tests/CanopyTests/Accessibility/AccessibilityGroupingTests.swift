import Canopy
import Testing

@MainActor
@Suite("Accessibility: grouping (A10–A12, D42–D44)")
struct AccessibilityGroupingTests {
    @Test("A10: .ignore makes one element with no properties")
    func ignore() {
        let host = ViewHost(
            VStack {
                VStack {
                    Text("Page 2")
                    Text("of 5")
                }.accessibilityElement()
                HStack {
                    Button("Previous") {}
                    Text("Page 2")
                    Button("Next") {}
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Pager").accessibilityValue("Page 2 of 5")
            })
        #expect(
            host.renderAccessibility() == """
                element ""
                element "Pager" value="Page 2 of 5"
                """)
    }

    @Test("A11, D42: .combine joins the non-hidden children's labels with \", \"")
    func combine() {
        let host = ViewHost(
            VStack {
                HStack {
                    Text("Total")
                    Text("$42.00")
                }.accessibilityElement(children: .combine)
                VStack {
                    Text("Ann")
                    Text("Draft").accessibilityHidden(true)
                    Text("Online")
                }.accessibilityElement(children: .combine)
            })
        #expect(host.accessibilityTree().labels == ["Total, $42.00", "Ann, Online"])
    }

    @Test("D43: .combine joins values, unites traits, keeps the first hint, drops identifiers")
    func combineRest() throws {
        var log: [String] = []
        let host = ViewHost(
            HStack {
                Toggle("Alarm", isOn: .constant(true))
                Text("7:00").accessibilityValue("morning").accessibilityHint("Wake time")
                    .accessibilityIdentifier("time")
                Text("Note").accessibilityHint("Second hint")
                    .accessibilityAction(named: "Snooze") { log.append("snooze") }
            }.accessibilityElement(children: .combine))
        #expect(
            host.renderAccessibility()
                == #"button,staticText,toggle "Alarm, 7:00, Note" value="1, morning" hint="Wake time" actions="Alarm","Snooze""#
        )
        #expect(try host.accessibilityPerform("Snooze", on: "Alarm, 7:00, Note"))
        #expect(log == ["snooze"])
    }

    @Test("D43: activating a combined element runs its only child's default action")
    func combinedActivation() throws {
        var log: [String] = []
        let host = ViewHost(
            HStack {
                Text("Inbox")
                Button("Open") { log.append("open") }
            }.accessibilityElement(children: .combine))
        #expect(try host.accessibilityActivate("Inbox, Open"))
        #expect(try host.accessibilityPerform("Open", on: "Inbox, Open"))
        #expect(log == ["open", "open"])
    }

    @Test("A12: .contain keeps elements inside a container, sorted by priority")
    func containAndPriority() {
        let host = ViewHost(
            VStack {
                Text("Header")
                VStack {
                    Text("Read last")
                    Text("Read first").accessibilitySortPriority(2)
                    Text("Read second").accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .contain).accessibilityLabel("Steps")
                Text("Footer")
            })
        #expect(
            host.accessibilityTree().labels == [
                "Header", "Read first", "Read second", "Read last", "Footer",
            ])
        #expect(
            host.renderAccessibility() == """
                staticText "Header"
                container "Steps"
                  staticText "Read first"
                  staticText "Read second"
                  staticText "Read last"
                staticText "Footer"
                """)
    }

    @Test("D44: equal priorities keep reading order; the window sorts its top level too")
    func windowPriorities() {
        let host = ViewHost(
            VStack {
                Text("One")
                Text("Two")
                Text("Three").accessibilitySortPriority(1)
            })
        #expect(host.accessibilityTree().labels == ["Three", "One", "Two"])
    }

    @Test("A12: a container keeps its own place and priority among its siblings")
    func containerPriority() {
        let host = ViewHost(
            VStack {
                Text("First")
                VStack {
                    Text("Inner A")
                    Text("Inner B")
                }
                .accessibilityElement(children: .contain).accessibilitySortPriority(5)
            })
        #expect(host.accessibilityTree().labels == ["Inner A", "Inner B", "First"])
    }

    @Test("D43: a combined element is adjustable when exactly one child is, and adjusts it")
    func combinedAdjustable() throws {
        let host = ViewHost(CombinedStepper())
        #expect(host.renderAccessibility() == #"adjustable,staticText "Quantity, Items" value="2""#)
        #expect(try host.accessibilityIncrement("Quantity, Items"))
        #expect(host.accessibilityTree().elements[0].value == "3")
        let two = ViewHost(
            HStack {
                Slider(value: .constant(0.5)) { Text("A") }
                Slider(value: .constant(0.5)) { Text("B") }
            }.accessibilityElement(children: .combine))
        #expect(!two.accessibilityTree().elements[0].isAdjustable)
    }
}

private struct CombinedStepper: View {
    @State private var count = 2
    var body: some View {
        HStack {
            Stepper("Quantity", value: $count, in: 0...9)
            Text("Items")
        }
        .accessibilityElement(children: .combine)
    }
}
