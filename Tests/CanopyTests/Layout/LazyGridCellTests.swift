import Canopy
import CanopyTesting
import Testing

/// Elements of a lazy grid's `ForEach` that make several views (a nested `ForEach`) or none (an
/// `if` without `else`), each view a cell; `lazy: false` gives the grid the same views with no
/// `ForEach` to load, so it lays them out as one eager list of cells.
private struct ShapedGrid: View {
    let lazy: Bool
    var sectioned = false
    let log: (String) -> Void

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 6) {
                if sectioned {
                    Section {
                        cells
                    } header: {
                        Text("Header")
                    }
                } else {
                    cells
                }
            }
        }
    }

    @ViewBuilder private var cells: some View {
        if lazy {
            ForEach(0..<6, id: \.self) { group in element(group) }
        } else {
            // The same views, not loaded by a `ForEach` of the grid.
            Group {
                element(0)
                element(1)
                element(2)
                element(3)
                element(4)
                element(5)
            }
        }
    }

    @ViewBuilder private func element(_ group: Int) -> some View {
        if group % 3 != 1 {
            ForEach(0..<group % 3 + 1, id: \.self) { item in
                Text("\(group).\(item)").frame(height: 20 + CGFloat(10 * item))
                    .onAppear { log("+\(group).\(item)") }
            }
        }
    }
}

/// 3,000 elements of which every third makes two cells and the others none, in a 200-point
/// scroll view of a four-column grid.
private struct SparseGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 4), spacing: 10) {
                ForEach(0..<3_000, id: \.self) { index in
                    if index % 3 == 0 {
                        Text("A\(index)").frame(height: 30)
                        Text("B\(index)").frame(height: 30)
                    }
                }
            }
        }
        .frame(height: 200)
    }
}

/// A one-column grid whose elements are the even numbers of a list that changes with each tap:
/// some elements make a cell, others none.
private struct ChangingGrid: View {
    @State private var step = 0
    private let lists = [[2], [], [4, 1, 3, 2], [2, 3]]

    var body: some View {
        VStack {
            Button("Next") { step += 1 }
            ScrollView {
                LazyVGrid(columns: [GridItem()]) {
                    ForEach(lists[step % lists.count], id: \.self) { value in
                        Group {
                            if value % 2 == 0 { Text("Cell \(value)") }
                        }
                    }
                }
            }
            .frame(height: 300)
        }
    }
}

@MainActor
@Suite("G29, D22: each view a lazy grid's elements make is a cell, as in an eager grid")
struct LazyGridCellTests {
    private func frames(_ host: ViewHost) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for view in host.findAll(.named("Text")) {
            if let text = view.text, let frame = view.frame() { result[text] = frame }
        }
        return result
    }

    @Test("D22/G29: nested ForEach elements and empty elements fill cells as the same views do")
    func matchesEagerCells() throws {
        for sectioned in [false, true] {
            var appeared: [String] = []
            let lazy = ViewHost(
                ShapedGrid(lazy: true, sectioned: sectioned) { appeared.append($0) },
                platform: .macOS)
            lazy.layOut()
            let eager = ViewHost(
                ShapedGrid(lazy: false, sectioned: sectioned) { _ in }, platform: .macOS)
            eager.layOut()
            let expected = frames(eager)
            // Groups 1 and 4 make nothing; 0 and 3 one cell, 2 and 5 three: 8 cells.
            #expect(expected.count == 8 + (sectioned ? 1 : 0), "sectioned \(sectioned)")
            #expect(frames(lazy) == expected, "sectioned \(sectioned)")
            // Cell "2.1" is the third cell of the first line: 3 columns, line 1 holds 0.0 2.0 2.1.
            let first = try #require(expected["0.0"])
            let third = try #require(expected["2.1"])
            let fourth = try #require(expected["2.2"])
            #expect(first.minY == third.minY)
            #expect(fourth.minY > first.minY)
            #expect(
                Set(appeared) == Set(expected.keys.filter { $0 != "Header" }.map { "+" + $0 }),
                "sectioned \(sectioned)")
            #expect(lazy.diagnostics.isEmpty, "sectioned \(sectioned)")
            #expect(eager.diagnostics.isEmpty)
        }
    }

    @Test("G29/D17: a large grid of uneven elements mounts a screenful and scrolls to its end")
    func sparseGrid() throws {
        let host = ViewHost(SparseGrid(), platform: .macOS)
        host.layOut()
        // Four cells a line: A0 B0 A3 B3, then A6 … on the next, 40 points on.
        let a0 = try #require(try host.find(text: "A0").frame())
        let b3 = try #require(try host.find(text: "B3").frame())
        let a6 = try #require(try host.find(text: "A6").frame())
        #expect(a0.minY == b3.minY)
        #expect(a6.minY - a0.minY == 40)
        // A screenful of 200 points is five lines: few of the 3,000 elements are mounted.
        #expect(host.findAll(.named("Text")).count <= 4 * 6)
        try host.scroll(by: 1_000_000)
        #expect(host.first(text: "B2997") != nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D17/D22: an element that makes no cell after the last line stays mounted; data changes settle"
    )
    func changingData() throws {
        let host = ViewHost(ChangingGrid(), platform: .macOS)
        var seen: [[String]] = []
        for _ in 0..<4 {
            try host.tap("Next")
            seen.append(host.findAll(.named("Text")).compactMap(\.text))
        }
        #expect(seen == [[], ["Cell 4", "Cell 2"], ["Cell 2"], ["Cell 2"]])
        #expect(host.diagnostics.isEmpty)
    }
}

/// Three elements that are each a section or nothing, as a toggle says.
private struct SectionsOrNothing: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<3, id: \.self) { index in
                        if shown {
                            Section { Text("Cell \(index)") }
                        }
                    }
                }
            }
            .frame(height: 300)
        }
    }
}

@MainActor
@Suite("D24, D22: a grid's elements may turn from sections into nothing and back")
struct LazyGridSectionToggleTests {
    @Test("D24/D22: sections that came back after showing nothing are laid out and shown again")
    func sectionsReturn() throws {
        let host = ViewHost(SectionsOrNothing(), platform: .macOS)
        host.layOut()
        let texts = { host.findAll(.named("Text")).compactMap(\.text) }
        #expect(texts() == ["Cell 0", "Cell 1", "Cell 2"])
        try host.tap("Toggle")
        #expect(texts().isEmpty)
        try host.tap("Toggle")
        #expect(texts() == ["Cell 0", "Cell 1", "Cell 2"])
        #expect(host.diagnostics.isEmpty)
    }
}
