import Canopy
import CanopyTesting
import Testing

struct WidthKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

@MainActor
@Suite("The update-loop guard (P8, D7)")
struct PreferenceLoopTests {
    struct Loop: View {
        let log: EventLog
        @State var w = 0
        var body: some View {
            Color.clear.frame(width: Double(w)).preference(key: WidthKey.self, value: w)
                .onPreferenceChange(WidthKey.self) { value in
                    log.events.append("\(value)")
                    w = value + 1
                }
        }
    }

    @Test("P8: a reader that keeps changing the value it observes runs at most twice per update")
    func readerLoopIsCutOff() {
        let log = EventLog()
        let host = ViewHost(Loop(log: log))
        #expect(log.events == ["0", "1"])
        let loops = host.diagnostics.filter { $0.kind == .updateLoop }
        #expect(loops.count == 1)
        #expect(
            loops.first?.message
                == "Bound preference WidthKey tried to update multiple times per frame; further updates were dropped. Reader: Loop/Color. Writer: Loop/Color"
        )
    }

    @Test("P8: the next update allows two more dispatches, and the diagnostic is recorded once")
    func nextFrameContinues() {
        let log = EventLog()
        let host = ViewHost(Loop(log: log))
        host.update(root: Loop(log: log))
        host.colorScheme = .dark
        host.flush()
        #expect(host.diagnostics.filter { $0.kind == .updateLoop }.count == 1)
        #expect(host.render().hasPrefix("Loop"))
    }
}

@MainActor
@Suite("preferredColorScheme (E10)")
struct PreferredColorSchemeTests {
    @Test(
        "E10: the window resolves to the first non-nil preference; every view reads it, siblings included"
    )
    func resolvesForTheWindow() {
        let host = ViewHost(
            VStack {
                Text("First").preferredColorScheme(.light).preferredColorScheme(nil)
                Text("Second").preferredColorScheme(.dark)
                Text("Third").preferredColorScheme(.light)
                Reader(\.colorScheme)
            })
        #expect(host.preferredColorScheme == .dark)
        #expect(host.effectiveColorScheme == .dark)
        #expect(host.render().contains("Text \"dark\""))
        let other = ViewHost(Reader(\.colorScheme))
        #expect(other.render() == "Reader\n└─ Text \"light\"")
    }

    struct Parent: View {
        var body: some View {
            VStack {
                Reader(\.colorScheme, label: "ancestor's sibling")
                Child()
            }
        }
    }

    struct Child: View {
        @State var dark = false
        var body: some View {
            Toggle("Dark", isOn: $dark).preferredColorScheme(dark ? .dark : nil)
        }
    }

    @Test("E10: a preference set deep inside reaches the writer's ancestors and their siblings")
    func reachesAncestors() throws {
        let host = ViewHost(Parent())
        #expect(host.render().contains("ancestor's sibling: light"))
        try host.toggle("Dark")
        #expect(host.render().contains("ancestor's sibling: dark"))
        try host.toggle("Dark")
        #expect(host.render().contains("ancestor's sibling: light"))
    }

    @Test("E10: an outer nil overrides an inner preference (replace semantics)")
    func outerNilOverrides() {
        let host = ViewHost(
            VStack { Text("x").preferredColorScheme(.dark) }.preferredColorScheme(nil),
            colorScheme: .light)
        #expect(host.preferredColorScheme == nil)
        #expect(host.effectiveColorScheme == .light)
    }

    @Test("E10: environment(\\.colorScheme) changes only its subtree, unlike preferredColorScheme")
    func environmentWriteIsLocal() {
        let host = ViewHost(
            VStack {
                Reader(\.colorScheme).environment(\.colorScheme, .dark)
                Reader(\.colorScheme)
            })
        #expect(host.preferredColorScheme == nil)
        #expect(host.render().contains("Text \"dark\""))
        #expect(host.render().contains("Text \"light\""))
    }
}

/// A summing key for the rendering test (ListKey's reduce log belongs to the P2 tests).
struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@MainActor
@Suite("Rendering preferences")
struct PreferenceRenderingTests {
    @Test("Each line can show the preference values its subtree produced")
    func annotations() {
        let host = ViewHost(
            VStack {
                Text("A").preference(key: SumKey.self, value: 1)
                Text("B")
                HStack {
                    Text("C").preference(key: SumKey.self, value: 2)
                    Text("D").preference(key: TitleKey.self, value: "Inbox")
                }
            })
        expectRendered(
            host,
            """
            VStack  pref sum=3  pref title="Inbox"
            ├─ Text "A"  pref sum=1
            ├─ Text "B"
            └─ HStack  pref sum=2  pref title="Inbox"
               ├─ Text "C"  pref sum=2
               └─ Text "D"  pref title="Inbox"
            """, options: RenderOptions(showsPreferences: true))
    }

    /// A header whose body is dynamic content: an `if` produces a key's default for a key
    /// nothing inside it wrote (P3).
    struct Header: View {
        let compact: Bool
        var body: some View {
            if compact { Text("compact") } else { Text("regular") }
        }
    }

    @Test("A subtree no writer is in prints no value, though dynamic content fills the default in")
    func noWriterNoValue() {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Header(compact: false)
                    Text("B").preference(key: SumKey.self, value: 2)
                }
                .navigationTitle("Inbox")
            })
        expectRendered(
            host,
            """
            NavigationStack title:"Inbox"  pref navigationTitle="Inbox"  pref sum=2
            └─ VStack  pref navigationTitle="Inbox"  pref sum=2
               ├─ Header
               │  └─ Text "regular"
               └─ Text "B"  pref sum=2
            """, options: RenderOptions(showsPreferences: true))
    }

    @Test("A writer that writes the key's default still shows it, and so do the views above it")
    func explicitDefaultShows() {
        let host = ViewHost(
            VStack {
                Header(compact: true)
                Text("Z").preference(key: SumKey.self, value: 0)
            })
        expectRendered(
            host,
            """
            VStack  pref sum=0
            ├─ Header
            │  └─ Text "compact"
            └─ Text "Z"  pref sum=0
            """, options: RenderOptions(showsPreferences: true))
    }
}

@MainActor
@Suite("Incremental preferences")
struct IncrementalPreferenceTests {
    struct Leaf: View {
        let index: Int
        @State var value = 1
        var body: some View {
            Button("leaf \(index): \(value)") { value += 1 }
                .preference(key: SumKey.self, value: value)
        }
    }

    struct Tree: View {
        let received: Received<Int>
        var body: some View {
            VStack {
                ForEach(0..<10) { group in
                    VStack { ForEach(0..<10) { Leaf(index: group * 10 + $0) } }
                }
            }
            .onPreferenceChange(SumKey.self) { received.values.append($0) }
        }
    }

    @Test("A change at one leaf recomputes only its path to the root")
    func onlyThePathIsRecomputed() throws {
        let received = Received<Int>()
        let host = ViewHost(Tree(received: received))
        #expect(received.values == [100])
        let afterMount = host.preferenceRecomputationCount
        #expect(afterMount >= 100)  // every writer and its ancestors, once
        try host.tap("leaf 42: 1")
        #expect(received.values == [100, 101])
        let forOneLeaf = host.preferenceRecomputationCount - afterMount
        // The leaf's writer and each ancestor up to the reader: about a dozen, not all 225.
        #expect(forOneLeaf < 20)
    }

    @Test("Recombination stops where a value did not change")
    func stopsEarly() throws {
        struct MaxLeaf: View {
            @State var value = 1
            var body: some View {
                Button("bump \(value)") { value += 1 }.preference(key: WidthKey.self, value: 0)
            }
        }
        let host = ViewHost(
            VStack { VStack { VStack { MaxLeaf() } } }.onPreferenceChange(WidthKey.self) { _ in })
        let before = host.preferenceRecomputationCount
        try host.tap("bump 1")
        // The writer's value (0) did not change: nothing above it is recomputed.
        #expect(host.preferenceRecomputationCount - before <= 1)
    }
}

@MainActor
@Suite("Loop diagnostics name what is involved (P8, D7)")
struct LoopDiagnosticNamingTests {
    struct Rewrites: View {
        @State var value = 0
        var body: some View {
            VStack {
                Button("start") { value = 1 }
                Text("value \(value)").onChange(of: value) { _, new in value = new + 1 }
            }
        }
    }

    @Test(
        "P8/D7: an onChange that rewrites its own value is cut off, naming the action and the view it changes"
    )
    func onChangeNamesItsWriter() throws {
        let host = ViewHost(Rewrites())
        try host.tap("start")
        let loops = host.diagnostics.filter { $0.kind == .updateLoop }
        #expect(loops.count == 1)
        #expect(
            loops.first?.message
                == "onChange(of: Int) action tried to update multiple times per frame; further updates were dropped. Reader: Rewrites/VStack/Text. Writer: the onChange(of: Int) action at Rewrites/VStack/Text, invalidating Rewrites"
        )
    }
}
