import Canopy
import Foundation
import Testing

enum Flavor: String, CaseIterable, Hashable {
    case vanilla, chocolate, mint
}

struct ControlsScreen: View {
    @State private var flavor = Flavor.vanilla
    @State private var size = "Small"
    @State private var count = 1
    @State private var volume = 0.5
    @State private var taps = 0
    @State private var pressed = false
    @State private var advanced = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
            }
            Picker("Size", selection: $size) {
                Text("S").tag("Small")
                Text("L").tag("Large")
            }
            Stepper("Count: \(count)", value: $count, in: 0...3)
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            ProgressView("Loading", value: 0.25)
            Text("Taps: \(taps)").onTapGesture { taps += 1 }
            Text(pressed ? "Pressed" : "Press me").onLongPressGesture { pressed = true }
            DisclosureGroup("Advanced", isExpanded: $advanced) { Text("Hidden detail") }
            Menu("Actions") {
                Button("Log") { log.append("logged") }
            }
            Text("log [\(log.joined(separator: ","))]")
            Link("Site", destination: URL(string: "https://example.com")!)
        }
    }
}

@MainActor
@Suite("Controls a person operates")
struct ControlTests {
    @Test(
        "Pickers, steppers, sliders, gestures, disclosure groups, menus and links, as a person uses them"
    )
    func operateEverything() throws {
        let host = ViewHost(ControlsScreen(), platform: .iOS)
        #expect(
            host.renderScreen() == """
                Flavor: [vanilla ▾]
                Size: [S ▾]
                Count: 1 [−] [+]
                Volume: [0.5]
                Loading: 25%
                Taps: 0
                Press me
                ▸ Advanced
                [Actions ▾]
                log []
                [Site ↗]
                """)
        try host.pick("mint", in: "Flavor")
        try host.pick("L", in: "Size")
        try host.increment("Count: 1")
        try host.increment("Count: 2")
        try host.increment("Count: 3")  // at the bound: stays 3
        try host.slide("Volume", to: 7.4)
        try host.tap("Taps: 0")
        try host.longPress("Press me")
        try host.tap("Advanced")
        try host.tap("Actions")
        #expect(host.renderScreen().contains("[Actions ▾]\n│ [Log]"))
        try host.tap("Log")
        try host.tap("Site")
        #expect(
            host.renderScreen() == """
                Flavor: [mint ▾]
                Size: [L ▾]
                Count: 3 [−] [+]
                Volume: [7]
                Loading: 25%
                Taps: 1
                Pressed
                ▾ Advanced
                  Hidden detail
                [Actions ▾]
                log [logged]
                [Site ↗]
                """)
        #expect(host.openedURLs == [URL(string: "https://example.com")!])
        #expect(try host.decrement("Count: 3"))
        let missing = try #require(throws: OptionNotFound.self) {
            try host.pick("Lemon", in: "Flavor")
        }
        #expect(
            "\(missing)"
                == #"The picker "Flavor" has no option "Lemon"; its options are: "vanilla", "chocolate", "mint""#
        )
    }
}

struct DueDate: View {
    @State private var due = Date(timeIntervalSince1970: 0)
    var body: some View {
        DatePicker("Due", selection: $due, displayedComponents: .date)
    }
}

@MainActor
@Suite("Date pickers")
struct DatePickerTests {
    @Test("D6: a date picker shows its date in UTC whatever the machine's zone; the host sets it")
    func dates() throws {
        let host = ViewHost(DueDate())
        #expect(host.renderScreen() == "Due: [1970-01-01]")
        try host.setDate(Date(timeIntervalSince1970: 86_400 * 365), in: "Due")
        #expect(host.renderScreen() == "Due: [1971-01-01]")
    }
}

struct MenusAndBounds: View {
    @State private var value = 8
    @State private var level = 0.0
    @State private var picked = "none"
    @State private var chosen: Set<String> = []
    var body: some View {
        VStack {
            Stepper("Value: \(value)", value: $value, in: 0...10, step: 3)
            Slider(value: $level, in: 0...10, step: 4) { Text("Level") }
            Menu("Outer") {
                Menu("Inner") { Button("Deep") { picked = "deep" } }
                Picker("Mode", selection: $picked) {
                    Text("Fast").tag("fast")
                }
            }
            Text("picked \(picked)")
            List(selection: $chosen) {
                Section("Fruit") {
                    Text("Apple").tag("apple")
                    Text("Pear").tag("pear")
                }
            }
        }
    }
}

@MainActor
@Suite("Controls: bounds, nested menus, sections")
struct ControlBoundsTests {
    @Test(
        "A stepper stops at its bound; a slider never passes its end when the step does not divide it"
    )
    func bounds() throws {
        let host = ViewHost(MenusAndBounds())
        try host.increment("Value: 8")
        #expect(host.renderScreen().hasPrefix("Value: 10 [−] [+]"))
        try host.slide("Level", to: 10)
        #expect(host.renderScreen().contains("Level: [8]"))
    }

    @Test("Choosing in a nested menu, or picking in a menu, closes every menu around it")
    func nestedMenus() throws {
        let host = ViewHost(MenusAndBounds())
        try host.tap("Outer")
        try host.tap("Inner")
        try host.tap("Deep")
        #expect(host.renderScreen().contains("[Outer ▾]\npicked deep"))
        try host.tap("Outer")
        try host.pick("Fast", in: "Mode")
        #expect(host.renderScreen().contains("[Outer ▾]\npicked fast"))
        // An open menu is a presentation: dismissing it closes it, as a tap outside would.
        try host.tap("Outer")
        #expect(host.dismissPresentation())
        #expect(host.renderScreen().contains("[Outer ▾]\npicked fast"))
    }

    @Test("Rows in sections are selectable; choosing a selected row of a set deselects it")
    func sections() throws {
        let host = ViewHost(MenusAndBounds())
        try host.selectRow("Pear")
        try host.selectRow("Apple")
        try host.selectRow("Pear")
        #expect(host.renderScreen().hasSuffix("Fruit\nApple (selected)\nPear"))
    }
}

struct EditingSlider: View {
    @State private var value = 0.0
    @State private var events: [Bool] = []
    var body: some View {
        VStack {
            Slider(
                value: $value, in: 0...1, label: { Text("Amount") },
                onEditingChanged: { events.append($0) })
            Text("events \(events)")
        }
    }
}

@MainActor
@Suite("Slider editing")
struct SliderEditingTests {
    @Test("Moving a slider tells onEditingChanged it started and ended")
    func editing() throws {
        let host = ViewHost(EditingSlider())
        try host.slide("Amount", to: 0.5)
        #expect(host.renderScreen().hasSuffix("events [true, false]"))
    }
}

struct LabelIndexScreen: View {
    @State private var count = 0
    @State private var shows = true
    @State private var name = ""
    var body: some View {
        VStack {
            Text("Name")
            TextField("Name", text: $name)
            Button {
                count += 1
            } label: {
                Text("Count \(count)")
            }
            if shows { Button("Hide") { shows = false } }
        }
    }
}

@MainActor
@Suite("Finding controls by label")
struct LabelLookupTests {
    @Test(
        "A control is found by its current label; removed ones are gone; a field titled like a text is still found"
    )
    func lookups() throws {
        let host = ViewHost(LabelIndexScreen())
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Count 0") }
        try host.tap("Hide")
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Hide") }
        try host.type("Ada", into: "Name")
        #expect(host.renderScreen().contains("Name: [Ada] (focused)\n[Count 2]"))
    }
}

/// One `Button<Text>` node that is titled (`Button("…")`) or built from a label closure,
/// depending on state: the same view type, so the same node takes both forms in turn.
private struct SwitchingButtonScreen: View {
    @State private var titled = true
    @State private var round = 0

    var body: some View {
        VStack {
            titled
                ? Button("Title \(round)") { titled = false }
                : Button(action: {
                    titled = true; round += 1
                }) { Text("Label \(round)") }
        }
    }
}

@MainActor
@Suite("Titled controls")
struct TitledControlTests {
    @Test(
        "A titled button mounts no Text child, yet is found by its title; the same node switches between a title and a label"
    )
    func titledAndLabelled() throws {
        let host = ViewHost(SwitchingButtonScreen())
        // The root, the screen, its stack and the button: no node for the title's text.
        let titledNodes = host.nodeCount
        try host.tap("Title 0")
        #expect(host.nodeCount == titledNodes + 1)
        #expect(
            host.render() == """
                SwitchingButtonScreen
                └─ VStack
                   └─ Button
                      └─ Text "Label 0"
                """)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Title 0") }
        try host.tap("Label 0")
        #expect(
            host.render() == """
                SwitchingButtonScreen
                └─ VStack
                   └─ Button "Title 1"
                """)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Label 0") }
        try host.tap("Title 1")
        #expect(host.render().contains("Text \"Label 1\""))
    }
}
