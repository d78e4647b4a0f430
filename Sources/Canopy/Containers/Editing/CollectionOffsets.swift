import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start, as `onDelete`
    /// reports them, C23).
    ///
    ///     fruits.remove(atOffsets: [1, 3])
    public mutating func remove(atOffsets offsets: IndexSet) {
        // From the back, so each removal leaves the offsets still to go where they were.
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (positions counted from the start) so that they land in
    /// front of the element that was at `destination` before the move, or at the end when
    /// `destination` is the count: what `onMove` reports (C24). The moved elements keep their
    /// order.
    ///
    ///     var fruits = ["Apple", "Banana", "Cherry", "Date"]
    ///     fruits.move(fromOffsets: [0], toOffset: 2)   // Banana, Apple, Cherry, Date
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 < elements.count }.map { elements[$0] }
        let split = Swift.max(0, Swift.min(destination, elements.count))
        let before = (0..<split).filter { !source.contains($0) }
        let after = (split..<elements.count).filter { !source.contains($0) }
        let order = before.map { elements[$0] } + moved + after.map { elements[$0] }
        var position = startIndex
        for element in order {
            self[position] = element
            position = index(after: position)
        }
    }
}
