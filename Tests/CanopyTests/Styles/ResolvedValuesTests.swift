import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Resolved values are visible: --resolved, the window, explain (issue 21, item 4)")
struct ResolvedValuesTests {
    private var tree: some View {
        VStack {
            Text("Title").font(.title).bold()
            Text("Body")
            Button("Save") {}.tint(.green)
            Toggle("Sync", isOn: .constant(true))
            Label("Star", systemImage: "star").labelStyle(.iconOnly)
        }
        .foregroundColor(.red)
        .lineLimit(2)
        .buttonStyle(.borderedProminent)
    }

    @Test("The default tree output is unchanged; --resolved annotates texts and controls")
    func annotation() {
        let host = ViewHost(tree, platform: .iOS)
        expectRendered(
            host,
            """
            VStack .foregroundColor(red) .lineLimit(2) .buttonStyle(borderedProminent)
            ├─ Text "Title" .font(title) .bold()
            ├─ Text "Body"
            ├─ Button "Save" .tint(green)
            ├─ Toggle "Sync" isOn:true
            └─ Label "Star" systemImage:"star" .labelStyle(.iconOnly)
            """)
        expectRendered(
            host,
            """
            VStack .foregroundColor(red) .lineLimit(2) .buttonStyle(borderedProminent)
            ├─ Text "Title" .font(title) .bold()  resolved font=title.bold foreground=red lineLimit=2
            ├─ Text "Body"  resolved font=body foreground=red lineLimit=2
            ├─ Button "Save" .tint(green)  resolved style=borderedProminent tint=green foreground=red
            ├─ Toggle "Sync" isOn:true  resolved style=switch tint=accentColor
            └─ Label "Star" systemImage:"star" .labelStyle(.iconOnly)  resolved style=iconOnly
            """, options: RenderOptions(showsResolved: true))
    }

    @Test("The window draws each control in its resolved style, per platform")
    func window() {
        #expect(
            ViewHost(tree, platform: .iOS).renderScreen() == """
                Title
                Body
                [[Save]]
                Sync: on
                Image systemName:"star"
                """)
        #expect(ViewHost(tree, platform: .macOS).renderScreen().contains("[x] Sync"))
    }

    @Test("explain names the modifier that set a style and the closer one that won (E4)")
    func explainStyle() throws {
        let host = ViewHost(
            VStack {
                Button("Inner") {}.buttonStyle(.bordered)
            }
            .buttonStyle(.plain))
        let explanation = try host.find(text: "Inner").explain(keyNamed: "buttonStyle")
        #expect(explanation.value == "bordered (inside plain)")
        #expect(
            explanation.writes.map(\.writer) == [".buttonStyle(bordered)", ".buttonStyle(plain)"])
        #expect(explanation.defaultValue == "automatic")
    }

    @Test("explain follows a public key such as lineLimit like any environment value")
    func explainLineLimit() throws {
        let host = ViewHost(VStack { Reader(\.lineLimit).lineLimit(1) }.lineLimit(3))
        let explanation = try host.find(Reader<Int?>.self).explain(\.lineLimit)
        #expect(explanation.value == "1")
        #expect(explanation.writes.map(\.value) == ["1", "3"])
    }
}
