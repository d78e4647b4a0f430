import Testing

@testable import Canopy

private struct Rows: View {
    @State var items = ["a", "b", "c"]
    @State var title = "Title"
    var body: some View {
        VStack {
            Text(title)
            VStack {
                ForEach(items, id: \.self) { item in
                    HStack { Text(item) }
                }
            }
            Button("Rename") { title = "Renamed" }
            Button("Reverse") { items.reverse() }
            Button("Drop") { items.removeLast() }
        }
    }
}

private final class TitleModel: ObservableObject {
    @Published var title = "Title"
}

private struct TitleView: View {
    @ObservedObject var model: TitleModel
    var body: some View { Text(model.title) }
}

@MainActor
@Suite("Accessibility: incremental collection")
struct AccessibilityIncrementalTests {
    @Test("Nothing is collected until a host first asks")
    func zeroCostUntilAsked() throws {
        let host = ViewHost(Rows())
        try host.tap("Rename")
        #expect(host.graph.accessibilityCollectorIfStarted == nil)
        _ = host.accessibilityTree()
        #expect(host.graph.accessibilityCollectorIfStarted != nil)
    }

    @Test("A label change recomputes only its path, not its 100 siblings")
    func labelChangeWalksItsPath() throws {
        let model = TitleModel()
        let host = ViewHost(
            VStack {
                TitleView(model: model)
                ForEach(0..<100, id: \.self) { Text("Row \($0)") }
            })
        #expect(host.accessibilityTree().elements.count == 101)
        let collector = host.graph.accessibility
        let before = collector.recomputations
        model.title = "Renamed"
        #expect(host.accessibilityTree().labels.first == "Renamed")
        // The text, then each of its ancestors up to the root, once each.
        var path = 0
        var cursor: _ViewNode? = host.graph.indexedTexts.texts(reading: "Renamed").first
        while let node = cursor {
            path += 1
            cursor = node.parent
        }
        #expect(path < 10)
        #expect(collector.recomputations - before == path)
    }

    @Test("An unchanged update recomputes nothing")
    func unchangedUpdate() throws {
        let host = ViewHost(Rows())
        _ = host.accessibilityTree()
        let collector = host.graph.accessibility
        let before = collector.recomputations
        host.flush()
        _ = host.accessibilityTree()
        #expect(collector.recomputations == before)
    }

    @Test("A ForEach reorder and removal are followed")
    func reorderAndRemoval() throws {
        let host = ViewHost(Rows())
        _ = host.accessibilityTree()
        try host.tap("Reverse")
        #expect(host.accessibilityTree().labels.prefix(4) == ["Title", "c", "b", "a"])
        try host.tap("Drop")
        #expect(host.accessibilityTree().labels.prefix(3) == ["Title", "c", "b"])
    }

    @Test("The incremental tree equals a fresh mount's after changes")
    func equalsFreshMount() throws {
        let host = ViewHost(Rows())
        _ = host.accessibilityTree()
        try host.tap("Reverse")
        try host.tap("Rename")
        let fresh = ViewHost(Rows(items: ["c", "b", "a"], title: "Renamed"))
        #expect(host.renderAccessibility() == fresh.renderAccessibility())
    }

    @Test("A released host frees its nodes while collecting")
    func released() throws {
        weak var weakHost: ViewHost?
        weak var weakNode: _ViewNode?
        do {
            let host = ViewHost(
                Text("x").accessibilityAction(named: "Go") {}.accessibilityLabel("y"))
            #expect(host.renderAccessibility() == #"staticText "y" actions="Go""#)
            weakNode = host.graph.root.children.first
            weakHost = host
        }
        #expect(weakHost == nil)
        #expect(weakNode == nil)
    }
}

private struct TenThousand: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { index in
                    Text("Row \(index)").frame(width: 100, height: 100)
                }
            }
        }
        .frame(height: 300)
    }
}

@MainActor
@Suite("Accessibility: lazy containers")
struct AccessibilityLazyTests {
    @Test("A 10,000-row lazy stack's tree holds only the rows in view, and follows a scroll")
    func onlyRowsInView() throws {
        let host = ViewHost(TenThousand(), platform: .macOS)
        host.layOut()
        #expect(host.accessibilityTree().labels == ["Row 0", "Row 1", "Row 2"])
        try host.scroll(by: 1000)
        host.layOut()
        let labels = host.accessibilityTree().labels
        #expect(!labels.isEmpty && !labels.contains("Row 0"))
        #expect(labels.first.map { $0.hasPrefix("Row 1") } == true)
    }

    @Test("Rows kept mounted out of view leave the tree; back in view they return")
    func keptRows() throws {
        let host = ViewHost(TenThousand(), platform: .macOS)
        host.layOut()
        #expect(host.accessibilityTree().labels == ["Row 0", "Row 1", "Row 2"])
        try host.scroll(by: 200)
        host.layOut()
        #expect(host.accessibilityTree().labels == ["Row 2", "Row 3", "Row 4"])
        try host.scroll(by: -200)
        host.layOut()
        #expect(host.accessibilityTree().labels == ["Row 0", "Row 1", "Row 2"])
    }
}

private struct Fitting: View {
    @State private var wide = true
    var body: some View {
        VStack {
            ViewThatFits {
                Text("A long title that needs room").fixedSize()
                Text("Short")
            }
            .frame(width: wide ? 400 : 60)
            Button("Narrow") { wide = false }
        }
    }
}

@MainActor
@Suite("Accessibility: choices made by layout")
struct AccessibilityLayoutChoiceTests {
    @Test("ViewThatFits: only the chosen view's elements, following a new choice")
    func viewThatFits() throws {
        let host = ViewHost(Fitting(), platform: .macOS)
        host.layOut()
        #expect(host.accessibilityTree().labels == ["A long title that needs room", "Narrow"])
        try host.tap("Narrow")
        host.layOut()
        #expect(host.accessibilityTree().labels == ["Short", "Narrow"])
    }
}
