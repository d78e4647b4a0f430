import Canopy
import Testing

private struct Message: Identifiable {
    let id: Int
    let subject: String
    let isUnread: Bool
}

private let inbox = [
    Message(id: 1, subject: "Lunch", isUnread: true),
    Message(id: 2, subject: "Invoice", isUnread: false),
    Message(id: 3, subject: "Trip", isUnread: true),
]

private struct RotorInbox: View {
    var messages = inbox
    @AccessibilityFocusState private var focused: Int?
    var body: some View {
        VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            ForEach(messages) { message in
                Text(message.subject).accessibilityFocused($focused, equals: message.id)
            }
            Text(focused.map { "Focused \($0)" } ?? "None")
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Messages")
        .accessibilityRotor("Unread") {
            ForEach(messages) { message in
                if message.isUnread {
                    AccessibilityRotorEntry(message.subject, id: message.id)
                }
            }
        }
    }
}

private struct Headlines: View {
    @Namespace private var namespace
    var body: some View {
        VStack {
            Text("Weather").accessibilityAddTraits(.isHeader)
            Text("Sunny")
            Text("Sports").accessibilityAddTraits(.isHeader)
            Text("Score").accessibilityRotorEntry(id: "score", in: namespace)
        }
        .accessibilityRotor(.links) {
            AccessibilityRotorEntry("The score", id: "score", in: namespace)
        }
    }
}

private struct Verse: View {
    let text = "Roses are red, violets are blue"
    var body: some View {
        Text(text)
            .accessibilityRotor(
                "Colours",
                textRanges: [
                    text.range(of: "red")!, text.range(of: "blue")!,
                ])
    }
}

private struct Contacts: View {
    struct Contact { let name: String; let number: Int }
    let contacts = [Contact(name: "Ada", number: 7), Contact(name: "Grace", number: 9)]
    var body: some View {
        List {
            ForEach(contacts, id: \.number) { Text($0.name) }
        }
        .accessibilityRotor("Favourites", entries: contacts, entryID: \.number, entryLabel: \.name)
    }
}

@MainActor
@Suite("Accessibility: rotors (D91)")
struct AccessibilityRotorTests {
    @Test("D91: a rotor's entries are listed in order and printed after the elements")
    func listed() throws {
        let host = ViewHost(RotorInbox())
        #expect(try host.accessibilityRotorEntries("Unread") == ["Lunch", "Trip"])
        #expect(host.accessibilityTree().rotors.map(\.name) == ["Unread"])
        #expect(
            host.renderAccessibility() == """
                container "Messages"
                  header,staticText "Inbox"
                  staticText "Lunch"
                  staticText "Invoice"
                  staticText "Trip"
                  staticText "None"
                rotor "Unread": "Lunch", "Trip"
                """)
        #expect(host.accessibilityTree().json.contains(#""rotors": ["#))
    }

    @Test("D91: moving to an entry focuses the row its id names, and the focus state follows")
    func focusByID() throws {
        let host = ViewHost(RotorInbox())
        #expect(try host.accessibilityFocusRotorEntry("Trip", in: "Unread") == "Trip")
        #expect(host.accessibilityFocusedLabel == "Trip")
        #expect(host.accessibilityTree().labels.contains("Focused 3"))
    }

    @Test("D91: a missing rotor or entry throws, naming what is there")
    func missing() {
        let host = ViewHost(RotorInbox())
        #expect(throws: ViewHost.AccessibilityRotorNotFound.self) {
            try host.accessibilityRotorEntries("Flagged")
        }
        do {
            try host.accessibilityFocusRotorEntry("Invoice", in: "Unread")
            Issue.record("expected a throw")
        } catch {
            #expect(
                "\(error)" == #"The rotor "Unread" has no entry "Invoice"; it has: "Lunch", "Trip""#
            )
        }
    }

    @Test("D91: system rotors list headings by trait; a view's entries replace one")
    func systemRotors() throws {
        let host = ViewHost(Headlines())
        #expect(host.accessibilityRotorEntries(.headings) == ["Weather", "Sports"])
        #expect(try host.accessibilityRotorEntries("Headings") == ["Weather", "Sports"])
        #expect(host.accessibilityRotorEntries(.links) == ["The score"])
        #expect(try host.accessibilityFocusRotorEntry("Sports", in: "Headings") == "Sports")
        #expect(host.accessibilityFocusedLabel == "Sports")
        #expect(try host.accessibilityFocusRotorEntry("The score", in: "Links") == "Score")
        #expect(host.accessibilityFocusedLabel == "Score")
    }

    @Test("D91: text-range entries are labelled by their text and focus the rotor's element")
    func textRanges() throws {
        let host = ViewHost(Verse())
        #expect(try host.accessibilityRotorEntries("Colours") == ["red", "blue"])
        #expect(
            try host.accessibilityFocusRotorEntry("blue", in: "Colours")
                == "Roses are red, violets are blue")
    }

    @Test("D91: entries from a model by key paths")
    func keyPaths() throws {
        let host = ViewHost(Contacts())
        #expect(try host.accessibilityRotorEntries("Favourites") == ["Ada", "Grace"])
        #expect(try host.accessibilityFocusRotorEntry("Grace", in: "Favourites") == "Grace")
    }

    @Test("D91: the tree renderer prints the rotor on the view's line")
    func rendered() {
        let host = ViewHost(Verse())
        #expect(host.render().contains(#".accessibilityRotor("Colours")"#))
    }
}
