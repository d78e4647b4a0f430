import Testing

@testable import Canopy

private final class ListModel: ObservableObject {
    @Published var title = "Title"
    @Published var rows = (0..<100).map { "Row \($0)" }
    @Published var priority = 0.0
    @Published var on = false
}

private struct FixedTitle: View {
    @ObservedObject var model: ListModel
    var body: some View {
        // A frame that keeps the title's place when its text changes.
        Text(model.title).frame(width: 300, alignment: .leading)
    }
}

private struct ModelList: View {
    @ObservedObject var model: ListModel
    var body: some View {
        VStack(alignment: .leading) {
            FixedTitle(model: model)
            ForEach(model.rows, id: \.self) { Text($0) }
            Text("Last").accessibilitySortPriority(model.priority)
            Toggle("Switch", isOn: .constant(model.on))
            VStack {
                Text("Inner \(model.title)")
                Text("Other")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Group")
        }
    }
}

private final class RowModel: ObservableObject {
    @Published var middle = "b"
}

private struct CentredRow: View {
    @ObservedObject var model: RowModel
    var body: some View {
        VStack {
            HStack {
                Text("a")
                Text(model.middle)
                Text("c")
            }
            .frame(width: 400)
            ForEach(0..<20, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// D80: reading the tree again makes only what changed, and sorts only the levels whose
/// items moved; what it reads always equals the tree resolved whole.
@MainActor
@Suite("Accessibility: reading kept between reads (D80)")
struct AccessibilityReadingCacheTests {
    @Test("D80: reading again with nothing changed makes nothing and sorts nothing")
    func unchangedRead() {
        let host = ViewHost(ModelList(model: ListModel()), platform: .macOS)
        let first = host.accessibilityTree()
        let before = host.accessibilityReadWork
        let again = host.accessibilityTree()
        #expect(again == first)
        // The toggle's value is read from the control at every read, so it is made again.
        #expect(host.accessibilityReadWork.nodesMade - before.nodesMade == 1)
        #expect(host.accessibilityReadWork.sorts == before.sorts)
    }

    @Test("D80: one label change in place makes one element and sorts no level")
    func labelChangeInPlace() {
        let model = ListModel()
        let host = ViewHost(ModelList(model: model), platform: .macOS)
        _ = host.accessibilityTree()
        let before = host.accessibilityReadWork
        model.rows[50] = "Changed"
        let tree = host.accessibilityTree()
        #expect(tree.labels[51] == "Changed")
        #expect(tree == host._freshAccessibilityTree())
        // The changed row, and the toggle read live.
        #expect(host.accessibilityReadWork.nodesMade - before.nodesMade == 2)
        #expect(host.accessibilityReadWork.sorts == before.sorts)
    }

    @Test("D80: a change inside a container remakes the container's level, not the window's")
    func changeInContainer() {
        let model = ListModel()
        let host = ViewHost(ModelList(model: model), platform: .macOS)
        _ = host.accessibilityTree()
        let before = host.accessibilityReadWork
        model.title = "Renamed"
        let tree = host.accessibilityTree()
        #expect(tree.labels.first == "Renamed")
        #expect(tree.labels.contains("Inner Renamed"))
        #expect(tree == host._freshAccessibilityTree())
        // The title, the inner text, its container, and the toggle; at most the container's
        // level is sorted again (its text's place moved), never the window's 100 rows.
        #expect(host.accessibilityReadWork.nodesMade - before.nodesMade == 4)
        #expect(host.accessibilityReadWork.sorts - before.sorts <= 1)
    }

    @Test("D80, A12: a priority change sorts the level again")
    func priorityChange() {
        let model = ListModel()
        let host = ViewHost(ModelList(model: model), platform: .macOS)
        #expect(host.accessibilityTree().labels.first == "Title")
        let before = host.accessibilityReadWork
        model.priority = 1
        let tree = host.accessibilityTree()
        #expect(tree.labels.first == "Last")
        #expect(tree == host._freshAccessibilityTree())
        #expect(host.accessibilityReadWork.sorts > before.sorts)
    }

    @Test("D80: rows that come, go and move read as a fresh resolution does")
    func rowsComeAndGo() {
        let model = ListModel()
        let host = ViewHost(ModelList(model: model), platform: .macOS)
        _ = host.accessibilityTree()
        model.rows.removeFirst(10)
        #expect(host.accessibilityTree() == host._freshAccessibilityTree())
        model.rows.reverse()
        #expect(host.accessibilityTree() == host._freshAccessibilityTree())
        #expect(host.accessibilityTree().labels[1] == "Row 99")
        model.rows.append("New")
        model.on = true
        let tree = host.accessibilityTree()
        #expect(tree == host._freshAccessibilityTree())
        #expect(tree.elements.first { $0.label == "Switch" }?.value == "1")
    }

    @Test("D80, D76: items that move along their line order that line again, not the level")
    func movesAlongALine() {
        let model = RowModel()
        let host = ViewHost(CentredRow(model: model), platform: .macOS)
        #expect(host.accessibilityTree().labels.prefix(3) == ["a", "b", "c"])
        let before = host.accessibilityReadWork
        let lines = host.accessibilityReadLineSorts
        // A longer middle text moves its neighbours sideways in the centred row.
        model.middle = "a much longer middle"
        let tree = host.accessibilityTree()
        #expect(tree.labels.prefix(3) == ["a", "a much longer middle", "c"])
        #expect(tree == host._freshAccessibilityTree())
        #expect(host.accessibilityReadWork.sorts == before.sorts)
        #expect(host.accessibilityReadLineSorts == lines + 1)
    }

    private final class DirectionModel: ObservableObject {
        @Published var direction = LayoutDirection.leftToRight
    }

    private struct FlippingRow: View {
        @ObservedObject var model: DirectionModel
        var body: some View {
            HStack {
                Text("a")
                VStack { Text("b") }.environment(\.layoutDirection, model.direction)
            }
        }
    }

    @Test("D80, D76: a view's layout direction changing with no frame moving reads its place again")
    func directionChangeWithoutFrames() {
        let model = DirectionModel()
        let host = ViewHost(FlippingRow(model: model), platform: .macOS)
        #expect(host.accessibilityTree().labels == ["a", "b"])
        model.direction = .rightToLeft
        let tree = host.accessibilityTree()
        #expect(tree == host._freshAccessibilityTree())
    }

    private final class GapModel: ObservableObject {
        @Published var gap = 10.0
    }

    /// Three containers, each inside the one before, below a gap that moves them all.
    private struct NestedContainers: View {
        @ObservedObject var model: GapModel
        var body: some View {
            VStack {
                Color.clear.frame(height: model.gap)
                VStack {
                    Text("one")
                    VStack {
                        Text("two")
                        VStack { Text("three") }
                            .accessibilityElement(children: .contain)
                    }
                    .accessibilityElement(children: .contain)
                }
                .accessibilityElement(children: .contain)
            }
        }
    }

    @Test("D80: when frames move, each kept level of nested containers is brought up to date once")
    func nestedLevelsUpdatedOnce() {
        let model = GapModel()
        let host = ViewHost(NestedContainers(model: model), platform: .macOS)
        _ = host.accessibilityTree()
        let before = host.accessibilityReadLevelUpdates
        model.gap = 40
        let tree = host.accessibilityTree()
        #expect(tree == host._freshAccessibilityTree())
        #expect(tree.labels.contains("three"))
        // The window's level and the three containers' levels.
        #expect(host.accessibilityReadLevelUpdates - before == 4)
    }
}
