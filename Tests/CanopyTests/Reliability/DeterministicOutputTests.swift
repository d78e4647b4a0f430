import Canopy
import CanopyTesting
import Testing

struct TagsKey: EnvironmentKey { static let defaultValue: Set<String> = [] }
struct ScoresKey: EnvironmentKey { static let defaultValue: [String: Int] = [:] }
struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

extension EnvironmentValues {
    var tags: Set<String> {
        get { self[TagsKey.self] }
        set { self[TagsKey.self] = newValue }
    }
    var scores: [String: Int] {
        get { self[ScoresKey.self] }
        set { self[ScoresKey.self] = newValue }
    }
}

@MainActor
@Suite("Deterministic output: the same tree in the same state prints the same bytes")
struct DeterministicOutputTests {
    @Test("Sets and dictionaries print sorted, never in hash order")
    func unorderedCollections() {
        let tags: Set<String> = ["pear", "apple", "fig", "kiwi", "plum", "date", "lime", "yuzu"]
        let scores = ["b": 2, "a": 1, "d": 4, "c": 3, "f": 6, "e": 5]
        let host = ViewHost(
            VStack {
                Reader(\.tags)
                Reader(\.scores)
            }
            .environment(\.tags, tags)
            .environment(\.scores, scores))
        expectRendered(
            host,
            """
            VStack .environment(\\.tags, ["apple", "date", "fig", "kiwi", "lime", "pear", "plum", "yuzu"]) .environment(\\.scores, ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6])
            ├─ Reader
            │  └─ Text "[\\"apple\\", \\"date\\", \\"fig\\", \\"kiwi\\", \\"lime\\", \\"pear\\", \\"plum\\", \\"yuzu\\"]"
            └─ Reader
               └─ Text "[\\"a\\": 1, \\"b\\": 2, \\"c\\": 3, \\"d\\": 4, \\"e\\": 5, \\"f\\": 6]"
            """)
    }

    struct Toggled: View {
        @State var show = true
        var body: some View {
            VStack {
                Button("toggle") { show.toggle() }
                if show { Text("counted").preference(key: CountKey.self, value: 1) }
            }
        }
    }

    @Test("P10: once its last writer is gone a key is not annotated, as on a fresh mount")
    func goneWriterLeavesNoAnnotation() throws {
        let options = RenderOptions(showsPreferences: true)
        let host = ViewHost(Toggled())
        _ = host.render(options)
        try host.tap("toggle")
        let fresh = ViewHost(Toggled(show: false))
        _ = fresh.render(options)
        #expect(host.render(options) == fresh.render(options))
        #expect(!host.render(options).contains("pref count"))
        try host.tap("toggle")
        #expect(host.render(options).contains("pref count=1"))
    }

    struct TwoKeys: View {
        @State var first = true
        var body: some View {
            VStack {
                Button("swap") { first.toggle() }
                if first {
                    Text("a").preference(key: CountKey.self, value: 1)
                } else {
                    Text("b").preference(key: SumKey.self, value: 2)
                }
                Text("c").preference(key: SumKey.self, value: 3).preference(
                    key: CountKey.self, value: 4)
            }
        }
    }

    @Test(
        "A line's preference annotations are in key-name order, whatever order the keys appeared in"
    )
    func annotationOrder() throws {
        let options = RenderOptions(showsPreferences: true)
        let host = ViewHost(TwoKeys())
        _ = host.render(options)
        try host.tap("swap")
        let fresh = ViewHost(TwoKeys(first: false))
        _ = fresh.render(options)
        #expect(host.render(options) == fresh.render(options))
        #expect(host.render(options).hasPrefix("TwoKeys  pref count=4  pref sum=5"))
    }
}

@MainActor
@Suite("Escaping: text never breaks the one-node-per-line rule")
struct EscapingTests {
    func rendered(_ text: String) -> String {
        ViewHost(Text(text)).render()
    }

    @Test("A CRLF (one Character) is escaped as \\r\\n")
    func crlf() {
        #expect(rendered("a\r\nb") == #"Text "a\r\nb""#)
    }

    @Test("A quote or backslash followed by a combining mark is still escaped")
    func combiningMarks() {
        #expect(rendered("\"\u{301}") == "Text \"\\\"\u{301}\"")
        #expect(rendered("\\\u{301}") == "Text \"\\\\\u{301}\"")
    }

    @Test("Control characters, ESC, DEL, C1 controls and line separators are escaped as \\u{…}")
    func controls() {
        #expect(rendered("\u{1B}[31mred") == #"Text "\u{1B}[31mred""#)
        #expect(rendered("a\u{2028}b\u{2029}c") == #"Text "a\u{2028}b\u{2029}c""#)
        #expect(rendered("\u{0}\u{7F}\u{85}") == #"Text "\u{0}\u{7F}\u{85}""#)
        #expect(rendered("tab\there") == #"Text "tab\there""#)
    }

    @Test("Other text, accents and emoji included, goes out as written")
    func plain() {
        #expect(rendered("café 🌳 ok") == "Text \"café 🌳 ok\"")
        #expect(!rendered("x\u{1B}y\r\n\u{2028}").contains { $0.isNewline || $0 == "\u{1B}" })
    }
}

private struct SchemeWriter: View {
    @State var dark: Bool
    var body: some View {
        VStack {
            Button("flip") { dark.toggle() }
            if dark { Text("dark").preferredColorScheme(.dark) }
        }
    }
}

@MainActor
@Suite("Rendered preferences do not depend on history (issue 19)")
struct PreferenceHistoryTests {
    @Test(
        "--prefs: after the last preferredColorScheme writer leaves, the tree prints as a fresh mount"
    )
    func schemeAnnotationLeavesWithItsWriter() throws {
        var options = RenderOptions()
        options.showsPreferences = true
        let host = ViewHost(SchemeWriter(dark: true))
        #expect(host.render(options).contains("pref preferredColorScheme=dark"))
        try host.tap("flip")
        let fresh = ViewHost(SchemeWriter(dark: false))
        #expect(host.render(options) == fresh.render(options))
        #expect(!host.render(options).contains("pref"))
    }
}
