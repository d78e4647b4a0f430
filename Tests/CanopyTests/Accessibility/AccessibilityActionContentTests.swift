import Canopy
import Testing

@MainActor
private final class ActionLog {
    var entries: [String] = []
}

private struct MessageRow: View {
    let log: ActionLog
    @State private var isFlagged = false
    var body: some View {
        HStack {
            Text("Lunch")
            Text("Noon")
        }
        .accessibilityElement(children: .combine)
        .accessibilityActions {
            Button("Archive") { log.entries.append("archive") }
            Button("Delete") { log.entries.append("delete") }
            Toggle("Flag", isOn: $isFlagged)
            Text("Not an action")
        }
        .accessibilityValue(isFlagged ? "Flagged" : "")
    }
}

private struct ActionComposer: View {
    let log: ActionLog
    var body: some View {
        Image(systemName: "square.and.pencil")
            .accessibilityLabel("Compose")
            .accessibilityAction {
                log.entries.append("new")
            } label: {
                Label("New Message", systemImage: "plus")
            }
    }
}

private struct LabelBadge: View {
    let count: Int
    var body: some View {
        Text("Mail")
            .accessibilityLabel { label in
                label
                Text("\(count) unread")
            }
    }
}

private struct Pet: View {
    let age: Int
    var body: some View {
        VStack {
            Text("Rex")
                .accessibilityCustomContent("Age", "\(age)")
                .accessibilityCustomContent("Breed", "Corgi", importance: .high)
            Text("Tom").accessibilityCustomContent("Age", "5")
                .accessibilityCustomContent(AccessibilityCustomContentKey("Age"), nil)
        }
    }
}

@MainActor
@Suite("Accessibility: actions from views, labels from views, custom content (A14, D90, D92)")
struct AccessibilityActionContentTests {
    @Test("A14, D92: each control of accessibilityActions is a named action, run by name")
    func actionsFromControls() throws {
        let log = ActionLog()
        let host = ViewHost(MessageRow(log: log))
        #expect(
            host.renderAccessibility()
                == #"staticText "Lunch, Noon" actions="Archive","Delete","Flag""#)
        #expect(try host.accessibilityPerform("Delete", on: "Lunch, Noon"))
        #expect(try host.accessibilityPerform("Archive", on: "Lunch, Noon"))
        #expect(log.entries == ["delete", "archive"])
        #expect(try host.accessibilityPerform("Flag", on: "Lunch, Noon"))
        #expect(host.accessibilityTree().elements.first?.value == "Flagged")
        #expect(try !host.accessibilityPerform("Not an action", on: "Lunch, Noon"))
    }

    @Test("A14, D92: the action controls are not drawn, laid out nor tappable")
    func actionsAreUnseen() {
        let host = ViewHost(MessageRow(log: ActionLog()))
        #expect(!host.renderPicture().contains("Archive"))
        #expect(throws: (any Error).self) { try host.tap("Archive") }
    }

    @Test("A14, D92: accessibilityAction(action:label:) is named by its label's text")
    func actionWithLabel() throws {
        let log = ActionLog()
        let host = ViewHost(ActionComposer(log: log))
        #expect(host.accessibilityTree().elements.first?.actionNames == ["New Message"])
        #expect(try host.accessibilityPerform("New Message", on: "Compose"))
        #expect(log.entries == ["new"])
    }

    @Test("D92: accessibilityLabel(content:) joins its views' labels, the placeholder's too")
    func labelFromViews() throws {
        let host = ViewHost(LabelBadge(count: 3))
        #expect(host.renderAccessibility() == #"staticText "Mail, 3 unread""#)
        #expect(try host.explainAccessibility("Mail, 3 unread").contains("written by"))
    }

    @Test("D90: custom content is part of the element; a nil value removes its key")
    func customContent() {
        let host = ViewHost(Pet(age: 3))
        #expect(
            host.renderAccessibility() == """
                staticText "Rex" content="Age: 3","Breed: Corgi"
                staticText "Tom"
                """)
        let rex = host.accessibilityTree().elements[0]
        #expect(rex.customContent.map(\.importance) == [.default, .high])
        #expect(host.accessibilityTree().json.contains(#""customContent": [{"label": "Age""#))
    }

    @Test("D90: the outer write of one key wins, and .combine carries its children's")
    func customContentCombined() {
        struct Card: View {
            var body: some View {
                HStack {
                    Text("Rex").accessibilityCustomContent("Age", "3")
                    Text("Dog").accessibilityCustomContent("Kind", "Corgi")
                }
                .accessibilityElement(children: .combine)
                .accessibilityCustomContent("Age", "4")
            }
        }
        #expect(
            ViewHost(Card()).renderAccessibility()
                == #"staticText "Rex, Dog" content="Age: 4","Kind: Corgi""#)
    }
}

private struct ExplainedRow: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            HStack {
                Text("Lunch")
                Image(systemName: "star").accessibilityLabel("Starred")
            }
            .accessibilityElement(children: .combine)
            Image(systemName: "star")
                .accessibilityRepresentation { Toggle("Favourite", isOn: $isOn) }
        }
    }
}

@MainActor
@Suite("Accessibility: explain where a label came from (D48, item 5)")
struct AccessibilityExplainTests {
    @Test("A11, D42: a combined label is explained part by part, each with its path")
    func combined() throws {
        let explanation = try ViewHost(ExplainedRow()).explainAccessibility("Lunch, Starred")
        let lines = explanation.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#""Lunch, Starred": the labels of its elements joined"#))
        #expect(lines[0].contains(".accessibilityElement(children: .combine)"))
        #expect(lines[1].hasPrefix(#"  "Lunch": the text of Text "Lunch" ("#))
        #expect(lines[2].hasPrefix(#"  "Starred": written by .accessibilityLabel("Starred") ("#))
    }

    @Test("A16: a label from a representation says so")
    func representation() throws {
        let explanation = try ViewHost(ExplainedRow()).explainAccessibility("Favourite")
        #expect(
            explanation
                == #""Favourite": the text of Toggle "Favourite" isOn:false (ExplainedRow/VStack/Toggle), in the accessibilityRepresentation of ExplainedRow/VStack/Image"#
        )
    }
}
