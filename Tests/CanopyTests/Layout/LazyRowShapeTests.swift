import Canopy
import CanopyTesting
import Testing

/// Rows of a lazy stack's `ForEach` that are several views (a nested `ForEach`) or none (an
/// `if` without `else`): laid out as an eager stack lays out the same views.
private struct Shaped: View {
    let lazy: Bool
    let axis: Axis
    let log: (String) -> Void

    var body: some View {
        ScrollView(axis == .vertical ? .vertical : .horizontal) {
            if lazy {
                if axis == .vertical {
                    LazyVStack(spacing: 4) { rows }
                } else {
                    LazyHStack(spacing: 4) { rows }
                }
            } else if axis == .vertical {
                VStack(spacing: 4) { rows }
            } else {
                HStack(spacing: 4) { rows }
            }
        }
    }

    private var rows: some View {
        ForEach(0..<6, id: \.self) { group in
            if group % 3 != 1 {
                ForEach(0..<group % 3 + 1, id: \.self) { item in
                    Text("\(group).\(item)").frame(width: 40, height: 30)
                        .onAppear { log("+\(group).\(item)") }
                }
            }
        }
    }
}

/// The same rows in a section of a lazy stack, or in an eager stack.
private struct SectionShaped: View {
    let lazy: Bool

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 4) { Section { rows } }
            } else {
                VStack(spacing: 4) { rows }
            }
        }
    }

    private var rows: some View {
        ForEach(0..<6, id: \.self) { group in
            if group % 3 != 1 {
                ForEach(0..<group % 3 + 1, id: \.self) { item in
                    Text("\(group).\(item)").frame(width: 40, height: 30)
                }
            }
        }
    }
}

/// 600 rows of which only every third shows anything, in a 300-point scroll view.
private struct Sparse: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<600, id: \.self) { index in
                    if index % 3 == 0 {
                        Text("Row \(index)").frame(height: 50)
                    }
                }
            }
        }
        .frame(height: 300)
    }
}

@MainActor
@Suite("G29, G6: a lazy stack's rows may be several views or none, as in an eager stack")
struct LazyRowShapeTests {
    private func frames(_ host: ViewHost) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for view in host.findAll(.named("Text")) {
            if let text = view.text, let frame = view.frame() { result[text] = frame }
        }
        return result
    }

    @Test("G29/G6: nested ForEach rows and empty rows take the places an eager stack gives them")
    func matchesEager() throws {
        for axis in [Axis.vertical, .horizontal] {
            var appeared: [String] = []
            let lazy = ViewHost(
                Shaped(lazy: true, axis: axis) { appeared.append($0) }, platform: .macOS)
            lazy.layOut()
            let eager = ViewHost(Shaped(lazy: false, axis: axis) { _ in }, platform: .macOS)
            eager.layOut()
            let expected = frames(eager)
            // Groups 1 and 4 show nothing; 0 and 3 one view, 2 and 5 three.
            #expect(expected.count == 8, "\(axis)")
            #expect(frames(lazy) == expected, "\(axis)")
            #expect(Set(appeared) == Set(expected.keys.map { "+" + $0 }), "\(axis)")
            #expect(lazy.diagnostics.isEmpty, "\(axis)")
        }
    }

    @Test("D24/G6: a section's rows of several views or none are placed as an eager stack's")
    func sectionRows() throws {
        let lazy = ViewHost(SectionShaped(lazy: true), platform: .macOS)
        let eager = ViewHost(SectionShaped(lazy: false), platform: .macOS)
        let expected = frames(eager)
        #expect(expected.count == 8)
        #expect(frames(lazy) == expected)
        #expect(lazy.diagnostics.isEmpty)
    }

    @Test("D17: lists whose rows all show nothing, one of them partly out of the window, settle")
    func emptyListsSettle() throws {
        let hidden = false
        let host = ViewHost(
            VStack {
                ForEach(0..<3, id: \.self) { _ in
                    List {
                        ForEach(0..<3, id: \.self) { _ in
                            if hidden { Text("Row") }
                        }
                    }
                    .frame(height: 300)
                }
            }, platform: .macOS)
        host.layOut()
        #expect(host.diagnostics.isEmpty)
        #expect(host.findAll(.named("List")).count == 3)
    }

    @Test("G29/D17: empty rows take no space or gap when estimating; scrolling to the end settles")
    func sparseRows() throws {
        let host = ViewHost(Sparse(), platform: .macOS)
        host.layOut()
        // 200 rows show a 50-point text, 10 apart: the content is 200 × 60 − 10 long.
        let first = try #require(try host.find(text: "Row 0").frame())
        let second = try #require(try host.find(text: "Row 3").frame())
        #expect(second.minY - first.minY == 60)
        try host.scroll(by: 100_000)
        #expect(host.first(text: "Row 597") != nil)
        // The last row's 50-point frame ends at the viewport's bottom.
        let last = try #require(try host.find(text: "Row 597").frame())
        let viewport = try #require(try host.find(.named("ScrollView")).frame())
        #expect(last.midY + 25 == viewport.maxY)
        #expect(host.diagnostics.isEmpty)
    }
}

private struct RowCount: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// 100 rows of 100 points in a 300-point scroll view, each counting itself up.
private struct Counted: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("rows on screen: \(count)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { index in
                        Text("Row \(index)").frame(height: 100)
                            .preference(key: RowCount.self, value: 1)
                    }
                }
            }
            .frame(height: 300)
        }
        .onPreferenceChange(RowCount.self) { count = $0 }
    }
}

/// A list whose rows load in several rounds of one update, each row writing to the count.
private struct LoadingList: View {
    @State var changes: [Int] = []
    var body: some View {
        VStack {
            List {
                ForEach(0..<4, id: \.self) { row in
                    ForEach(0..<row % 3, id: \.self) { item in
                        Text("\(row).\(item)").preference(key: RowCount.self, value: 1)
                    }
                }
            }
            .frame(height: 90)
            .onPreferenceChange(RowCount.self) { changes.append($0) }
            Text("changes: \(changes.map(String.init).joined(separator: " "))")
        }
    }
}

@MainActor
@Suite("P2, D17: a lazy container's rows kept off screen send no preferences")
struct LazyRowPreferenceTests {
    @Test("P8/D17: rows loading in rounds of one update deliver one final value, not a loop")
    func loadingDeliversOnce() throws {
        let host = ViewHost(LoadingList(), platform: .macOS)
        host.layOut()
        // Rows 1, 2 and 3 show 1, 2 and 0 views: three in all, delivered once.
        #expect(host.first(text: "changes: 3") != nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("P2/D17: only the rows in view flow up; scrolling changes which, kept rows included")
    func rowsInView() throws {
        let host = ViewHost(Counted(), platform: .macOS)
        host.layOut()
        #expect(host.first(text: "rows on screen: 3") != nil)
        // 350 down: rows 3–6 meet the view; rows 0–2 are kept mounted but are not on screen.
        try host.scroll(by: 350)
        #expect(host.first(text: "rows on screen: 4") != nil)
        try host.scroll(to: .zero)
        #expect(host.first(text: "rows on screen: 3") != nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("P2/D3: a row leaving the view while it waits to disappear stops sending preferences")
    func waitingRowSendsNothing() throws {
        struct NestedWriters: View {
            @State private var step = 0
            private let lists = [[1, 2, 3], [3, 1, 2], [2], [], [4, 1, 3, 2], [2, 3]]
            var body: some View {
                VStack {
                    Button("Next") { step += 1 }
                    List {
                        ForEach(lists[(step + 2) % lists.count], id: \.self) { _ in
                            Section {
                                ForEach(lists[2], id: \.self) { _ in
                                    Section {
                                        Text("row").preference(key: RowCount.self, value: 1)
                                    } header: {
                                        Text("inner")
                                    }
                                }
                            } header: {
                                Text("header")
                            } footer: {
                                Text("footer")
                            }
                        }
                    }
                    .frame(height: 90)
                }
            }
        }
        let host = ViewHost(NestedWriters(), platform: .macOS)
        for _ in 0..<4 {
            try host.tap("Next")
            _ = host.render(RenderOptions(showsPreferences: true))
            #expect(host._checkInvariants().isEmpty)
        }
        #expect(host.diagnostics.isEmpty)
    }

    @Test("P3/D17: a key only a kept row writes is not asked for: the tree prints as a fresh one")
    func keptWriterNotAsked() throws {
        struct OneWriter: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            Group {
                                if index == 0 {
                                    Text("Writer").preference(key: RowCount.self, value: 1)
                                } else {
                                    Text("Row \(index)")
                                }
                            }
                            .frame(height: 100)
                        }
                    }
                }
                .frame(height: 300)
            }
        }
        let options = RenderOptions(showsPreferences: true)
        let host = ViewHost(OneWriter(), platform: .macOS)
        host.layOut()
        #expect(host.render(options).contains("pref rowCount=1"))
        // 350 down: the writer's row is kept mounted, off screen; nothing on screen writes.
        try host.scroll(by: 350)
        #expect(host.first(text: "Writer") == nil)
        #expect(!host.render(options).contains("pref"))
        try host.scroll(to: .zero)
        #expect(host.render(options).contains("pref rowCount=1"))
        #expect(host.diagnostics.isEmpty)
    }
}

@MainActor
private final class RowLog {
    var events: [String] = []
}

private struct RowTitles: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Rows whose width grows when a reader inside them hears their preference: the first update
/// lays them out narrow, the reader's action widens them in the same update.
private struct Widening: View {
    let log: RowLog
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { row in WideningRow(row: row, log: log) }
            }
        }
        .frame(width: 60)
    }
}

private struct WideningRow: View {
    let row: Int
    let log: RowLog
    @State private var observed: [Int] = []
    var body: some View {
        VStack {
            Text("r\(row)")
                .preference(key: RowTitles.self, value: [row, row, row])
                .onAppear { log.events.append("+\(row)") }
                .onDisappear { log.events.append("-\(row)") }
                .onPreferenceChange(RowTitles.self) { observed = $0 }
            Text("p \(observed)")
        }
    }
}

/// Sections of a lazy stack whose own rows load lazily: each tap changes which sections and
/// rows there are, so rows of one section appear while rows of another leave, container after
/// container, in one update.
private struct NestedSections: View {
    let log: RowLog
    @State private var step = 0
    private let lists = [[1, 2, 3], [3, 1, 2], [2], [], [4, 1, 3, 2], [2, 3]]

    var body: some View {
        VStack {
            Button("Next") { step += 1 }
            Button("Other") {}
            Button("Another") {}
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(lists[(step + 1) % lists.count], id: \.self) { section in
                        Section {
                            ForEach(lists[(step + 1) % lists.count], id: \.self) { row in
                                VStack {
                                    ForEach(lists[row % lists.count], id: \.self) { _ in
                                        Text("cell")
                                    }
                                    VStack {
                                        Text("label")
                                        Text("\(section).\(row)")
                                            .onAppear { log.events.append("+\(section).\(row)") }
                                            .onDisappear {
                                                log.events.append("-\(section).\(row)")
                                            }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .frame(height: 300)
        }
    }
}

/// A 40-point list of sections, each loading its rows lazily, whose sections reorder on a tap:
/// a section leaves the list's view while another's row comes into it.
private struct ReorderedSections: View {
    let log: RowLog
    @State private var step = 0
    private let lists = [[1, 2, 3], [3, 1, 2]]

    var body: some View {
        VStack {
            Button("Next") { step += 1 }
            Button("Other") {}
            Button("Another") {}
            List {
                ForEach(lists[step % 2], id: \.self) { section in
                    Section {
                        ForEach(lists[0], id: \.self) { row in
                            Group {
                                if row % 2 == 0 {
                                    Text("\(section).\(row)")
                                        .onAppear { log.events.append("+\(section).\(row)") }
                                        .onDisappear {
                                            log.events.append("-\(section).\(row)")
                                        }
                                }
                            }
                        }
                    } header: {
                        EmptyView()
                    } footer: {
                        Text("footer")
                    }
                }
            }
            .frame(height: 40)
        }
    }
}

/// Sections of a lazy stack that reorder on a tap; each row holds a reader whose action sets
/// state, so rows load over several rounds of the update.
private struct ReorderedReaders: View {
    let log: RowLog
    @State private var step = 0
    private let lists = [[1, 2, 3], [3, 1, 2]]

    private struct Reader: View {
        @State private var observed: Int?
        var body: some View {
            VStack {
                Text("reader").onPreferenceChange(RowCount.self) { observed = $0 }
                Text("seen \(observed ?? 0)")
            }
        }
    }

    var body: some View {
        VStack {
            Button("Next") { step += 1 }
            Button("Other") {}
            Button("Another") {}
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(lists[step % 2], id: \.self) { section in
                        Section {
                            ForEach(lists[0], id: \.self) { row in
                                VStack {
                                    Text("top")
                                    Reader()
                                    Text("\(section).\(row)")
                                        .onAppear { log.events.append("+\(section).\(row)") }
                                        .onDisappear {
                                            log.events.append("-\(section).\(row)")
                                        }
                                }
                            }
                        } header: {
                            Text("header")
                        } footer: {
                            Text("footer")
                        }
                    }
                }
            }
            .frame(height: 300)
        }
    }
}

@MainActor
@Suite("D3, D17: lazy rows do not appear and disappear in one update")
struct LazyRowAppearanceTests {
    @Test("D3/D17: rows a reader widens as they appear end up appeared exactly when in view")
    func widenedInOneUpdate() throws {
        let log = RowLog()
        let host = ViewHost(Widening(log: log), platform: .macOS)
        host.layOut()
        // Each row appeared at most once, disappeared only after appearing, and the rows that
        // are appeared at the end are the rows on screen.
        var appeared: Set<String> = []
        for event in log.events {
            let row = String(event.dropFirst())
            if event.hasPrefix("+") {
                #expect(appeared.insert(row).inserted, "\(log.events)")
            } else {
                #expect(appeared.remove(row) != nil, "\(log.events)")
            }
        }
        let onScreen = Set((0..<3).map(String.init).filter { host.first(text: "r\($0)") != nil })
        #expect(appeared == onScreen, "\(log.events)")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D3/D17: across lazy containers, no row disappears after another appeared in an update")
    func acrossContainers() throws {
        try expectDisappearancesFirst(taps: 6) { NestedSections(log: $0) }
    }

    @Test(
        "D3/D17: a section waiting to disappear keeps its rows until then (D17: kept, not updated)")
    func waitingSectionKeepsRows() throws {
        try expectDisappearancesFirst(taps: 2) { ReorderedSections(log: $0) }
    }

    @Test("D3/D17: rows waiting to disappear are not released in the update another appeared in")
    func waitingRowsStayMounted() throws {
        try expectDisappearancesFirst(taps: 2) { ReorderedReaders(log: $0) }
    }

    /// Taps Next `taps` times on a host of `content`, and expects no row to disappear after
    /// another appeared in any of those updates (D3), and no diagnostic.
    private func expectDisappearancesFirst<Content: View>(
        taps: Int, _ content: (RowLog) -> Content
    ) throws {
        let log = RowLog()
        let host = ViewHost(content(log), platform: .macOS)
        host.layOut()
        for _ in 0..<taps {
            log.events = []
            try host.tap("Next")
            if let firstAppear = log.events.firstIndex(where: { $0.hasPrefix("+") }) {
                #expect(
                    !log.events[firstAppear...].contains { $0.hasPrefix("-") }, "\(log.events)")
            }
        }
        #expect(host.diagnostics.isEmpty)
    }
}
