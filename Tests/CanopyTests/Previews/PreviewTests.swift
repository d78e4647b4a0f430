import Canopy
import Testing

struct GreetingView: View {
    var name = "World"
    var body: some View { Text("Hello, \(name)!") }
}

#Preview("Greeting") {
    GreetingView(name: "Preview")
}

#Preview(traits: .sizeThatFitsLayout) {
    GreetingView()
}

struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        GreetingView()
        GreetingView(name: "Dark").previewDisplayName("Dark")
    }
}

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var optionalLimit: Int?
}

struct AccentReader: View {
    @Environment(\.accentName) private var accent
    @Environment(\.optionalLimit) private var limit
    var body: some View { Text("\(accent) \(limit.map(String.init) ?? "none")") }
}

extension FocusedValues {
    @Entry var entryTitle: String?
}

struct EntryTitleReader: View {
    @FocusedValue(\.entryTitle) private var title
    var body: some View {
        Text("title \(title ?? "nil")").focusedSceneValue(\.entryTitle, "x")
    }
}

@MainActor
@Suite("Previews and @Entry (E1)")
struct PreviewTests {
    @Test("A #Preview may declare its own view types and return one")
    func previewDeclaringItsOwnTypes() throws {
        let previews = PreviewCatalog.all().filter {
            $0.source.hasPrefix("CanopyTests/LocalTypePreview.swift")
        }
        #expect(previews.map(\.name) == ["Declares its own view", "LocalTypePreview.swift:13"])
        #expect(previews[0].makeHost().render() == "Sample\n└─ Text \"hello\"")
        #expect(
            previews[1].makeHost().render()
                == "VStack\n├─ Row\n│  └─ Text \"one\"\n└─ Row\n   └─ Text \"two\"")
    }

    @Test("#Preview and PreviewProvider are found at run time, named, and render")
    func catalog() throws {
        let all = PreviewCatalog.all().filter {
            $0.source.hasPrefix("CanopyTests/PreviewTests.swift")
                || $0.source.contains("GreetingView_Previews")
        }
        #expect(
            all.map(\.name) == [
                "Greeting", "PreviewTests.swift:13", "Previewable", "GreetingView_Previews",
            ])
        #expect(all[1].traits == ["sizeThatFitsLayout"])
        #expect(
            all[0].makeHost().render()
                == #"GreetingView\n└─ Text "Hello, Preview!""#.replacingOccurrences(
                    of: "\\n", with: "\n"))
        let provider = ViewHost(previewsOf: GreetingView_Previews.self)
        #expect(provider.renderScreen() == "Hello, World!\nHello, Dark!")
    }

    @Test("E1: @Entry declares the key and accessors; the default is the key's default")
    func entry() {
        #expect(ViewHost(AccentReader()).renderScreen() == "blue none")
        #expect(
            ViewHost(
                AccentReader().environment(\.accentName, "red").environment(\.optionalLimit, 3)
            )
            .renderScreen() == "red 3")
        #expect(ViewHost(EntryTitleReader()).renderScreen() == "title x")
    }

    @Test("E1: an @Entry key is named as its property is (canopy explain --key takes that name)")
    func entryKeyName() {
        let host = ViewHost(AccentReader().environment(\.accentName, "red"))
        #expect(
            host.render(RenderOptions(showsEnvironment: true)).contains(
                #"env accentName="red"  env optionalLimit=nil"#))
    }
}

// Use #Preview below to see the toggle: this comment must not confuse the macro.
#Preview("Previewable") {
    @Previewable @State var isOn = false
    Toggle("Power", isOn: $isOn)
}

extension EnvironmentValues {
    /// The var that names the default count (a doc comment mentioning `var` and extension).
    @Entry var defaultCount: Int = 3  // the default count
    @Entry var `default`: String = "plain"
    @Entry var bigNumber = 1_000
    @Entry var list = [1, 2]
}

struct TrickyEntryReader: View {
    @Environment(\.defaultCount) private var count
    @Environment(\.default) private var plain
    @Environment(\.bigNumber) private var big
    @Environment(\.list) private var list
    var body: some View { Text("\(count) \(plain) \(big) \(list.count)") }
}

@MainActor
@Suite("Macros on tricky source")
struct TrickyMacroTests {
    @Test("@Previewable state is the preview's own state; a comment naming #Preview is ignored")
    func previewable() throws {
        let preview = try #require(PreviewCatalog.all().first { $0.name == "Previewable" })
        let host = preview.makeHost()
        try host.toggle("Power")
        #expect(host.renderScreen() == "[x] Power")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("E1: @Entry reads declarations with comments, backticks and inferred types")
    func trickyEntries() {
        #expect(ViewHost(TrickyEntryReader()).renderScreen() == "3 plain 1000 2")
    }
}
