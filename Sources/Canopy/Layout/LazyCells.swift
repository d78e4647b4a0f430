/// How the elements of a lazy grid's `ForEach` map to the grid's cells (G29, D22).
///
/// Every view an element makes is a cell, as in an eager grid, and an element may make several
/// (a nested `ForEach`, a `Group`) or none (an `if` without `else`). The mounted elements'
/// views are counted. An element not mounted is estimated at the mean count of every element
/// counted since the number of elements changed, or at one before any was counted.
///
/// So a grid whose elements are one view each maps element `i` to cell `i` exactly. A grid of
/// uneven elements places the mounted ones after an estimate of the cells before them, as a
/// lazy stack places its rows after an estimate of the lengths before them; that estimate is a
/// whole number of lines, so the mounted cells keep their tracks while the estimate changes.
struct LazyCells {
    /// How many cells a line holds.
    var perLine = 1
    /// The first mounted element.
    private var first = 0
    /// The cells before each mounted element and after the last, from the first mounted one.
    private var prefix: [Int] = [0]
    /// Every element counted since the number of elements changed, by position, and the sum.
    private var counted: [Int: Int] = [:]
    private var countedTotal = 0
    /// How many of them made other than one view: none, and every element is one cell.
    private var uneven = 0

    /// The views an element not mounted is estimated to make.
    var mean: CGFloat {
        counted.isEmpty ? 1 : CGFloat(countedTotal) / CGFloat(counted.count)
    }

    /// Records that the elements from `first` on, mounted now, make `counts` views each.
    mutating func record(first: Int, counts: [Int]) {
        self.first = first
        prefix = [0]
        prefix.reserveCapacity(counts.count + 1)
        for (offset, count) in counts.enumerated() {
            prefix.append(prefix[offset] + count)
            let old = counted.updateValue(count, forKey: first + offset)
            countedTotal += count - (old ?? 0)
            uneven += (count != 1 ? 1 : 0) - (old.map { $0 != 1 ? 1 : 0 } ?? 0)
        }
    }

    /// Forgets every count: the elements are other ones now, or are not cells (a grid's
    /// sections). Every element is one cell again until counted.
    mutating func forget() {
        guard !counted.isEmpty || prefix.count > 1 else { return }
        first = 0
        prefix = [0]
        counted = [:]
        countedTotal = 0
        uneven = 0
    }

    /// The number of cells before element `element`: the mounted elements' own counts, the
    /// others at the mean.
    func cells(before element: Int) -> Int {
        let end = first + prefix.count - 1
        if uneven == 0, element <= first { return element }
        let atFirst: Int
        if uneven == 0 {
            atFirst = first
        } else {
            // Estimated, the cells before the first mounted element fill whole lines.
            let lines = (CGFloat(first) * mean / CGFloat(max(1, perLine))).rounded()
            atFirst = Int(lines) * max(1, perLine)
        }
        if element < first { return min(atFirst, Int((CGFloat(element) * mean).rounded())) }
        if element <= end { return atFirst + prefix[element - first] }
        return atFirst + prefix[prefix.count - 1]
            + Int((CGFloat(element - end) * mean).rounded())
    }

    /// The first of `count` elements with at least `cell` cells before it (`count` when none).
    private func firstElement(withCellsBefore cell: Int, count: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if cells(before: middle) >= cell { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The elements, of `count`, that make cells among `cells`: those starting in it and the
    /// one it starts in the middle of.
    func elements(makingCells cells: Range<Int>, count: Int) -> Range<Int> {
        let starting = firstElement(withCellsBefore: cells.lowerBound, count: count)
        // The element whose cells run past the range's first cell began before it.
        let holding = firstElement(withCellsBefore: cells.lowerBound + 1, count: count) - 1
        let holds =
            holding >= 0 && holding < count && self.cells(before: holding + 1) > cells.lowerBound
        let lower = holds ? min(starting, holding) : starting
        var upper = firstElement(withCellsBefore: cells.upperBound, count: count)
        // A mounted element that makes nothing right after the range is in it where it is,
        // as an empty row of a stack is: so it stays mounted, and counted.
        let mountedEnd = first + prefix.count - 1
        while upper >= first, upper < min(mountedEnd, count),
            prefix[upper - first + 1] == prefix[upper - first]
        {
            upper += 1
        }
        return lower..<max(lower, upper)
    }
}
