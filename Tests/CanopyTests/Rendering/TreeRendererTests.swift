import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Tree renderer")
struct TreeRendererTests {
    struct Leaf: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.k) var k
        var body: some View { Text("\(scheme) \(k)") }
    }

    var tree: some View {
        VStack {
            Leaf()
            HStack { Leaf().environment(\.k, "x") }
        }
    }

    @Test("Unicode guides by default, one node per line, no trailing spaces")
    func unicodeGuides() {
        let text = ViewHost(tree).render()
        #expect(
            text == """
                VStack
                ├─ Leaf
                │  └─ Text "light default"
                └─ HStack
                   └─ Leaf .environment(\\.k, "x")
                      └─ Text "light x"
                """)
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test("ASCII guides on request")
    func asciiGuides() {
        let host = ViewHost(tree)
        expectRendered(
            host,
            """
            VStack
            |- Leaf
            |  `- Text "light default"
            `- HStack
               `- Leaf .environment(\\.k, "x")
                  `- Text "light x"
            """, options: RenderOptions(ascii: true))
    }

    @Test("With the environment option each node shows the values it read")
    func environmentAnnotations() {
        let host = ViewHost(tree, colorScheme: .dark)
        expectRendered(
            host,
            """
            VStack
            ├─ Leaf  env colorScheme=dark  env k="default"
            │  └─ Text "dark default"
            └─ HStack
               └─ Leaf .environment(\\.k, "x")  env colorScheme=dark  env k="x"
                  └─ Text "dark x"
            """, options: RenderOptions(showsEnvironment: true))
    }

    @Test("Evaluation counts on request")
    func evaluationCounts() {
        let host = ViewHost(tree)
        host.colorScheme = .dark
        expectRendered(
            host,
            """
            VStack
            ├─ Leaf  evals=2
            │  └─ Text "dark default"
            └─ HStack
               └─ Leaf .environment(\\.k, "x")  evals=2
                  └─ Text "dark x"
            """, options: RenderOptions(showsEvaluationCounts: true))
    }

    @Test("The same tree renders the same bytes every time")
    func deterministic() {
        let first = ViewHost(tree).render(RenderOptions(showsEnvironment: true))
        let second = ViewHost(tree).render(RenderOptions(showsEnvironment: true))
        #expect(first == second)
    }

    @Test("Past the indentation limit lines show their depth instead of growing")
    func deepIndentation() {
        var view = AnyView(Text("leaf"))
        for _ in 0..<5 { view = AnyView(VStack { view }) }
        let host = ViewHost(view)
        expectRendered(
            host,
            """
            VStack
            └─ VStack
               └─ VStack
            ⋮[3] VStack
            ⋮[4] VStack
            ⋮[5] Text "leaf"
            """, options: RenderOptions(maxIndentDepth: 3))
    }

    @Test("Strings are quoted and escaped")
    func escaping() {
        expectRendered(ViewHost(Text("say \"hi\"\nbye")), #"Text "say \"hi\"\nbye""#)
    }
}

private struct ToneKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    fileprivate var tone: String {
        get { self[ToneKey.self] }
        set { self[ToneKey.self] = newValue }
    }
}

/// Writes `tone` around `content` directly: the write is the modifier's.
private struct ToneModifier: ViewModifier {
    let tone: String
    func body(content: Content) -> some View { content.environment(\.tone, tone) }
}

/// Writes `tone` on a stack of its own around `content`: the stack's line shows the write.
private struct FramedToneModifier: ViewModifier {
    func body(content: Content) -> some View {
        VStack { content }.environment(\.tone, "framed")
    }
}

private struct ToneReader: View {
    @Environment(\.tone) private var tone
    var body: some View { Text(tone) }
}

@MainActor
@Suite("Rendering attributes writes to their writer (E3, E4)")
struct WriteAttributionTests {
    @Test(
        "E3: a custom modifier's write around its content shows on the modifier's line, not the content's"
    )
    func customModifierWrite() {
        let host = ViewHost(
            VStack {
                ToneReader().modifier(ToneModifier(tone: "warm")).modifier(
                    ToneModifier(tone: "cool"))
                ToneReader().environment(\.tone, "direct")
            })
        #expect(
            host.render() == """
                VStack
                ├─ .modifier(ToneModifier) .environment(\\.tone, "cool")
                │  └─ .modifier(ToneModifier) .environment(\\.tone, "warm")
                │     └─ ToneReader
                │        └─ Text "warm"
                └─ ToneReader .environment(\\.tone, "direct")
                   └─ Text "direct"
                """)
    }

    @Test("E4: a write on a view the modifier's body made stays on that view's line")
    func writeOnBodyView() {
        let host = ViewHost(ToneReader().modifier(FramedToneModifier()))
        #expect(
            host.render() == """
                .modifier(FramedToneModifier)
                └─ VStack .environment(\\.tone, "framed")
                   └─ ToneReader
                      └─ Text "framed"
                """)
    }
}
