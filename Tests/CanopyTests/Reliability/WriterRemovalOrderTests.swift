import Canopy
import CanopyTesting
import Testing

struct DeepFlagKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var deepFlag: Bool {
        get { self[DeepFlagKey.self] }
        set { self[DeepFlagKey.self] = newValue }
    }
}

@MainActor
@Suite("Update order with writers leaving, modifiers and deep siblings")
struct WriterRemovalOrderTests {
    struct Writers: View {
        @State var items = ["a", "b"]
        var body: some View {
            VStack {
                Button("clear") { items = [] }
                ForEach(items, id: \.self) { item in
                    Text(item).preferredColorScheme(.dark).preference(key: SumKey.self, value: 1)
                }
            }
        }
    }

    @Test("P10/E10: every writer of a key leaving in one update, with every key annotated, is safe")
    func lastWritersLeaveTogether() throws {
        let host = ViewHost(Writers())
        let options = RenderOptions(showsPreferences: true)
        #expect(host.render(options).contains("pref sum=2"))
        #expect(host.effectiveColorScheme == .dark)
        try host.tap("clear")
        #expect(!host.render(options).contains("pref sum"))
        #expect(host.effectiveColorScheme == .light)
        #expect(host.diagnostics.isEmpty)
    }

    final class Theme: ObservableObject {
        @Published var name = "plain"
    }

    /// A card that observes an object and places its content inside.
    struct Card<Content: View>: View {
        @ObservedObject var theme: Theme
        let log: EventLog
        @ViewBuilder let content: Content
        var body: some View {
            let _ = log.events.append("card \(theme.name)")
            VStack {
                Text(theme.name); content
            }
        }
    }

    struct Framed: ViewModifier {
        let theme: Theme
        let log: EventLog
        func body(content: Content) -> some View {
            Card(theme: theme, log: log) { content }
        }
    }

    struct Counter: View {
        let theme: Theme
        let log: EventLog
        @State var count = 0
        var body: some View {
            VStack {
                Button("both") {
                    count += 1
                    theme.name = "bold"
                }
                Text("\(count)").modifier(Framed(theme: theme, log: log))
            }
        }
    }

    @Test(
        "L3/E7: a custom modifier's content waits for a view between them that is invalidated too")
    func placeholderWaitsForItsAncestors() throws {
        let log = EventLog()
        let host = ViewHost(Counter(theme: Theme(), log: log))
        log.events = []
        try host.tap("both")
        #expect(log.events == ["card bold"])
        #expect(host.render().contains("Text \"1\""))
        #expect(host.diagnostics.isEmpty)
    }

    struct DeepBranch: View {
        @Environment(\.deepFlag) var flag
        var body: some View {
            if flag {
                deep()
            } else {
                Text("shallow")
            }
        }

        func deep() -> AnyView {
            var view = AnyView(Text("bottom"))
            for _ in 0..<100_000 { view = AnyView(VStack { view }) }
            return view
        }
    }

    struct FlagReader: View {
        @Environment(\.deepFlag) var flag
        var body: some View { Text("flag \(flag)") }
    }

    struct Siblings: View {
        @State var flag = false
        var body: some View {
            VStack {
                Button("deepen") { flag = true }
                DeepBranch()
                FlagReader()
            }
            .environment(\.deepFlag, flag)
        }
    }

    @Test("The order check stays linear: a 100,000-level subtree mounts while a sibling waits")
    func orderCheckIsLinear() throws {
        let host = ViewHost(Siblings())
        #expect(host.checksUpdateOrder)
        try host.tap("deepen")
        let text = host.render()
        #expect(text.contains("Text \"bottom\""))
        #expect(text.contains("Text \"flag true\""))
        #expect(host.diagnostics.isEmpty)
    }

    final class Level: ObservableObject {
        @Published var value = 0
    }

    struct ObjectLoop: View {
        @ObservedObject var level: Level
        var body: some View {
            VStack {
                Button("start") { level.value = 1 }
                Text("level \(level.value)").onChange(of: level.value) { _, new in
                    level.value = new + 1
                }
            }
        }
    }

    @Test("P8/D7: an onChange that keeps changing an object names the views the object invalidates")
    func objectLoopNamesItsViews() throws {
        let host = ViewHost(ObjectLoop(level: Level()))
        try host.tap("start")
        let loop = try #require(host.diagnostics.first { $0.kind == .updateLoop })
        #expect(
            loop.message.hasSuffix(
                "Writer: the onChange(of: Int) action at ObjectLoop/VStack/Text, invalidating ObjectLoop"
            ))
    }
}
