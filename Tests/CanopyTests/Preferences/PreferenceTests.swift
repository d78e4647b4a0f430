import Canopy
import CanopyTesting
import Testing

/// The spec's `K`: an array key that records every `reduce` call.
struct ListKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        let next = nextValue()
        ReduceLog.calls.append("\(value)+\(next)")
        value += next
    }
}

/// The spec's `S`: a deliberately wrong reducer (`value = nextValue()`), to show P3.
struct BadStringKey: PreferenceKey {
    static let defaultValue = "default"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// An optional key whose default is left out (P1).
struct TitleKey: PreferenceKey {
    typealias Value = String?
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

/// An optional key that keeps its first non-`nil` value and logs every `reduce` call.
struct LoggedTitleKey: PreferenceKey {
    typealias Value = String?
    static func reduce(value: inout String?, nextValue: () -> String?) {
        let next = nextValue()
        ReduceLog.calls.append("\(value ?? "nil")+\(next ?? "nil")")
        value = value ?? next
    }
}

/// `reduce` is nonisolated; the suites that read this log are serialized on the main actor.
enum ReduceLog {
    nonisolated(unsafe) static var calls: [String] = []
}

/// Records what a reader received, in order.
@MainActor
final class Received<Value> {
    var values: [Value] = []
}

@MainActor
@Suite("Preferences flow up (P1–P7, P10)", .serialized)
struct PreferenceTests {
    init() { ReduceLog.calls = [] }

    @Test("P1: an optional key's default may be left out and is nil")
    func optionalDefault() {
        #expect(TitleKey.defaultValue == nil)
    }

    @Test("P2: siblings reduce in tree order; a child that writes nothing is skipped")
    func siblingsInTreeOrder() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            VStack {
                Text("A").preference(key: ListKey.self, value: [1])
                Text("x")
                Text("B").preference(key: ListKey.self, value: [2])
                Text("C").preference(key: ListKey.self, value: [3])
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values == [[1, 2, 3]])
        #expect(ReduceLog.calls == ["[1]+[2]", "[1, 2]+[3]"])
    }

    @Test("P2: a single writer means zero reduce calls")
    func singleWriter() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            VStack {
                Text("A").preference(key: ListKey.self, value: [7]); Text("B")
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values == [[7]])
        #expect(ReduceLog.calls.isEmpty)
    }

    @Test(
        "P2: an optional key's nil from the first writer is its value: the next one reduces into it"
    )
    func optionalNilIsAValue() {
        let seen = Received<String?>()
        _ = ViewHost(
            VStack {
                Text("A").preference(key: LoggedTitleKey.self, value: nil)
                Text("B").preference(key: LoggedTitleKey.self, value: "b")
                Text("C").preference(key: LoggedTitleKey.self, value: "c")
            }
            .onPreferenceChange(LoggedTitleKey.self) { seen.values.append($0) })
        // A skipped nil would have made "b" the accumulator: one reduce, and "b" kept.
        #expect(ReduceLog.calls == ["nil+b", "b+c"])
        #expect(seen.values == ["b"])
    }

    @Test("P3: dynamic content feeds the default into reduce, which a bad reducer gets wrong")
    func dynamicContentFeedsDefault() {
        let seen = Received<String>()
        _ = ViewHost(
            Color.red.preference(key: BadStringKey.self, value: "non-default")
                .overlay { if true { Color.green } }
                .onPreferenceChange(BadStringKey.self) { seen.values.append($0) })
        #expect(seen.values == ["default"])
    }

    @Test("P4: .preference replaces what its content wrote; of two chained writers the outer wins")
    func writerReplaces() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            VStack {
                VStack {
                    Text("A").preference(key: ListKey.self, value: [1])
                    Text("B").preference(key: ListKey.self, value: [2])
                }
                .preference(key: ListKey.self, value: [99])
                Text("t").preference(key: ListKey.self, value: [1]).preference(
                    key: ListKey.self, value: [2])
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values == [[99, 2]])
        #expect(ReduceLog.calls == ["[99]+[2]"])
    }

    @Test("P5: transformPreference receives the content's value, or the default")
    func transform() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            VStack {
                VStack {
                    Text("A").preference(key: ListKey.self, value: [1])
                    Text("B").preference(key: ListKey.self, value: [2])
                }
                .transformPreference(ListKey.self) { $0.append(3) }
                Text("t").transformPreference(ListKey.self) { $0.append(4) }
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values == [[1, 2, 3, 4]])
    }

    @Test("P5: stacked transforms run innermost first")
    func stackedTransforms() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            Text("t")
                .transformPreference(ListKey.self) { $0.append(1) }
                .transformPreference(ListKey.self) { $0.append(2) }
                .onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values == [[1, 2]])
    }

    @Test("P6: a reader sees only its own content, and the key keeps flowing up past it")
    func readersSeeTheirContent() {
        let inner = Received<[Int]>()
        let outer = Received<[Int]>()
        _ = ViewHost(
            VStack {
                Text("X").preference(key: ListKey.self, value: [1])
                    .onPreferenceChange(ListKey.self) { inner.values.append($0) }
                Text("Y").preference(key: ListKey.self, value: [2])
            }
            .onPreferenceChange(ListKey.self) { outer.values.append($0) })
        #expect(inner.values == [[1]])
        #expect(outer.values == [[1, 2]])
    }

    @Test("P6: overlayPreferenceValue builds a view from the content's value")
    func overlayPreferenceValue() {
        let host = ViewHost(
            VStack {
                Text("A").preference(key: ListKey.self, value: [1])
                Text("B").preference(key: ListKey.self, value: [2])
            }
            .overlayPreferenceValue(ListKey.self) { values in Text("sum \(values.reduce(0, +))") })
        expectRendered(
            host,
            """
            VStack .overlay(Text "sum 3")
            ├─ Text "A"
            └─ Text "B"
            """)
    }

    @Test("P6: backgroundPreferenceValue builds a view from the content's value")
    func backgroundPreferenceValue() {
        let host = ViewHost(
            Text("A").preference(key: TitleKey.self, value: "Movies")
                .backgroundPreferenceValue(TitleKey.self) { Text($0 ?? "none") })
        expectRendered(host, #"Text "A" .background(Text "Movies")"#)
    }

    struct Changing: View {
        let seen: Received<[Int]>
        @State var value = [1]
        var body: some View {
            VStack {
                Button("Same") { value = [1] }
                Button("Two") { value = [2] }
                Color.clear.preference(key: ListKey.self, value: value)
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) }
        }
    }

    @Test("P7: fires for the first value, then only when the value changes")
    func firesOnChange() throws {
        let seen = Received<[Int]>()
        let host = ViewHost(Changing(seen: seen))
        #expect(seen.values == [[1]])
        try host.tap("Same")
        #expect(seen.values == [[1]])
        try host.tap("Two")
        #expect(seen.values == [[1], [2]])
    }

    @Test("P7: with no writer below, the reader never fires, not even with the default")
    func noWriterNoFire() {
        let seen = Received<[Int]>()
        _ = ViewHost(
            VStack { Text("a") }.onPreferenceChange(ListKey.self) { seen.values.append($0) })
        #expect(seen.values.isEmpty)
    }

    struct Titled: View {
        @State var title: String? = nil
        var body: some View {
            VStack {
                Text(title ?? "untitled")
                Text("content").preference(key: TitleKey.self, value: "Inbox")
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }

    @Test("P7: the action runs after the update and may write @State")
    func actionWritesState() {
        let host = ViewHost(Titled())
        #expect(host.render().contains("Text \"Inbox\""))
        #expect(host.diagnostics.isEmpty)
    }

    struct Conditional: View {
        let seen: Received<[Int]>
        @State var show = true
        var body: some View {
            VStack {
                Toggle("Show", isOn: $show)
                if show { Text("A").preference(key: ListKey.self, value: [1]) }
                Text("B").preference(key: ListKey.self, value: [2])
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) }
        }
    }

    @Test("P10: a writer that leaves the tree drops out of the value")
    func removedWriterDropsOut() throws {
        let seen = Received<[Int]>()
        let host = ViewHost(Conditional(seen: seen))
        try host.toggle("Show")
        #expect(seen.values == [[1, 2], [2]])
    }
}
