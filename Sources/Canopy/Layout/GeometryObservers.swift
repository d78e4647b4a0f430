/// The views that read geometry, in the order they registered: after each layout they hear of
/// it in that order, so the actions they queue run in the same order on every run (a
/// dictionary's order changes with the process's hashing seed).
@MainActor
struct GeometryObservers {
    private var entries: [(any GeometryObserving)?] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { positions.isEmpty }

    func contains(_ observer: AnyObject) -> Bool { positions[ObjectIdentifier(observer)] != nil }

    /// Adds `observer` at the end, unless it is there already.
    mutating func insert(_ observer: any GeometryObserving) {
        let id = ObjectIdentifier(observer)
        guard positions[id] == nil else { return }
        positions[id] = entries.count
        entries.append(observer)
    }

    /// Removes `observer`; the list is compacted once half of it is gaps.
    mutating func remove(_ observer: any GeometryObserving) {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(observer)) else {
            return
        }
        entries[position] = nil
        if entries.count > 16, positions.count * 2 < entries.count {
            entries = entries.filter { $0 != nil }
            for (index, entry) in entries.enumerated() {
                if let entry { positions[ObjectIdentifier(entry)] = index }
            }
        }
    }

    mutating func removeAll() {
        entries = []
        positions = [:]
    }

    /// The observers, in the order they registered.
    var all: [any GeometryObserving] { entries.compactMap { $0 } }
}
