import Canopy
import CanopyTesting
import Testing

private struct ShadeKey: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

private struct Boxed: ViewModifier {
    func body(content: Content) -> some View { content.environment(\.shade, "boxed") }
}

private struct Row: View {
    let name: String
    var body: some View { Text(name) }
}

/// The same content, plain or wrapped in everything a query must see through.
private struct Screen: View {
    let wrapped: Bool
    var body: some View {
        VStack {
            if wrapped {
                AnyView(
                    HStack {
                        Text("Title"); Button("Save") {}
                    }.padding()
                )
                .modifier(Boxed())
            } else {
                HStack {
                    Text("Title"); Button("Save") {}
                }
            }
            ForEach(["a", "b"], id: \.self) { Row(name: $0) }
            Text("Footer").id("footer").environment(\.shade, "dark")
        }
    }
}

@MainActor
@Suite("Queries: find views by text, type and id (issue 13)")
struct QueryTests {
    @Test("Texts and titled controls are found by what they show; types and ids too")
    func findByTextTypeAndID() throws {
        let host = ViewHost(Screen(wrapped: false))
        #expect(try host.find(text: "Title").typeName == "Text")
        #expect(try host.find(text: "Save").typeName == "Button")
        #expect(try host.find(Button<Text>.self).text == "Save")
        #expect(host.findAll(Text.self).map(\.text) == ["Title", "a", "b", "Footer"])
        #expect(host.findAll(Row.self).count == 2)
        #expect(try host.find(viewWithId: "b").texts == ["b"])
        #expect(try host.find(viewWithId: "footer").text == "Footer")
        #expect(try host.find(.named("HStack")).children.map(\.typeName) == ["Text", "Button"])
    }

    @Test("An inserted AnyView or modifier changes nothing a query sees")
    func wrappersAreSeenThrough() throws {
        for wrapped in [false, true] {
            let host = ViewHost(Screen(wrapped: wrapped))
            let save = try host.find(text: "Save")
            #expect(save.parent?.typeName == "HStack")
            #expect(save.pathToRoot.map(\.typeName) == ["Button", "HStack", "VStack", "Screen"])
            #expect(try host.find(viewWithId: "a").parent?.typeName == "VStack")
            #expect(host.findAll(Text.self).count == 4)
        }
    }

    @Test("Queries scoped to a view search inside it only")
    func scopedQueries() throws {
        let host = ViewHost(Screen(wrapped: false))
        let stack = try host.find(.named("HStack"))
        #expect(try stack.find(text: "Save").typeName == "Button")
        #expect(throws: InspectionError.self) { try stack.find(text: "Footer") }
        #expect(stack.findAll(Text.self).map(\.text) == ["Title"])
    }

    @Test("A query that finds nothing lists near matches; one that finds several names them")
    func errorsExplain() throws {
        let host = ViewHost(Screen(wrapped: false))
        let missing = #expect(throws: InspectionError.self) { try host.find(text: "save") }
        #expect(missing?.matchCount == 0)
        #expect(missing?.nearMatches == [#""Save""#])
        #expect(
            missing?.description
                == #"No view in the host is a view showing "save". Near matches: "Save"."#)
        let typo = #expect(throws: InspectionError.self) { try host.find(.named("HStak")) }
        #expect(typo?.nearMatches == ["HStack", "VStack"])
        let several = #expect(throws: InspectionError.self) { try host.find(Row.self) }
        #expect(several?.matchCount == 2)
        #expect(several?.nearMatches == [#"Screen/VStack/Row["a"]"#, #"Screen/VStack/Row["b"]"#])
    }

    @Test("E1/E3/E4: a found view's environment is what its @Environment properties see")
    func environmentProbe() throws {
        let host = ViewHost(Screen(wrapped: true).environment(\.colorScheme, .dark))
        #expect(try host.find(text: "Footer").environment(\.shade) == "dark")
        #expect(try host.find(text: "Save").environment(\.shade) == "boxed")
        #expect(try host.find(viewWithId: "a").environment(\.shade) == "none")
        #expect(try host.find(text: "Title").environment(\.colorScheme) == .dark)
    }

    @Test(
        "A found view renders its subtree; hosts and views print their tree in failed expectations")
    func renderingAndDescriptions() throws {
        let host = ViewHost(Screen(wrapped: false))
        let row = try host.find(viewWithId: "a")
        #expect(
            row.render() == """
                Row
                └─ Text "a"
                """)
        #expect(row.description == #"Screen/VStack/Row["a"]"#)
        #expect(row.testDescription == row.render())
        #expect(host.testDescription == host.render())
    }
}

private struct QueryNoteApp: App {
    var body: some Scene {
        WindowGroup { QueryNoteWindow() }
    }
}

private struct QueryNoteWindow: View {
    @State private var count = 0
    var body: some View { Button("Note \(count)") { count += 1 } }
}

@MainActor
@Suite("Queries across an app's windows (issue 13)")
struct AppQueryTests {
    @Test("S1: an app host searches every open window in order; a window's host searches itself")
    func appAndWindowScopes() throws {
        let app = AppHost(QueryNoteApp())
        try app.openWindow()
        try app.window(2).tap("Note 0")
        #expect(app.findAll(Button<Text>.self).map(\.text) == ["Note 0", "Note 1"])
        #expect(try app.window(2).find(Button<Text>.self).text == "Note 1")
        #expect(try app.windows[0].find(Button<Text>.self).text == "Note 0")
        let scoped = #expect(throws: InspectionError.self) {
            try app.windows[1].find(text: "Note 0")
        }
        #expect(scoped?.scope == "window 2")
        let error = #expect(throws: InspectionError.self) {
            try app.window(1).find(text: "Note 1")
        }
        #expect(
            error?.description
                == #"No view in the host is a view showing "Note 1". Near matches: "Note 0"."#)
    }
}

@MainActor
@Suite("Provenance: why a view sees an environment value (E4, E6)")
struct EnvironmentProvenanceTests {
    @Test("E6: a transform reads the value above it; E4: the write above overrides the default")
    func transformChain() throws {
        let host = ViewHost(
            VStack {
                Row(name: "x").transformEnvironment(\.shade) { $0 += "+" }
            }
            .environment(\.shade, "base"))
        let explained = try host.find(Row.self).explain(\.shade)
        #expect(
            explained.description == """
                \\.shade at VStack/Row
                  = "base+"
                  1. .transformEnvironment(\\.shade) → "base+" at VStack/Row
                     read "base" (from 2), wrote "base+"
                  2. .environment(\\.shade, "base") at VStack
                     wrote "base", overriding the default
                  default "none"
                """)
    }
}

private struct ProbeTagsKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

private struct Tagged: View {
    var body: some View {
        VStack {
            Text("a").preference(key: ProbeTagsKey.self, value: ["a"])
            HStack {
                Text("b").preference(key: ProbeTagsKey.self, value: ["b"])
                Text("c").preference(key: ProbeTagsKey.self, value: ["c"])
            }
            .preference(key: ProbeTagsKey.self, value: ["bc"])
            Text("d").transformPreference(ProbeTagsKey.self) { $0.append("d") }
            Text("e")
        }
    }
}

@MainActor
@Suite("Probes and provenance for preferences (P2, P3, P4, P5)")
struct PreferenceProbeTests {
    @Test(
        "P2/P4: a subtree's value folds its writers in tree order; a replacing writer hides its content"
    )
    func probe() throws {
        let host = ViewHost(Tagged())
        #expect(try host.find(Tagged.self).preference(ProbeTagsKey.self) == ["a", "bc", "d"])
        #expect(try host.find(.named("HStack")).preference(ProbeTagsKey.self) == ["bc"])
        #expect(try host.find(text: "b").preference(ProbeTagsKey.self) == ["b"])
        #expect(try host.find(text: "e").preference(ProbeTagsKey.self) == [])
    }

    @Test(
        "P4/P5: the explanation lists every writer in tree order and who replaced whom; siblings of one type are told apart by #N"
    )
    func explanation() throws {
        let host = ViewHost(Tagged())
        let explained = try host.find(Tagged.self).explainPreference(ProbeTagsKey.self)
        #expect(
            explained.description == """
                probeTags from Tagged
                  = ["a", "bc", "d"]
                  1. .preference(key: ProbeTagsKey.self, value: ["a"]) at Tagged/VStack/Text#1
                  2. .preference(key: ProbeTagsKey.self, value: ["bc"]) at Tagged/VStack/HStack
                  3. .preference(key: ProbeTagsKey.self, value: ["b"]) at Tagged/VStack/HStack/Text#1 — replaced by 2
                  4. .preference(key: ProbeTagsKey.self, value: ["c"]) at Tagged/VStack/HStack/Text#2 — replaced by 2
                  5. .transformPreference(ProbeTagsKey.self): [] → ["d"] at Tagged/VStack/Text#2
                """)
        let empty = try host.find(text: "e").explainPreference(ProbeTagsKey.self)
        #expect(empty.writers.isEmpty)
        #expect(empty.description.hasSuffix("nothing inside writes it: the default"))
    }
}

@MainActor
@Suite("Focused value probe (F5, F6)")
struct FocusedValueProbeTests {
    @Test("F5: a found view sees the focused field's value, or the outer publisher's")
    func probe() throws {
        let host = ViewHost(NestedPublishers())
        let reader = try host.find(DocumentReader.self)
        #expect(reader.focusedValue(\.document) == nil)
        try host.focus("TF1")
        #expect(reader.focusedValue(\.document) == "A")
        try host.focus("TF2")
        #expect(reader.focusedValue(\.document) == "Outer")
    }

    @Test("F6: a scene publisher is visible wherever focus is")
    func scene() throws {
        let host = ViewHost(ScenePublisher())
        try host.focus("Other")
        #expect(try host.find(DocumentReader.self).focusedValue(\.document) == "scene")
        try host.focus("Field")
        #expect(try host.find(DocumentReader.self).focusedValue(\.document) == "view")
    }
}

private struct PaddedRows: View {
    @State private var rows = ["x", "y"]
    var body: some View {
        VStack {
            Button("Drop") { rows.removeFirst() }
            ForEach(rows, id: \.self) { Text($0).padding() }
            Text("solo").padding().id(5)
        }
    }
}

@MainActor
@Suite("Queries after updates, identities on modifiers (L2)")
struct QueryEdgeTests {
    @Test("L2: an id given to a modifier around a view names the view")
    func idsThroughModifiers() throws {
        let host = ViewHost(PaddedRows())
        #expect(try host.find(viewWithId: "y").text == "y")
        #expect(try host.find(viewWithId: 5).text == "solo")
        #expect(try host.find(viewWithId: "y").path == #"PaddedRows/VStack/Text["y"]"#)
    }

    @Test("A view found before an update that removed it says so instead of reading freed state")
    func removedView() throws {
        let host = ViewHost(PaddedRows())
        let first = try host.find(viewWithId: "x")
        #expect(first.isInTree)
        try host.tap("Drop")
        #expect(!first.isInTree)
        #expect(first.description == "Text (no longer in its tree)")
        #expect(first.typeName == "Text")
        // Reading what it shows records an issue and answers as an empty view: the test
        // fails, the process does not stop.
        withKnownIssue("the view was removed") {
            #expect(first.text == nil)
            #expect(first.frame() == nil)
        }
    }

    @Test("A view read after its host was released records an issue; the process goes on")
    func releasedHost() throws {
        var host: ViewHost? = ViewHost(PaddedRows())
        let first = try #require(host).find(viewWithId: "x")
        host = nil
        #expect(!first.isInTree)
        withKnownIssue("the host went away") {
            #expect(first.texts.isEmpty)
        }
    }
}
