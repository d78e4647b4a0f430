import CanopyTesting
import Testing

@testable import Canopy

@MainActor
private final class SectionLog {
    var events: [String] = []
}

/// Two titled sections of 30 rows in a list, each row logging when it appears and disappears.
private struct TwoSections: View {
    let log: SectionLog
    var body: some View {
        List {
            Section("Fruit") { rows("Fruit") }
            Section("Veg") { rows("Veg") }
        }
    }

    private func rows(_ name: String) -> some View {
        ForEach(0..<30, id: \.self) { index in
            Text("\(name) \(index)")
                .onAppear { log.events.append("+\(name) \(index)") }
                .onDisappear { log.events.append("-\(name) \(index)") }
        }
    }
}

/// Sections of 100-point rows with 40-point headers and footers in a 300-point scroll view.
private struct Pinned: View {
    let pinned: PinnedScrollableViews
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<5, id: \.self) { row in
                            Text("Row \(section).\(row)").frame(width: 100, height: 100)
                        }
                    } header: {
                        Text("Header \(section)").frame(width: 100, height: 40)
                    } footer: {
                        Text("Footer \(section)").frame(width: 100, height: 40)
                    }
                }
            }
        }
        .frame(height: 300)
    }
}

@MainActor
@Suite("D24, G29, G31, D17: sections in lazy stacks and lists")
struct LazySectionTests {
    @Test("G31/D24: a list's sections create and make appear only the rows in view")
    func listSections() throws {
        let log = SectionLog()
        let host = ViewHost(TwoSections(log: log), platform: .iOS)
        host.layOut()
        // The list is 759 tall under a 59-point top inset and draws on under the home
        // indicator (852): the title's 44-point row, then 44-point rows.
        let shown = log.events
        #expect(shown.first == "+Fruit 0")
        #expect(shown.allSatisfy { $0.hasPrefix("+Fruit") })
        #expect(shown.count == 18)
        #expect(host.findAll(.named("Text")).count == 18)
        let sections = host.findAll(.named("Section"))
        #expect(sections.count == 2)
        let fruit = try #require(sections.first?.frame())
        // 30 rows and the title row: the section is as long as all of them.
        #expect(fruit == CGRect(x: 0, y: 59, width: 393, height: 31 * 44))
        #expect(try #require(host.find(text: "Fruit 0").frame()).minY == 59 + 44 + 11)

        // Down to the second section: its rows appear, the first section's leave.
        log.events = []
        try host.scroll(by: 1_500)
        #expect(log.events.contains("+Veg 0"))
        #expect(log.events.contains("-Fruit 0"))
        #expect(host.findAll(.text("Fruit 0")).isEmpty)
        let veg = try #require(host.findAll(.named("Section")).last?.frame())
        let vegStart: CGFloat = 59 + 31 * 44 - 1_500
        #expect(veg.minY == vegStart)
    }

    @Test("D17/D24: rows of a section scrolled far off are released with their state")
    func releasedRows() throws {
        struct Counter: View {
            let index: Int
            @State private var taps = 0
            var body: some View { Button("Row \(index): \(taps)") { taps += 1 } }
        }
        struct Counters: View {
            var body: some View {
                List {
                    Section("Counters") {
                        ForEach(0..<200, id: \.self) { Counter(index: $0) }
                    }
                }
            }
        }
        let host = ViewHost(Counters(), platform: .iOS)
        host.layOut()
        #expect(try host.tap("Row 0: 0"))
        // Within one viewport: kept with its state.
        try host.scroll(by: 500)
        try host.scroll(to: .zero)
        #expect(try host.tap("Row 0: 1"))
        // Far beyond: released, and made anew.
        try host.scroll(by: 4_000)
        try host.scroll(to: .zero)
        #expect(host.findAll(.text("Row 0: 0")).count == 1)
    }

    @Test("D24/G29: a lazy stack's sections load their rows lazily, header and footer around them")
    func stackSections() throws {
        let host = ViewHost(Pinned(pinned: []), platform: .macOS)
        host.layOut()
        // Header 0 (40) and rows 0.0–0.2 meet the 300-point viewport; the footer and the
        // other sections do not.
        let texts = host.findAll(.named("Text")).map(\.text)
        #expect(texts == ["Header 0", "Row 0.0", "Row 0.1", "Row 0.2"])
        let top = try #require(host.find(.named("ScrollView")).frame()).minY
        // Texts sit centred in their frames: a header's middle is 20 below its top.
        #expect(try host.middle("Header 0") == top + 20)
        #expect(try host.middle("Row 0.1") == top + 40 + 150)
        // Each section is 40 + 5 × 100 + 40 long.
        let lengths = host.findAll(.named("Section")).map { $0.frame()?.height }
        #expect(lengths == [580])
        try host.scroll(by: 580)
        #expect(try host.middle("Header 1") == top + 20)
        #expect(host.findAll(.text("Row 0.4")).isEmpty)
        #expect(host.findAll(.text("Footer 0")).isEmpty)
    }

    @Test("D24: pinned headers stay at the scroll view's top while their section passes it")
    func pinnedHeaders() throws {
        let host = ViewHost(Pinned(pinned: .sectionHeaders), platform: .macOS)
        host.layOut()
        let top = try #require(host.find(.named("ScrollView")).frame()).minY
        try host.scroll(by: 250)
        // Section 0 runs from 250 above the top to 330 below it: its header is held there.
        #expect(try host.middle("Header 0") == top + 20)
        // Not pinned, the same header has scrolled away with its section.
        let unpinned = ViewHost(Pinned(pinned: []), platform: .macOS)
        unpinned.layOut()
        try unpinned.scroll(by: 250)
        #expect(unpinned.findAll(.text("Header 0")).isEmpty)
        // Section 0 ends 20 below the top: its end pushes the header up, over the footer that
        // scrolls under it (as a table's floating header); section 1's header starts there.
        try host.scroll(by: 310)
        #expect(try host.middle("Footer 0") == top)
        #expect(try host.middle("Header 0") == top)
        #expect(try host.middle("Header 1") == top + 40)
        // In the middle of section 1, its pinned header is drawn over the rows under it.
        try host.scroll(by: 100)
        #expect(try host.middle("Header 1") == top + 20)
        let window = host.renderGrid()
        let lines = window.split(separator: "\n")
        let headerLine = try #require(lines.firstIndex { $0.contains("Header 1") })
        #expect(!lines[headerLine].contains("Row"))
    }

    @Test("D24: pinned footers stay at the scroll view's bottom while their section passes it")
    func pinnedFooters() throws {
        let host = ViewHost(Pinned(pinned: .sectionFooters), platform: .macOS)
        host.layOut()
        let bottom = try #require(host.find(.named("ScrollView")).frame()).maxY
        #expect(try host.middle("Footer 0") == bottom - 20)
        try host.scroll(by: 100)
        #expect(try host.middle("Footer 0") == bottom - 20)
        // Not pinned, the footer is off screen below.
        let unpinned = ViewHost(Pinned(pinned: []), platform: .macOS)
        unpinned.layOut()
        #expect(unpinned.findAll(.text("Footer 0")).isEmpty)
    }

    @Test("D24: in a form every row exists, laid out as the form's rows under the title")
    func formSections() throws {
        struct Settings: View {
            @State private var on = false
            var body: some View {
                Form {
                    Section("Alerts") {
                        Toggle("Sounds", isOn: $on)
                        ForEach(0..<40, id: \.self) { Text("Rule \($0)") }
                    }
                    Section {
                        Text("Plain")
                    }
                }
            }
        }
        let host = ViewHost(Settings(), platform: .iOS)
        host.layOut()
        #expect(host.findAll(.named("Text")).count == 41)
        let sections = host.findAll(.named("Section")).compactMap { $0.frame() }
        // The title's row (44), the switch's (31 + 22), 40 rows of 44; no title, no header.
        let expected: [CGFloat] = [44 + 53 + 40 * 44, 44]
        #expect(sections.map(\.height) == expected)
        #expect(try #require(host.find(text: "Plain").frame()).minY == sections[1].minY + 11)
    }
}

extension ViewHost {
    /// The vertical middle of the one text reading `text`.
    fileprivate func middle(_ text: String) throws -> CGFloat {
        try #require(find(text: text).frame()).midY
    }
}

/// A list of 50 sections of 20 rows, over a `ForEach`: the list loads sections lazily, and
/// each section its rows.
private struct ManySections: View {
    let log: SectionLog
    var body: some View {
        List {
            ForEach(0..<50, id: \.self) { section in
                Section {
                    ForEach(0..<20, id: \.self) { row in
                        Text("Item \(section).\(row)")
                    }
                } header: {
                    Text("Group \(section)")
                        .onAppear { log.events.append("+Group \(section)") }
                        .onDisappear { log.events.append("-Group \(section)") }
                }
            }
        }
    }
}

@MainActor
@Suite("D24, G31: a list over a ForEach of sections")
struct LazySectionListTests {
    @Test(
        "G31/D24: only the sections in view exist, each with only its rows in view; headers appear as they scroll in"
    )
    func nested() throws {
        let log = SectionLog()
        let host = ViewHost(ManySections(log: log), platform: .iOS)
        host.layOut()
        #expect(log.events == ["+Group 0"])
        // The header (59–103), then rows of 44 down to the window's bottom (852, the list
        // draws under the home indicator): rows 0–17, the last starting at 851; nothing of
        // the second section.
        #expect(host.findAll(.named("Text")).count == 19)
        #expect(host.allNodes().count < 200)
        // Each section is 21 rows of 44: the 23rd section's header is at 22 × 924.
        log.events = []
        try host.scroll(by: 22 * 924)
        #expect(log.events.contains("+Group 22"))
        #expect(log.events.contains("-Group 0"))
        let header = try #require(host.find(text: "Group 22").frame())
        let rowTop: CGFloat = 59 + 11
        #expect(header.minY == rowTop)
        #expect(host.findAll(.text("Item 0.0")).isEmpty)
    }

    @Test("D24: a plain list on iOS pins its section headers; an inset grouped one does not")
    func plainListPins() throws {
        struct Plain: View {
            let plain: Bool
            var body: some View {
                if plain {
                    ManySections(log: SectionLog()).listStyle(.plain)
                } else {
                    ManySections(log: SectionLog())
                }
            }
        }
        let host = ViewHost(Plain(plain: true), platform: .iOS)
        host.layOut()
        // Halfway through the first section (21 rows of 44): its header is held at the top.
        try host.scroll(by: 400)
        let rowTop: CGFloat = 59 + 11
        #expect(try #require(host.find(text: "Group 0").frame()).minY == rowTop)
        let grouped = ViewHost(Plain(plain: false), platform: .iOS)
        grouped.layOut()
        try grouped.scroll(by: 400)
        #expect(grouped.findAll(.text("Group 0")).isEmpty)
        // On a Mac the plain list's headers scroll away with their sections.
        let mac = ViewHost(Plain(plain: true), platform: .macOS)
        mac.layOut()
        try mac.scroll(by: 400)
        #expect(mac.findAll(.text("Group 0")).isEmpty)
    }

    @Test("D24: lazily loaded sections and their rows are freed with their host")
    func released() throws {
        weak var released: ViewHost?
        var nodes: [WeakSectionNode] = []
        try {
            let host = ViewHost(ManySections(log: SectionLog()), platform: .iOS)
            host.layOut()
            try host.scroll(by: 3_000)
            nodes = host.allNodes().map(WeakSectionNode.init)
            try host.scroll(by: 10_000)
            nodes += host.allNodes().map(WeakSectionNode.init)
            released = host
        }()
        #expect(released == nil)
        #expect(nodes.count > 40)
        #expect(nodes.allSatisfy { $0.value == nil })
    }
}

private final class WeakSectionNode {
    weak var value: _ViewNode?
    init(_ value: _ViewNode) { self.value = value }
}

/// Sections of 30 cells in a three-column grid, 50-point lines 10 apart, under 30-point
/// headers, in a 300-point scroll view.
private struct GridSections: View {
    let pinned: PinnedScrollableViews
    var body: some View {
        ScrollView {
            LazyVGrid(
                columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 10,
                pinnedViews: pinned
            ) {
                ForEach(0..<4, id: \.self) { section in
                    Section {
                        ForEach(0..<30, id: \.self) { cell in
                            Text("\(section).\(cell)").frame(height: 50)
                        }
                    } header: {
                        Text("Week \(section)").frame(height: 30)
                    }
                }
            }
        }
        .frame(width: 300, height: 300)
    }
}

@MainActor
@Suite("D24, D22, G29: sections in lazy grids")
struct LazyGridSectionTests {
    @Test(
        "D24/D22: a grid's section is a header across the grid over lines of cells in its tracks, loaded as they come into view"
    )
    func cells() throws {
        let host = ViewHost(GridSections(pinned: []), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        // Header 30, gap 10, then lines of 50 every 60: lines 0–4 meet the 300 points.
        let cells = host.findAll(.named("Text")).compactMap(\.text).filter { !$0.hasPrefix("Week") }
        #expect(cells == (0..<15).map { "0.\($0)" })
        // Ten lines of 50, nine gaps of 10, the header and its gap.
        let section: CGFloat = 30 + 10 + 10 * 50 + 9 * 10
        #expect(host.findAll(.named("Section")).first?.frame()?.height == section)
        // The header is centred across the grid; the cells sit in thirds of its width.
        let header = try #require(host.find(text: "Week 0").frame())
        #expect(header.midX == viewport.midX)
        let second = try #require(host.find(text: "0.1").frame())
        #expect(second.midX == viewport.midX)
        let fourth = try #require(host.find(text: "0.3").frame())
        #expect(fourth.midY == viewport.minY + 40 + 60 + 25)
        // Down into the second section: its cells appear, the first section's top lines leave.
        try host.scroll(by: section + 10 + 40 + 120)
        #expect(host.findAll(.text("0.0")).isEmpty)
        #expect(!host.findAll(.text("1.6")).isEmpty)
        #expect(host.findAll(.text("1.0")).isEmpty)
    }

    @Test("D24: a grid's pinned header stays at the top while its lines scroll under it")
    func pinned() throws {
        let host = ViewHost(GridSections(pinned: .sectionHeaders), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        try host.scroll(by: 200)
        #expect(try #require(host.find(text: "Week 0").frame()).midY == viewport.minY + 15)
    }
}
