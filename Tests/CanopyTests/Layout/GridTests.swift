import Canopy
import CanopyTesting
import Testing

@MainActor
private func frames(_ host: ViewHost, _ ids: [String]) throws -> [String: CGRect] {
    host.layOut()
    let grid = try #require(host.find(.named("Grid")).frame())
    var result: [String: CGRect] = ["grid": CGRect(origin: .zero, size: grid.size)]
    for id in ids {
        let frame = try #require(host.find(.id(id)).frame())
        result[id] = frame.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }
    return result
}

@MainActor private func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
    Color.red.frame(width: width, height: height).id(id)
}

@MainActor
@Suite("D23: Grid lines its cells up in columns and rows")
struct GridTests {
    @Test(
        "D23: a column is as wide as its widest cell, a row as tall as its tallest; cells centred")
    func widestAndTallest() throws {
        struct Cells: View {
            var body: some View {
                Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                    GridRow {
                        box(30, 10, "a")
                        box(50, 20, "b")
                    }
                    GridRow {
                        box(60, 10, "c")
                        box(20, 10, "d")
                    }
                }
            }
        }
        let host = ViewHost(Cells(), platform: .macOS)
        let found = try frames(host, ["a", "b", "c", "d"])
        #expect(found["grid"]?.size == CGSize(width: 120, height: 35))
        #expect(found["a"] == CGRect(x: 15, y: 5, width: 30, height: 10))
        #expect(found["b"] == CGRect(x: 70, y: 0, width: 50, height: 20))
        #expect(found["c"] == CGRect(x: 0, y: 25, width: 60, height: 10))
        #expect(found["d"] == CGRect(x: 85, y: 25, width: 20, height: 10))
    }

    @Test(
        "D23: a view outside a GridRow spans every column; a Divider widens the grid to its proposal"
    )
    func fullWidthRow() throws {
        struct Divided: View {
            var body: some View {
                Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        box(30, 10, "a")
                        box(50, 10, "b")
                    }
                    Divider().id("divider")
                    box(20, 10, "alone")
                }
                .frame(width: 300)
            }
        }
        let host = ViewHost(Divided(), platform: .macOS)
        let found = try frames(host, ["a", "b", "divider", "alone"])
        #expect(found["grid"]?.width == 300)
        #expect(found["divider"]?.width == 300)
        #expect(found["divider"]?.minX == 0)
        // A one-cell row is centred across the grid.
        #expect(found["alone"]?.minX == 140)
        #expect(found["b"]?.minX == 40)
    }

    @Test("D23: gridCellColumns spans columns and their gaps without sizing them")
    func spanning() throws {
        struct Spanning: View {
            var body: some View {
                Grid(horizontalSpacing: 10) {
                    GridRow {
                        box(30, 10, "a")
                        box(40, 10, "b")
                    }
                    GridRow {
                        Color.blue.frame(height: 10).id("wide").gridCellColumns(2)
                    }
                }
            }
        }
        let host = ViewHost(Spanning(), platform: .macOS)
        let found = try frames(host, ["a", "b", "wide"])
        #expect(found["wide"] == CGRect(x: 0, y: 18, width: 80, height: 10))
        #expect(found["grid"]?.width == 80)
    }

    @Test("D23: gridColumnAlignment on one cell aligns its column; GridRow(alignment:) its row")
    func alignments() throws {
        struct Aligned: View {
            var body: some View {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow(alignment: .top) {
                        box(10, 10, "a").gridColumnAlignment(.trailing)
                        box(40, 30, "b")
                    }
                    GridRow {
                        box(30, 10, "c")
                        box(20, 10, "d")
                    }
                }
            }
        }
        let host = ViewHost(Aligned(), platform: .macOS)
        let found = try frames(host, ["a", "b", "c", "d"])
        // Column 0 is 30 wide and trailing: a at 20; row 0 is 30 tall and top: a at 0.
        #expect(found["a"] == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(found["c"] == CGRect(x: 0, y: 30, width: 30, height: 10))
        // Column 1 keeps the grid's centre.
        #expect(found["d"] == CGRect(x: 40, y: 30, width: 20, height: 10))
    }

    @Test(
        "D23: gridCellAnchor places a cell by a unit point; gridCellUnsizedAxes leaves sizing to the others"
    )
    func anchorAndUnsized() throws {
        struct Anchored: View {
            var body: some View {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        box(10, 10, "a").gridCellAnchor(.bottomTrailing)
                        box(40, 30, "b")
                    }
                    GridRow {
                        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("empty")
                        Color.green.gridCellUnsizedAxes(.horizontal).frame(height: 5).id("fill")
                    }
                    GridRow {
                        box(30, 10, "c")
                    }
                }
            }
        }
        let host = ViewHost(Anchored(), platform: .macOS)
        let found = try frames(host, ["a", "empty", "fill"])
        #expect(found["a"] == CGRect(x: 20, y: 20, width: 10, height: 10))
        // The empty cell takes its column (30) by the row the other cell makes (5).
        #expect(found["empty"] == CGRect(x: 0, y: 30, width: 30, height: 5))
        #expect(found["fill"] == CGRect(x: 30, y: 30, width: 40, height: 5))
        #expect(found["grid"]?.size == CGSize(width: 70, height: 45))
    }

    @Test("D23: flexible cells share the grid's proposal, column by column and row by row")
    func flexible() throws {
        struct Flexible: View {
            var body: some View {
                Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                    GridRow {
                        Color.red.id("a")
                        Color.blue.id("b")
                    }
                    GridRow {
                        box(20, 20, "c")
                        Color.green.id("d")
                    }
                }
                .frame(width: 208, height: 108)
            }
        }
        let host = ViewHost(Flexible(), platform: .macOS)
        let found = try frames(host, ["a", "b", "c", "d"])
        #expect(found["a"] == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(found["b"] == CGRect(x: 108, y: 0, width: 100, height: 50))
        #expect(found["d"] == CGRect(x: 108, y: 58, width: 100, height: 50))
    }

    @Test("D23: the tree shows the grid, its rows and the cell modifiers as written")
    func rendered() throws {
        struct Written: View {
            var body: some View {
                Grid {
                    GridRow {
                        Text("A")
                        Text("B").gridColumnAlignment(.leading)
                    }
                    GridRow { Text("C").gridCellColumns(2) }
                }
            }
        }
        let host = ViewHost(Written(), platform: .macOS)
        #expect(
            host.render() == """
                Written
                └─ Grid
                   ├─ GridRow
                   │  ├─ Text "A"
                   │  └─ Text "B" .gridColumnAlignment(.leading)
                   └─ GridRow
                      └─ Text "C" .gridCellColumns(2)
                """)
    }

    @Test("D23: a GridRow outside a grid lays out as an HStack")
    func rowAlone() throws {
        let host = ViewHost(
            GridRow {
                box(10, 10, "a")
                box(20, 10, "b")
            }, platform: .macOS)
        host.layOut()
        let a = try #require(host.find(.id("a")).frame())
        let b = try #require(host.find(.id("b")).frame())
        #expect(b.minX == a.maxX + 8)
    }
}
