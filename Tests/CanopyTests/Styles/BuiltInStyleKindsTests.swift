import Canopy
import CanopyTesting
import Testing

@MainActor private var toggleBodies = 0

private struct CountingToggleStyle: ToggleStyle {
    let name: String
    func makeBody(configuration: Configuration) -> some View {
        let _ = toggleBodies += 1
        configuration.label
    }
}

@MainActor
@Suite("Styles SwiftUI offers as built-in values only flow down the environment (E3, E4)")
struct BuiltInStyleKindsTests {
    private struct Flavours: View {
        @State var flavour = "Mint"
        var body: some View {
            Picker("Flavour", selection: $flavour) {
                Text("Mint").tag("Mint")
                Text("Lemon").tag("Lemon")
            }
        }
    }

    @Test(
        "E3/E4: a container's picker style reaches the pickers inside; a closer one wins; the window draws each"
    )
    func pickers() throws {
        let host = ViewHost(
            Form {
                Flavours()
                Flavours().pickerStyle(.radioGroup)
                Flavours().pickerStyle(.menu)
            }
            .pickerStyle(.segmented))
        #expect(
            host.renderScreen() == """
                Flavour: [Mint] Lemon
                Flavour: ● Mint ○ Lemon
                Flavour: [Mint ▾]
                """)
        let resolved = host.render(RenderOptions(showsResolved: true))
        #expect(resolved.contains("resolved style=segmented"))
        #expect(resolved.contains("resolved style=radioGroup"))
        #expect(resolved.contains("resolved style=menu"))
    }

    @Test("A text field style flows down; .automatic is plain on iOS and a square border on macOS")
    func textFields() {
        let content = VStack {
            TextField("Name", text: .constant(""))
            TextField("Mail", text: .constant("")).textFieldStyle(.plain)
        }
        let iOS = ViewHost(content, platform: .iOS).render(RenderOptions(showsResolved: true))
        #expect(iOS.contains(#"TextField "Name" text:""  resolved style=plain"#))
        let mac = ViewHost(content.textFieldStyle(.roundedBorder), platform: .macOS)
        let text = mac.render(RenderOptions(showsResolved: true))
        #expect(text.contains("VStack .textFieldStyle(.roundedBorder)"))
        #expect(text.contains(#"TextField "Name" text:""  resolved style=roundedBorder"#))
        #expect(
            text.contains(
                #"TextField "Mail" text:"" .textFieldStyle(.plain)  resolved style=plain"#))
    }

    @Test("Style types and their static members print the same; each kind has its modifier")
    func spellings() {
        let host = ViewHost(
            VStack {
                List { Text("row") }.listStyle(InsetGroupedListStyle())
                DatePicker("Due", selection: .constant(.distantPast)).datePickerStyle(.graphical)
                TabView { Text("page") }.tabViewStyle(.page(indexDisplayMode: .never))
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
                NavigationSplitView {
                    Text("a")
                } detail: {
                    Text("b")
                }
                .navigationSplitViewStyle(.balanced)
            })
        let text = host.render(RenderOptions(showsResolved: true))
        #expect(text.contains("List .listStyle(.insetGrouped)  resolved style=insetGrouped"))
        #expect(text.contains(".datePickerStyle(.graphical)  resolved style=graphical"))
        #expect(text.contains(".tabViewStyle(.page) .indexViewStyle(.page)"))
        #expect(text.contains(".navigationSplitViewStyle(.balanced)"))
    }

    @Test(
        "E7: re-applying an equal style invalidates nobody: the toggle's style body is not made again"
    )
    func equalStyleIsFree() throws {
        struct Row: View {
            var body: some View { Toggle("Wi-Fi", isOn: .constant(true)) }
        }
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Row()
                }
                .toggleStyle(CountingToggleStyle(name: "same"))
            }
        }
        toggleBodies = 0
        let host = ViewHost(Parent())
        #expect(toggleBodies == 1)
        try host.tap("Tick 0")
        #expect(host.render().contains("Tick 1"))
        #expect(toggleBodies == 1)
    }
}
