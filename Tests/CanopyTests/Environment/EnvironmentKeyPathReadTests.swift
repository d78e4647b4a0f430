import Canopy
import CanopyTesting
import Testing

/// A box the environment holds by reference: a property that reads a field of it derives a
/// value its entry does not hold, and the field can change while the entry stays the same.
private final class CountBox: @unchecked Sendable {
    var count = 0
}

private struct CountBoxKey: EnvironmentKey {
    static let defaultValue = CountBox()
}

extension EnvironmentValues {
    fileprivate var countBox: CountBox {
        get { self[CountBoxKey.self] }
        set { self[CountBoxKey.self] = newValue }
    }

    /// Reads one key, but gives a field of its value rather than the value.
    fileprivate var boxedCount: Int { self[CountBoxKey.self].count }
}

private struct CountReader: View {
    let name: String
    @Environment(\.boxedCount) private var count

    var body: some View { Text("\(name): \(count)") }
}

/// Two readers of the same derived property below one writer; the second mounts after the
/// box's field changed, the entry (the same box) unchanged.
private struct LateReader: View {
    let box: CountBox
    @State private var showsSecond = false

    var body: some View {
        VStack {
            CountReader(name: "first")
            if showsSecond { CountReader(name: "second") }
            Button("Show") {
                box.count = 5
                showsSecond = true
            }
        }
        .environment(\.countBox, box)
    }
}

@MainActor
@Suite("@Environment reads through a key path")
struct EnvironmentKeyPathReadTests {
    @Test("A property derived from an entry runs its getter for every view that mounts")
    func derivedPropertyRunsItsGetter() throws {
        let host = ViewHost(LateReader(box: CountBox()))
        #expect(host.render().contains("Text \"first: 0\""))
        // The runtime reads a property that only forwards to its key by key, once one view
        // has read it; a property that derives a value must not get an earlier view's result.
        #expect(try host.tap("Show"))
        #expect(host.render().contains("Text \"second: 5\""))
    }

    @Test("A property that forwards to its key reads the nearest writer's value in every view")
    func forwardingPropertyReadsTheNearestWriter() {
        let host = ViewHost(
            VStack {
                Reader(\.k, label: "a")
                Reader(\.k, label: "b")
                VStack {
                    Reader(\.k, label: "c")
                    Reader(\.k, label: "d")
                }
                .environment(\.k, "inner")
                Reader(\.k, label: "e")
            }
            .environment(\.k, "outer"))
        let rendered = host.render()
        for (label, value) in [
            ("a", "outer"), ("b", "outer"), ("c", "inner"), ("d", "inner"), ("e", "outer"),
        ] {
            #expect(rendered.contains("Text \"\(label): \(value)\""))
        }
    }
}
