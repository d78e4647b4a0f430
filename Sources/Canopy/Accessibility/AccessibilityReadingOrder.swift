import Foundation

/// The order a screen reader visits the items of one level — the window's top level, or one
/// container's children (D76): higher sort priorities first (A12); among equal priorities, by
/// where they are on screen, in lines from top to bottom and, within a line, from leading to
/// trailing (from the right in a right-to-left layout); items at the same place keep their
/// order in the views. Read when the tree is read, from the last layout; a reader keeping the
/// order between reads (D80) sorts again only when a frame or an item changed.
@MainActor
struct AccessibilityReadingOrder {
    /// How far apart, in points, two items' tops may be and still be read as one line
    /// (VoiceOver's tolerance, as AccessibilitySnapshot measured it).
    static let lineTolerance: CGFloat = 8

    let layout: LayoutEngine

    /// Where an item is: the top of its line, and its leading edge in reading direction.
    struct Place: Equatable {
        var top: CGFloat
        var leading: CGFloat
    }

    /// `items` in reading order.
    func sorted(_ items: [AccessibilityItem]) -> [AccessibilityItem] {
        guard items.count > 1 else { return items }
        return Self.order(priorities: items.map(\.sortPriority), places: items.map(place(of:)))
            .map { items[$0] }
    }

    /// The indices of items with `priorities` at `places` (nil: not laid out), in reading
    /// order: runs of equal priority, highest first (stable); each run by place.
    static func order(priorities: [Double], places: [Place?]) -> [Int] {
        orderAndLines(priorities: priorities, places: places).order
    }

    /// ``order(priorities:places:)``, with the lines it read: each line's range of reading
    /// positions, in order. Within a line items are read by leading edge alone, so an item
    /// that moves along its line without changing its top changes only its line's order (D80).
    static func orderAndLines(priorities: [Double], places: [Place?]) -> (
        order: [Int], lines: [Range<Int>]
    ) {
        var order: [Int] = []
        var lines: [Range<Int>] = []
        order.reserveCapacity(priorities.count)
        var start = 0
        let byPriority = priorities.indices.sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
        }
        while start < byPriority.count {
            var end = start + 1
            let priority = priorities[byPriority[start]]
            while end < byPriority.count, priorities[byPriority[end]] == priority {
                end += 1
            }
            geometric(Array(byPriority[start..<end]), places: places, into: &order, &lines)
            start = end
        }
        return (order, lines)
    }

    /// The indices `run` (in tree order) by place — lines top to bottom, leading to trailing
    /// — appended to `result`, each line's positions in it appended to `lines`.
    private static func geometric(
        _ run: [Int], places all: [Place?], into result: inout [Int], _ lines: inout [Range<Int>]
    ) {
        // An item with no frame (not laid out) reads where the item before it in the views is.
        var last = Place(top: -.infinity, leading: -.infinity)
        let places = run.map { index -> Place in
            if let place = all[index] { last = place }
            return last
        }
        let byTop = run.indices.sorted {
            places[$0].top != places[$1].top ? places[$0].top < places[$1].top : $0 < $1
        }
        var line: [Int] = []
        var lineTop = -CGFloat.infinity
        func closeLine() {
            guard !line.isEmpty else { return }
            line.sort {
                places[$0].leading != places[$1].leading
                    ? places[$0].leading < places[$1].leading : $0 < $1
            }
            lines.append(result.count..<result.count + line.count)
            result += line.map { run[$0] }
            line.removeAll()
        }
        for position in byTop {
            if line.isEmpty || places[position].top - lineTop > Self.lineTolerance {
                closeLine()
                lineTop = places[position].top
            }
            line.append(position)
        }
        closeLine()
    }

    /// The frame of the view that placed `item`, or of its nearest laid-out ancestor. A tab
    /// bar is read at the bottom of its tab view, where it is drawn.
    func place(of item: AccessibilityItem) -> Place? {
        place(placedBy: item.placement, atBottom: item.liveChildren != nil)
    }

    /// The place of an item placed by `placement`: the top of its frame, or the bottom for a
    /// tab bar (`atBottom`). Takes the two fields rather than the item, so that reading the
    /// places of a long level again (D80) copies no item.
    func place(placedBy placement: NodeHandle?, atBottom: Bool) -> Place? {
        var current = placement?.target
        while let node = current {
            if node.isMounted, let frame = layout.frame(of: node) {
                let rightToLeft = node.environment.layoutDirection == .rightToLeft
                return Place(
                    top: atBottom ? frame.maxY : frame.minY,
                    leading: rightToLeft ? -frame.maxX : frame.minX)
            }
            current = node.parent
        }
        return nil
    }
}
