import Canopy

// A sample written as SwiftUI sample code is: a flow layout that fills rows left to right and
// wraps when a row is full, tags that ask to start a new row through a layout value, and a
// toolbar that switches between a row and a column with AnyLayout without losing its state.

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews, sizes: cache.sizes)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let rows = arrange(width: bounds.width, subviews: subviews, sizes: cache.sizes)
        var y = bounds.minY
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width: CGFloat, subviews: Subviews, sizes: [CGSize]) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for (index, size) in sizes.enumerated() {
            let extra = current.indices.isEmpty ? size.width : spacing + size.width
            let startsRow = subviews[index][StartsRow.self]
            if !current.indices.isEmpty && (current.width + extra > width || startsRow) {
                rows.append(current)
                current = Row()
            }
            current.width += current.indices.isEmpty ? size.width : spacing + size.width
            current.height = max(current.height, size.height)
            current.indices.append(index)
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

struct StartsRow: LayoutValueKey {
    static let defaultValue = false
}

struct TagCloud: View {
    let tags = ["Swift", "Layout", "Canopy", "Linux", "Preferences", "Environment", "Focus"]

    var body: some View {
        FlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(4)
                    .layoutValue(key: StartsRow.self, value: tag == "Linux")
            }
        }
        .frame(width: 200)
    }
}

struct SwitchingToolbar: View {
    @State private var vertical = false

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
        VStack {
            layout {
                TapCounter(name: "Bold")
                TapCounter(name: "Italic")
            }
            Button(vertical ? "Row" : "Column") { vertical.toggle() }
        }
    }
}

struct TapCounter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

#Preview("Tag cloud") {
    TagCloud()
}

#Preview("Switching toolbar") {
    SwitchingToolbar()
}
