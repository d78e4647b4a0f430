import Canopy
import CanopyTesting
import Testing

/// A row that counts its own taps: its state lives as long as its identity (L1, L2).
private struct CountingRow: View {
    let number: Int
    @State private var taps = 0
    var body: some View { Button("\(number) taps=\(taps)") { taps += 1 } }
}

/// Rows for the integers `start..<start + 3`; "shift" moves the range up by one.
private struct ShiftingRows: View {
    @State private var start = 0
    var body: some View {
        VStack {
            Button("shift") { start += 1 }
            ForEach(start..<(start + 3)) { CountingRow(number: $0) }
        }
    }
}

@MainActor
@Suite("ForEach over a range of integers: rows in order, identified by their integers (L1, L2)")
struct ForEachRangeTests {
    @Test("L1, L2: a shifted range keeps the rows whose integers stay, with their state")
    func shiftedRangeKeepsRows() throws {
        let host = ViewHost(ShiftingRows())
        #expect(try host.tap("1 taps=0"))
        #expect(try host.tap("shift"))
        #expect(
            host.render() == """
                ShiftingRows
                └─ VStack
                   ├─ Button "shift"
                   ├─ CountingRow
                   │  └─ Button "1 taps=1"
                   ├─ CountingRow
                   │  └─ Button "2 taps=0"
                   └─ CountingRow
                      └─ Button "3 taps=0"
                """)
    }
}
