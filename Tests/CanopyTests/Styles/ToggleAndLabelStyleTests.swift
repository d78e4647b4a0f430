import Canopy
import CanopyTesting
import Testing

/// A checkbox drawn with a button, as SwiftUI's documentation writes one.
private struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            }
        }
    }
}

/// A style that shows the toggle but never sets it.
private struct Display: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isOn ? "ON" : "OFF")
        }
    }
}

/// A style that wraps the next style out with Toggle(configuration).
private struct Boxed: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(2)
    }
}

private struct Power: View {
    @State var on = false
    @State var wifi = true
    var body: some View {
        Form {
            Toggle("Power", isOn: $on)
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(Checkbox())
        }
        .toggleStyle(.switch)
    }
}

/// A label style that puts the title first.
private struct Trailing: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

@MainActor
@Suite("Toggle styles: .automatic per platform, a custom style operates its toggle (E3, E4)")
struct ToggleStyleTests {
    @Test(
        "E3/E4: a form's .switch reaches its toggles; a closer custom style wins and is operated through its body"
    )
    func formStyles() throws {
        let host = ViewHost(Power(), platform: .macOS)
        expectRendered(
            host,
            """
            Power
            └─ Form .toggleStyle(.switch)
               ├─ Toggle "Power" isOn:false
               └─ Toggle "Wi-Fi" isOn:true .toggleStyle(Checkbox)
                  └─ Button
                     └─ Label
                        ├─ Text "Wi-Fi"
                        └─ Image systemName:"checkmark.square"
            """)
        #expect(host.renderScreen() == "Power: off\n[Image systemName:\"checkmark.square\"  Wi-Fi]")
        // The custom style draws a button: a person taps it; the toggle itself is the style's.
        #expect(try !host.toggle("Wi-Fi"))
        #expect(try host.tap("Wi-Fi"))
        #expect(host.render().contains("Toggle \"Wi-Fi\" isOn:false"))
        #expect(try host.toggle("Power"))
        #expect(host.renderScreen().hasPrefix("Power: on\n"))
    }

    @Test(
        ".automatic is a switch on iOS and iPadOS, a checkbox on macOS (a form too), a button in a toolbar"
    )
    func automaticPerPlatform() {
        let content = NavigationStack {
            Form { Toggle("Sync", isOn: .constant(true)) }
                .toolbar { Toggle("Bold", isOn: .constant(true)) }
        }
        #expect(ViewHost(content, platform: .iOS).renderScreen().contains("Sync: on"))
        #expect(ViewHost(content, platform: .iPadOS).renderScreen().contains("Sync: on"))
        let mac = ViewHost(content, platform: .macOS).renderScreen()
        #expect(mac.contains("[x] Sync"))
        #expect(mac.contains("[✓ Bold]"))
    }

    @Test("A style that never sets isOn leaves its toggle inert; its body still shows the value")
    func inertStyle() throws {
        let host = ViewHost(Toggle("Alarm", isOn: .constant(true)).toggleStyle(Display()))
        #expect(host.renderScreen() == "Alarm  ON")
        #expect(try !host.toggle("Alarm"))
    }

    @Test("Toggle(configuration) inside a style is drawn by the next style out")
    func configurationToggle() throws {
        let host = ViewHost(
            Power2().toggleStyle(.button), platform: .iOS)
        #expect(host.renderScreen() == "[Lamp]")
        #expect(try host.toggle("Lamp"))
        #expect(host.renderScreen() == "[✓ Lamp]")
    }

    @Test("D4: .checkbox off macOS draws the platform's default, with a diagnostic")
    func checkboxOffMac() {
        let host = ViewHost(
            Toggle("Mute", isOn: .constant(false)).toggleStyle(.checkbox), platform: .iOS)
        #expect(host.renderScreen() == "Mute: off")
        #expect(host.diagnostics.contains { $0.kind == .platformUnavailable })
    }
}

private struct Power2: View {
    @State var lamp = false
    var body: some View { Toggle("Lamp", isOn: $lamp).toggleStyle(Boxed()) }
}

@MainActor
@Suite("Label styles: built-in looks and a custom style placing title and icon (E3, E4)")
struct LabelStyleTests {
    @Test("Built-in looks show on screen; the tree keeps the label's line")
    func builtInLooks() {
        let host = ViewHost(
            VStack {
                Label("Both", systemImage: "star")
                Label("Title", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon", systemImage: "bell").labelStyle(.iconOnly)
            })
        #expect(
            host.renderScreen() == """
                Image systemName:"star"  Both
                Title
                Image systemName:"bell"
                """)
        expectRendered(
            host,
            """
            VStack
            ├─ Label "Both" systemImage:"star"
            ├─ Label "Title" systemImage:"star" .labelStyle(.titleOnly)
            └─ Label "Icon" systemImage:"bell" .labelStyle(.iconOnly)
            """)
    }

    @Test(
        "E3/E4: a container's custom label style places every label's parts; a closer built-in wins"
    )
    func customStyle() {
        let host = ViewHost(
            VStack {
                Label("Inbox", systemImage: "tray")
                Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
            }
            .labelStyle(Trailing()))
        expectRendered(
            host,
            """
            VStack .labelStyle(Trailing)
            ├─ Label "Inbox" systemImage:"tray"
            │  └─ HStack
            │     ├─ Text "Inbox"
            │     └─ Image systemName:"tray"
            └─ Label "Sent" systemImage:"paperplane" .labelStyle(.titleOnly)
            """)
        #expect(host.renderScreen() == "Inbox  Image systemName:\"tray\"\nSent")
    }

    @Test(".automatic shows the icon alone in a toolbar")
    func automaticInToolbar() {
        let host = ViewHost(
            NavigationStack {
                Text("Body").toolbar { Button(action: {}) { Label("Add", systemImage: "plus") } }
            }, platform: .iOS)
        #expect(host.renderScreen().contains("Image systemName:\"plus\""))
        #expect(!host.renderScreen().contains("Add"))
    }
}

private struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
}

private struct MixedMark: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isMixed ? "mixed" : configuration.isOn ? "all" : "none")
        }
    }
}

private struct AllAlarms: View {
    @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
        VStack {
            Toggle("All", sources: $alarms, isOn: \.isOn)
            Toggle(sources: $alarms, isOn: \.isOn) { Text("Styled") }.toggleStyle(MixedMark())
        }
    }
}

@MainActor
@Suite("Toggle(sources:isOn:): one toggle for several values, mixed when they differ")
struct MixedToggleTests {
    @Test("Mixed while the sources differ; flipping sets them all; a style reads isMixed")
    func mixed() throws {
        let host = ViewHost(AllAlarms(), platform: .macOS)
        #expect(host.renderScreen() == "[-] All\nStyled  mixed")
        #expect(host.render().contains(#"Toggle "All" isOn:false mixed"#))
        #expect(try host.toggle("All"))
        #expect(host.renderScreen() == "[x] All\nStyled  all")
        #expect(try host.toggle("All"))
        #expect(host.renderScreen() == "[ ] All\nStyled  none")
    }
}

private struct AlarmList: View {
    @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
        VStack {
            ForEach($alarms) { $alarm in
                Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn)
            }
            Text("on: \(alarms.filter(\.isOn).count)")
        }
    }
}

@MainActor
@Suite("A binding to a collection is a collection of bindings")
struct BindingCollectionTests {
    @Test("ForEach($items) hands each row a binding to its item; a write reaches the state")
    func forEachBindings() throws {
        let host = ViewHost(AlarmList(), platform: .macOS)
        #expect(host.renderScreen() == "[x] Alarm 1\n[ ] Alarm 2\non: 1")
        #expect(try host.toggle("Alarm 2"))
        #expect(host.renderScreen() == "[x] Alarm 1\n[x] Alarm 2\non: 2")
    }
}
